import type { TestApp } from '../harness.js';
import { gifts } from '../../src/modules/gifts/gifts.table.js';

export { FORGED_ID, member, errorOf, type TestMember } from '../friends/support.js';

// The gift shop through /graphql (issue 17; docs/decisions/0050).

export const GIFT_FIELDS = 'id nameDe nameEn descriptionDe descriptionEn imageKey priceRappen active stock soldOut';
export const ADMIN_GIFTS = `query { adminGifts { ${GIFT_FIELDS} } }`;
export const ADMIN_GIFT = `query ($id: ID!) { adminGift(id: $id) { ${GIFT_FIELDS} } }`;
export const CREATE_GIFT = `mutation ($input: GiftInput!) { createGift(input: $input) { ${GIFT_FIELDS} } }`;
export const UPDATE_GIFT = `mutation ($id: ID!, $input: GiftInput!) { updateGift(id: $id, input: $input) { ${GIFT_FIELDS} } }`;
export const SHOP = `query { giftShop { gifts { ${GIFT_FIELDS} } canBuy buyRefusal } }`;

export function giftInput(overrides: Record<string, unknown> = {}) {
  return {
    nameDe: 'Drink an der Bar',
    nameEn: 'A drink at the bar',
    descriptionDe: 'Ein Drink nach Wahl.',
    descriptionEn: 'A drink of your choice.',
    priceRappen: 1500,
    active: true,
    stock: null,
    ...overrides,
  };
}

export async function giftRows(t: TestApp) {
  return (await t.deps.database.db.select().from(gifts)).sort((a, b) => a.id.localeCompare(b.id));
}

/** A staff member (users.admin) with a session token. */
export async function staff(t: TestApp) {
  const { member } = await import('../friends/support.js');
  const { users } = await import('../../src/modules/accounts/accounts.table.js');
  const { eq } = await import('drizzle-orm');
  const m = await member(t);
  await t.deps.database.db.update(users).set({ admin: true }).where(eq(users.id, m.id));
  return m;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { seedDemoGifts } from '../../src/modules/demo/demo-gifts.js';
import { ADMIN_GIFT, ADMIN_GIFTS, CREATE_GIFT, FORGED_ID, SHOP, UPDATE_GIFT, errorOf, giftInput, giftRows, member, staff, type TestMember } from './support.js';

describe('the gift catalogue (staff) and the shop (members)', () => {
  let t: TestApp;
  let admin: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staff(t);
  });
  afterAll(() => t.close());

  const create = (input: Record<string, unknown>) => t.gql(CREATE_GIFT, { input }, { token: admin.token });

  it('staff add a gift, change its price, stock and state; the shop shows only active gifts', async () => {
    const created = await create(giftInput({ nameDe: 'Wellness-Gutschein', nameEn: 'Wellness voucher', priceRappen: 4500, stock: 3 }));
    expect(created.errors).toBeUndefined();
    const gift = created.data!.createGift;
    expect(gift).toMatchObject({ nameDe: 'Wellness-Gutschein', priceRappen: 4500, stock: 3, active: true, soldOut: false });

    const verified = await member(t, { verified: true });
    const shop = await t.gql(SHOP, {}, { token: verified.token });
    expect(shop.data!.giftShop.canBuy).toBe(true);
    expect(shop.data!.giftShop.gifts.map((g: { id: string }) => g.id)).toContain(gift.id);

    const updated = await t.gql(UPDATE_GIFT, { id: gift.id, input: giftInput({ nameDe: 'Wellness-Gutschein', priceRappen: 5000, stock: 0, active: false }) }, { token: admin.token });
    expect(updated.data!.updateGift).toMatchObject({ priceRappen: 5000, stock: 0, soldOut: true, active: false });
    const after = await t.gql(SHOP, {}, { token: verified.token });
    expect(after.data!.giftShop.gifts.map((g: { id: string }) => g.id)).not.toContain(gift.id);
    const all = await t.gql(ADMIN_GIFTS, {}, { token: admin.token });
    expect(all.data!.adminGifts.find((g: { id: string }) => g.id === gift.id)).toMatchObject({ active: false });
  });

  it('unverified members see the shop but are told they need the verified status to buy', async () => {
    const unverified = await member(t);
    const shop = await t.gql(SHOP, {}, { token: unverified.token });
    expect(shop.data!.giftShop).toMatchObject({ canBuy: false, buyRefusal: 'NEED_VERIFIED' });
  });

  it('staff are not members: the shop answers STAFF_NOT_MEMBER', async () => {
    expect(errorOf(await t.gql(SHOP, {}, { token: admin.token }))?.code).toBe('STAFF_NOT_MEMBER');
  });

  it.each([
    ['an empty name', { nameDe: '  ' }, 'GIFT_NAME_INVALID'],
    ['a name too long', { nameEn: 'x'.repeat(81) }, 'GIFT_NAME_INVALID'],
    ['an empty description', { descriptionEn: '' }, 'GIFT_DESCRIPTION_INVALID'],
    ['a price of 0', { priceRappen: 0 }, 'GIFT_PRICE_INVALID'],
    ['a price too high', { priceRappen: 100_001 }, 'GIFT_PRICE_INVALID'],
    ['a negative stock', { stock: -1 }, 'GIFT_STOCK_INVALID'],
    ['a picture that was never uploaded', { imageKey: 'gifts/3f1e2d4c-5b6a-4789-9abc-def012345678' }, 'IMAGE_INVALID'],
    ['a picture of another purpose', { imageKey: 'news/3f1e2d4c-5b6a-4789-9abc-def012345678' }, 'IMAGE_INVALID'],
  ])('refuses %s with a translated code, nothing written', async (_name, overrides, code) => {
    const before = await giftRows(t);
    expect(errorOf(await create(giftInput(overrides)))?.code).toBe(code);
    expect(await giftRows(t)).toEqual(before);
  });

  it('an unknown or forged id is NOT_FOUND, nothing written', async () => {
    const before = await giftRows(t);
    expect(errorOf(await t.gql(UPDATE_GIFT, { id: FORGED_ID, input: giftInput() }, { token: admin.token }))?.code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(ADMIN_GIFT, { id: 'not-a-uuid' }, { token: admin.token }))?.code).toBe('NOT_FOUND');
    expect(await giftRows(t)).toEqual(before);
  });

  it('members cannot change the catalogue', async () => {
    const verified = await member(t, { verified: true });
    const before = await giftRows(t);
    expect(errorOf(await t.gql(CREATE_GIFT, { input: giftInput() }, { token: verified.token }))?.code).toBe('NOT_ALLOWED');
    expect(await giftRows(t)).toEqual(before);
  });

  it('the demo catalogue is seeded once: a drink, a sauna entry, a dinner for two', async () => {
    const db = t.deps.database.db;
    const first = await seedDemoGifts(db, new Date());
    const second = await seedDemoGifts(db, new Date());
    expect(second).toBe(0);
    const names = (await giftRows(t)).map((g) => g.nameEn);
    expect(first).toBeGreaterThan(0);
    expect(names).toEqual(expect.arrayContaining(['A drink at the bar', 'Sauna entry', 'Dinner for two']));
  });
});

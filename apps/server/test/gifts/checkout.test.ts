import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createPayApp, delivered, postWebhook, press, type PayApp } from '../payments/support.js';
import { gifts, memberGifts } from '../../src/modules/gifts/gifts.table.js';
import { payments } from '../../src/modules/payments/payments.table.js';
import { SHOP, errorOf, member, staff } from './support.js';

// Buying gifts (issue 17): the cart from the web app's cookie, paid through the test provider.

const CHECKOUT = `mutation ($items: [GiftCartItemInput!]!) { checkoutGifts(items: $items) { paymentId url } }`;
const MY_GIFTS = `{ myGifts { id priceRappen gift { id nameDe } } }`;
const PAYMENT = `query ($id: ID!) { payment(id: $id) { amountRappen status purpose lineItems { kind quantity unitAmountRappen amountRappen giftNameDe giftNameEn } } }`;

describe('buying gifts', () => {
  let t: PayApp;
  let drink: string;
  let dinner: string;
  let hidden: string;

  beforeAll(async () => {
    t = await createPayApp();
    const db = t.deps.database.db;
    const base = { descriptionDe: 'Beschreibung', descriptionEn: 'Description' };
    const add = async (values: Omit<typeof gifts.$inferInsert, 'descriptionDe' | 'descriptionEn'>) => (await db.insert(gifts).values({ ...base, ...values }).returning())[0]!.id;
    drink = await add({ nameDe: 'Drink an der Bar', nameEn: 'A drink at the bar', priceRappen: 1500 });
    dinner = await add({ nameDe: 'Abendessen für zwei', nameEn: 'Dinner for two', priceRappen: 12_000, stock: 3 });
    hidden = await add({ nameDe: 'Alt', nameEn: 'Old', priceRappen: 900, active: false });
  });
  afterAll(() => t.close());

  const stockOf = async (id: string) => (await t.deps.database.db.select({ s: gifts.stock }).from(gifts).where(eq(gifts.id, id)))[0]!.s;
  const counts = async () => ({
    payments: (await t.deps.database.db.select().from(payments)).length,
    gifts: (await t.deps.database.db.select().from(memberGifts)).length,
  });

  it('a verified member pays two drinks and a dinner: three gifts in hand, stock counted down, the payment lists the gifts', async () => {
    const buyer = await member(t, { verified: true });
    const res = await t.gql(CHECKOUT, { items: [{ id: drink, count: 2 }, { id: dinner, count: 1 }] }, { token: buyer.token });
    expect(res.errors).toBeUndefined();
    const { paymentId, url } = res.data!.checkoutGifts;
    expect((await t.gql(MY_GIFTS, {}, { token: buyer.token })).data!.myGifts).toEqual([]);
    await press(t, url, 'pay');
    await delivered(t);

    const mine = (await t.gql(MY_GIFTS, {}, { token: buyer.token })).data!.myGifts as { priceRappen: number; gift: { nameDe: string } }[];
    expect(mine.map((g) => g.gift.nameDe).sort()).toEqual(['Abendessen für zwei', 'Drink an der Bar', 'Drink an der Bar']);
    expect(await stockOf(dinner)).toBe(2);
    expect(await stockOf(drink)).toBeNull();
    const payment = (await t.gql(PAYMENT, { id: paymentId }, { token: buyer.token })).data!.payment;
    expect(payment).toMatchObject({ amountRappen: 15_000, status: 'SUCCEEDED', purpose: 'GIFTS' });
    expect(payment.lineItems).toHaveLength(2);
    expect(payment.lineItems).toEqual(expect.arrayContaining([
      { kind: 'GIFT', quantity: 2, unitAmountRappen: 1500, amountRappen: 3000, giftNameDe: 'Drink an der Bar', giftNameEn: 'A drink at the bar' },
      { kind: 'GIFT', quantity: 1, unitAmountRappen: 12_000, amountRappen: 12_000, giftNameDe: 'Abendessen für zwei', giftNameEn: 'Dinner for two' },
    ]));
  });

  it('the confirmation arriving again (and twice at once) gives the gifts once', async () => {
    const buyer = await member(t, { verified: true });
    const { paymentId } = (await t.gql(CHECKOUT, { items: [{ id: drink, count: 1 }] }, { token: buyer.token })).data!.checkoutGifts;
    const event = { id: `tev_${paymentId}`, type: 'checkout.completed', data: { paymentId, chargeRef: 'tch_x', customerRef: 'tcus_x', method: null, message: 'ok' } };
    const other = { ...event, id: `tev_other_${paymentId}` };
    await Promise.all([postWebhook(t, event), postWebhook(t, event), postWebhook(t, other)]);
    expect((await t.gql(MY_GIFTS, {}, { token: buyer.token })).data!.myGifts).toHaveLength(1);
  });

  it('a cancelled checkout gives nothing', async () => {
    const buyer = await member(t, { verified: true });
    const { url } = (await t.gql(CHECKOUT, { items: [{ id: dinner, count: 1 }] }, { token: buyer.token })).data!.checkoutGifts;
    const before = await stockOf(dinner);
    await press(t, url, 'cancel');
    await delivered(t);
    expect((await t.gql(MY_GIFTS, {}, { token: buyer.token })).data!.myGifts).toEqual([]);
    expect(await stockOf(dinner)).toBe(before);
  });

  it.each([
    ['an inactive gift', () => [{ id: hidden, count: 1 }], 'GIFT_UNAVAILABLE'],
    ['an unknown gift', () => [{ id: '3f1e2d4c-5b6a-4789-9abc-def012345678', count: 1 }], 'GIFT_UNAVAILABLE'],
    ['more than are left', () => [{ id: dinner, count: 9 }], 'GIFT_SOLD_OUT'],
    ['a count of 0', () => [{ id: drink, count: 0 }], 'GIFT_CART_INVALID'],
    ['a negative count', () => [{ id: drink, count: -2 }], 'GIFT_CART_INVALID'],
    ['a count over the limit', () => [{ id: drink, count: 11 }], 'GIFT_CART_INVALID'],
    ['the same gift twice', () => [{ id: drink, count: 1 }, { id: drink, count: 1 }], 'GIFT_CART_INVALID'],
    ['an empty cart', () => [], 'GIFT_CART_INVALID'],
    ['a forged id', () => [{ id: 'drink', count: 1 }], 'GIFT_CART_INVALID'],
  ])('refuses %s with a translated code, nothing written', async (_name, items, code) => {
    const buyer = await member(t, { verified: true });
    const before = await counts();
    expect(errorOf(await t.gql(CHECKOUT, { items: items() }, { token: buyer.token }))?.code).toBe(code);
    expect(await counts()).toEqual(before);
  });

  it('a price in the cart is not accepted (prices are the catalogue’s)', async () => {
    const buyer = await member(t, { verified: true });
    const res = await t.gql(CHECKOUT, { items: [{ id: drink, count: 1, priceRappen: 1 }] }, { token: buyer.token });
    expect(res.errors).toBeDefined();
  });

  it('unverified members are told to become verified; staff are not members; nothing written', async () => {
    const before = await counts();
    const unverified = await member(t);
    expect(errorOf(await t.gql(CHECKOUT, { items: [{ id: drink, count: 1 }] }, { token: unverified.token }))?.code).toBe('NEED_VERIFIED');
    const admin = await staff(t);
    expect(errorOf(await t.gql(CHECKOUT, { items: [{ id: drink, count: 1 }] }, { token: admin.token }))?.code).toBe('STAFF_NOT_MEMBER');
    expect(await counts()).toEqual(before);
  });

  // Decision 0049: an open checkout holds its gifts until the provider's page closes (30 minutes).
  describe('the last one', () => {
    const shopStock = async (token: string) => ((await t.gql(SHOP, {}, { token })).data!.giftShop.gifts as { id: string; stock: number | null; soldOut: boolean }[]).find((g) => g.id === dinner)!;

    it('is held by the first checkout: a second buyer is told it is sold out, nothing written; the shop shows it sold out; cancelling frees it', async () => {
      await t.deps.database.db.update(gifts).set({ stock: 1 }).where(eq(gifts.id, dinner));
      const a = await member(t, { verified: true });
      const b = await member(t, { verified: true });
      const first = (await t.gql(CHECKOUT, { items: [{ id: dinner, count: 1 }] }, { token: a.token })).data!.checkoutGifts;
      const before = await counts();
      expect(errorOf(await t.gql(CHECKOUT, { items: [{ id: dinner, count: 1 }] }, { token: b.token }))?.code).toBe('GIFT_SOLD_OUT');
      expect(await counts()).toEqual(before);
      expect(await shopStock(b.token)).toMatchObject({ stock: 0, soldOut: true });
      expect(await stockOf(dinner)).toBe(1);

      await press(t, first.url, 'cancel');
      await delivered(t);
      expect(await shopStock(b.token)).toMatchObject({ stock: 1, soldOut: false });
      const second = (await t.gql(CHECKOUT, { items: [{ id: dinner, count: 1 }] }, { token: b.token })).data!.checkoutGifts;
      await press(t, second.url, 'pay');
      await delivered(t);
      expect(await stockOf(dinner)).toBe(0);
      expect((await t.gql(MY_GIFTS, {}, { token: b.token })).data!.myGifts).toHaveLength(1);
    });

    it('two checkouts at the same moment: one opens, the other is sold out', async () => {
      await t.deps.database.db.update(gifts).set({ stock: 1 }).where(eq(gifts.id, dinner));
      const buyers = await Promise.all([member(t, { verified: true }), member(t, { verified: true })]);
      const answers = await Promise.all(buyers.map((m) => t.gql(CHECKOUT, { items: [{ id: dinner, count: 1 }] }, { token: m.token })));
      expect(answers.map((a) => errorOf(a)?.code ?? 'OK').sort()).toEqual(['GIFT_SOLD_OUT', 'OK']);
      const opened = answers.find((a) => !a.errors)!.data!.checkoutGifts;
      await press(t, opened.url, 'pay');
      await delivered(t);
      expect(await stockOf(dinner)).toBe(0);
    });

    it('after 30 minutes the page can no longer be paid and the gift is free again', async () => {
      await t.deps.database.db.update(gifts).set({ stock: 1 }).where(eq(gifts.id, dinner));
      const a = await member(t, { verified: true });
      const b = await member(t, { verified: true });
      const late = (await t.gql(CHECKOUT, { items: [{ id: dinner, count: 1 }] }, { token: a.token })).data!.checkoutGifts;
      t.advance(29 * 60_000);
      expect(errorOf(await t.gql(CHECKOUT, { items: [{ id: dinner, count: 1 }] }, { token: b.token }))?.code).toBe('GIFT_SOLD_OUT');
      t.advance(60_000);
      expect(await shopStock(b.token)).toMatchObject({ stock: 1, soldOut: false });
      expect(await press(t, late.url, 'pay')).toContain('outcome=cancel');
      await delivered(t);
      expect((await t.gql(PAYMENT, { id: late.paymentId }, { token: a.token })).data!.payment.status).toBe('CANCELLED');
      expect((await t.gql(MY_GIFTS, {}, { token: a.token })).data!.myGifts).toEqual([]);
      const next = (await t.gql(CHECKOUT, { items: [{ id: dinner, count: 1 }] }, { token: b.token })).data!.checkoutGifts;
      await press(t, next.url, 'pay');
      await delivered(t);
      expect(await stockOf(dinner)).toBe(0);
      expect(errorOf(await t.gql(CHECKOUT, { items: [{ id: dinner, count: 1 }] }, { token: a.token }))?.code).toBe('GIFT_SOLD_OUT');
    });
  });
});

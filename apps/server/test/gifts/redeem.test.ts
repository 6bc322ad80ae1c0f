import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { giftTransfers, gifts, memberGifts } from '../../src/modules/gifts/gifts.table.js';
import { normalizeVoucherCode } from '../../src/modules/gifts/gifts.voucher.js';
import { errorOf, member, staff, type TestMember } from './support.js';

const codeOf = (res: Parameters<typeof errorOf>[0]) => errorOf(res)?.code;

// Redeeming gifts at the venue (issue 17 part 4): staff type a voucher code, see the gift and its
// owner, and mark it redeemed exactly once.

const MINE = `{ myGifts { id voucherCode redeemedAt } }`;
const VOUCHER_FIELDS = 'id code ownerUsername priceRappen redeemedAt sentUnopened gift { nameDe }';
const LOOK_UP = `query ($code: String!) { giftVoucher(code: $code) { ${VOUCHER_FIELDS} } }`;
const REDEEM = `mutation ($code: String!) { redeemGift(code: $code) { ${VOUCHER_FIELDS} } }`;
const SEND = `mutation ($giftId: ID!, $recipientId: ID!) { sendGift(giftId: $giftId, recipientId: $recipientId) { id } }`;
const CODE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/;

describe('redeeming gifts at the venue', () => {
  let t: TestApp;
  let catalogueGift: string;
  let bar: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.deps.database.db.insert(gifts).values({ nameDe: 'Drink an der Bar', nameEn: 'A drink at the bar', descriptionDe: 'Drink.', descriptionEn: 'Drink.', priceRappen: 1500 }).returning();
    catalogueGift = row!.id;
    bar = await staff(t);
  });
  afterAll(() => t.close());

  const giftOf = async (m: TestMember) => (await t.deps.database.db.insert(memberGifts).values({ giftId: catalogueGift, ownerId: m.id, priceRappen: 1500 }).returning())[0]!;
  const mine = async (m: TestMember) => (await t.gql(MINE, {}, { token: m.token })).data!.myGifts as { id: string; voucherCode: string | null; redeemedAt: string | null }[];
  const row = async (id: string) => (await t.deps.database.db.select().from(memberGifts).where(eq(memberGifts.id, id)))[0]!;

  it('every gift has its own readable code; the owner sees it grouped', async () => {
    const anna = await member(t, { verified: true });
    const a = await giftOf(anna);
    const b = await giftOf(anna);
    expect(a.voucherCode).not.toBe(b.voucherCode);
    const shown = await mine(anna);
    expect(shown).toHaveLength(2);
    for (const g of shown) expect(g.voucherCode).toMatch(CODE);
    expect(shown.find((g) => g.id === a.id)!.voucherCode!.replaceAll('-', '')).toBe(a.voucherCode);
  });

  it('staff look a code up as typed (case, dashes, spaces ignored): the gift and its owner; nothing changes', async () => {
    const anna = await member(t, { verified: true });
    const gift = await giftOf(anna);
    const typed = ` ${gift.voucherCode.slice(0, 3).toLowerCase()} - ${gift.voucherCode.slice(3)} `;
    const res = await t.gql(LOOK_UP, { code: typed }, { token: bar.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.giftVoucher).toMatchObject({ id: gift.id, ownerUsername: anna.username, priceRappen: 1500, redeemedAt: null, sentUnopened: false, gift: { nameDe: 'Drink an der Bar' } });
    expect((await row(gift.id)).redeemedAt).toBeNull();
  });

  it('an unknown or malformed code is GIFT_VOUCHER_UNKNOWN', async () => {
    for (const code of ['ZZZZ-ZZZZ-ZZ', 'O0O0-I1I1-LL', 'short', '']) {
      expect(codeOf(await t.gql(LOOK_UP, { code }, { token: bar.token }))).toBe('GIFT_VOUCHER_UNKNOWN');
      expect(codeOf(await t.gql(REDEEM, { code }, { token: bar.token }))).toBe('GIFT_VOUCHER_UNKNOWN');
    }
  });

  it('members cannot look up or redeem, not even their own voucher', async () => {
    const anna = await member(t, { verified: true });
    const gift = await giftOf(anna);
    expect(codeOf(await t.gql(LOOK_UP, { code: gift.voucherCode }, { token: anna.token }))).toBe('NOT_ALLOWED');
    expect(codeOf(await t.gql(REDEEM, { code: gift.voucherCode }, { token: anna.token }))).toBe('NOT_ALLOWED');
    expect((await row(gift.id)).redeemedAt).toBeNull();
  });

  it('redeemed once: by whom and when; the owner sees when, no code; a second time is refused with when', async () => {
    const anna = await member(t, { verified: true });
    const gift = await giftOf(anna);
    const res = await t.gql(REDEEM, { code: gift.voucherCode }, { token: bar.token });
    expect(res.errors).toBeUndefined();
    const redeemedAt = (res.data!.redeemGift as { redeemedAt: string }).redeemedAt;
    expect(redeemedAt).toBeTruthy();
    const stored = await row(gift.id);
    expect(stored.redeemedBy).toBe(bar.id);
    expect(stored.redeemedAt!.toISOString()).toBe(redeemedAt);
    expect(await mine(anna)).toEqual([{ id: gift.id, voucherCode: null, redeemedAt }]);

    const again = await t.gql(REDEEM, { code: gift.voucherCode }, { token: bar.token });
    expect(codeOf(again)).toBe('GIFT_ALREADY_REDEEMED');
    expect(errorOf(again)?.until).toBe(redeemedAt);
  });

  it('two devices at the same moment: one redeems, the other is told it already was', async () => {
    const anna = await member(t, { verified: true });
    const gift = await giftOf(anna);
    const other = await staff(t);
    const results = await Promise.all([t.gql(REDEEM, { code: gift.voucherCode }, { token: bar.token }), t.gql(REDEEM, { code: gift.voucherCode }, { token: other.token })]);
    const ok = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(refused.map(codeOf)).toEqual(['GIFT_ALREADY_REDEEMED']);
    expect(errorOf(refused[0]!)?.until).toBe((ok[0]!.data!.redeemGift as { redeemedAt: string }).redeemedAt);
    const stored = await row(gift.id);
    expect([bar.id, other.id]).toContain(stored.redeemedBy);
  });

  it('a gift sent and unopened cannot be redeemed; once accepted, the recipient’s code works', async () => {
    const anna = await member(t, { verified: true });
    const ben = await member(t, { verified: true });
    const gift = await giftOf(anna);
    expect((await t.gql(SEND, { giftId: gift.id, recipientId: ben.id }, { token: anna.token })).errors).toBeUndefined();
    expect(await mine(anna)).toEqual([]);
    expect((await t.gql(LOOK_UP, { code: gift.voucherCode }, { token: bar.token })).data!.giftVoucher).toMatchObject({ sentUnopened: true });
    expect(codeOf(await t.gql(REDEEM, { code: gift.voucherCode }, { token: bar.token }))).toBe('GIFT_NOT_IN_HAND');
    expect((await row(gift.id)).redeemedAt).toBeNull();

    await t.deps.database.db.update(giftTransfers).set({ state: 'ACCEPTED' }).where(eq(giftTransfers.memberGiftId, gift.id));
    await t.deps.database.db.update(memberGifts).set({ ownerId: ben.id }).where(eq(memberGifts.id, gift.id));
    const res = await t.gql(REDEEM, { code: gift.voucherCode }, { token: bar.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.redeemGift).toMatchObject({ ownerUsername: ben.username });
  });

  it('a redeemed gift can no longer be sent', async () => {
    const anna = await member(t, { verified: true });
    const ben = await member(t);
    const gift = await giftOf(anna);
    expect((await t.gql(REDEEM, { code: gift.voucherCode }, { token: bar.token })).errors).toBeUndefined();
    expect(codeOf(await t.gql(SEND, { giftId: gift.id, recipientId: ben.id }, { token: anna.token }))).toBe('GIFT_ALREADY_REDEEMED');
    expect(await t.deps.database.db.select().from(giftTransfers).where(eq(giftTransfers.memberGiftId, gift.id))).toEqual([]);
  });

  it('codes are normalized strictly: only the voucher alphabet, ten characters', () => {
    expect(normalizeVoucherCode('k7px-3mq9 tz')).toBe('K7PX3MQ9TZ');
    expect(normalizeVoucherCode('K7PX-3MQ9-T0')).toBeNull();
    expect(normalizeVoucherCode('K7PX-3MQ9-TZZ')).toBeNull();
    expect(normalizeVoucherCode(42)).toBeNull();
  });
});

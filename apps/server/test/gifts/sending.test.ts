import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { giftTransfers, gifts, memberGifts } from '../../src/modules/gifts/gifts.table.js';
import { mailsTo } from '../accounts/support.js';
import { FORGED_ID, errorOf, member, staff, type TestMember } from './support.js';

// Sending gifts (issue 17, spec §4): unopened, then accepted or declined; taken back after 7 days.

const SEND = `mutation ($giftId: ID!, $recipientId: ID!, $note: String) { sendGift(giftId: $giftId, recipientId: $recipientId, note: $note) { id state } }`;
const ACCEPT = `mutation ($id: ID!) { acceptGift(id: $id) { id state } }`;
const DECLINE = `mutation ($id: ID!) { declineGift(id: $id) { id state } }`;
const TAKE_BACK = `mutation ($id: ID!) { takeBackGift(id: $id) { id state } }`;
const MINE = `{ myGifts { id } }`;
const OPEN = `{ openGifts { id note state gift { nameDe } member { username } } }`;
const SENT = `{ sentGifts { id note state canTakeBack member { username } } }`;

describe('sending gifts', () => {
  let t: TestApp;
  let catalogueGift: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.deps.database.db.insert(gifts).values({ nameDe: 'Drink an der Bar', nameEn: 'A drink at the bar', descriptionDe: 'Drink.', descriptionEn: 'Drink.', priceRappen: 1500 }).returning();
    catalogueGift = row!.id;
  });
  afterAll(() => t.close());

  const giftOf = async (m: TestMember) => (await t.deps.database.db.insert(memberGifts).values({ giftId: catalogueGift, ownerId: m.id, priceRappen: 1500 }).returning())[0]!.id;
  const mine = async (m: TestMember) => ((await t.gql(MINE, {}, { token: m.token })).data!.myGifts as { id: string }[]).map((g) => g.id);
  const transfers = async () => (await t.deps.database.db.select().from(giftTransfers)).sort((a, b) => a.id.localeCompare(b.id));
  const owners = async () => (await t.deps.database.db.select().from(memberGifts)).map((g) => `${g.id}:${g.ownerId}`).sort();

  it('sent with a note: out of the sender’s hands, open for the recipient; accepted, it is the recipient’s', async () => {
    const anna = await member(t, { verified: true });
    const ben = await member(t);
    const gift = await giftOf(anna);
    const sent = await t.gql(SEND, { giftId: gift, recipientId: ben.id, note: '  Auf bald!  ' }, { token: anna.token });
    expect(sent.data!.sendGift.state).toBe('UNOPENED');
    expect(await mine(anna)).not.toContain(gift);
    const open = (await t.gql(OPEN, {}, { token: ben.token })).data!.openGifts;
    expect(open).toEqual([expect.objectContaining({ note: 'Auf bald!', state: 'UNOPENED', gift: { nameDe: 'Drink an der Bar' }, member: { username: anna.username } })]);
    expect((await t.gql(SENT, {}, { token: anna.token })).data!.sentGifts).toEqual([expect.objectContaining({ state: 'UNOPENED', canTakeBack: false, member: { username: ben.username } })]);

    expect((await t.gql(ACCEPT, { id: open[0].id }, { token: ben.token })).data!.acceptGift.state).toBe('ACCEPTED');
    expect(await mine(ben)).toContain(gift);
    expect(await mine(anna)).not.toContain(gift);
    expect((await t.gql(OPEN, {}, { token: ben.token })).data!.openGifts).toEqual([]);
    expect((await t.gql(SENT, {}, { token: anna.token })).data!.sentGifts[0].state).toBe('ACCEPTED');
  });

  it('the first gift sent earns the sender "Erstes Geschenk" (issue 16), once; receiving earns nothing', async () => {
    const anna = await member(t, { verified: true });
    const ben = await member(t);
    const firstGift = async (m: TestMember) =>
      ((await t.gql(`{ myAchievements { key earnedAt } }`, {}, { token: m.token })).data!.myAchievements as { key: string; earnedAt: string | null }[]).find((a) => a.key === 'FIRST_GIFT')!.earnedAt;
    expect(await firstGift(anna)).toBeNull();
    await t.gql(SEND, { giftId: await giftOf(anna), recipientId: ben.id }, { token: anna.token });
    const earned = await firstGift(anna);
    expect(earned).not.toBeNull();
    await t.gql(SEND, { giftId: await giftOf(anna), recipientId: ben.id }, { token: anna.token });
    expect(await firstGift(anna)).toBe(earned);
    expect(await firstGift(ben)).toBeNull();
  });

  it('declined, it is back in the sender’s hands', async () => {
    const anna = await member(t, { verified: true });
    const ben = await member(t);
    const gift = await giftOf(anna);
    const id = (await t.gql(SEND, { giftId: gift, recipientId: ben.id }, { token: anna.token })).data!.sendGift.id;
    expect((await t.gql(DECLINE, { id }, { token: ben.token })).data!.declineGift.state).toBe('DECLINED');
    expect(await mine(anna)).toContain(gift);
    expect(await mine(ben)).not.toContain(gift);
  });

  it('unopened for more than 7 days, the sender may take it back, not before', async () => {
    const anna = await member(t, { verified: true });
    const ben = await member(t);
    const gift = await giftOf(anna);
    const id = (await t.gql(SEND, { giftId: gift, recipientId: ben.id }, { token: anna.token })).data!.sendGift.id;
    expect(errorOf(await t.gql(TAKE_BACK, { id }, { token: anna.token }))?.code).toBe('GIFT_RETURN_TOO_EARLY');
    await t.deps.database.db.update(giftTransfers).set({ sentAt: new Date(t.deps.now().getTime() - 8 * 86_400_000) }).where(eq(giftTransfers.id, id));
    expect((await t.gql(SENT, {}, { token: anna.token })).data!.sentGifts[0].canTakeBack).toBe(true);
    expect(errorOf(await t.gql(TAKE_BACK, { id }, { token: ben.token }))?.code).toBe('NOT_FOUND');
    expect((await t.gql(TAKE_BACK, { id }, { token: anna.token })).data!.takeBackGift.state).toBe('RETURNED');
    expect(await mine(anna)).toContain(gift);
    expect(errorOf(await t.gql(ACCEPT, { id }, { token: ben.token }))?.code).toBe('GIFT_NOT_OPEN');
  });

  it('refuses bad sendings with a translated code, nothing written', async () => {
    const anna = await member(t, { verified: true });
    const ben = await member(t);
    const gift = await giftOf(anna);
    const blocker = await member(t);
    await t.deps.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: anna.id });
    const blockedByAnna = await member(t);
    await t.deps.database.db.insert(blocks).values({ blockerId: anna.id, blockedId: blockedByAnna.id });
    const gone = await member(t);
    await t.deps.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, gone.id));
    const admin = await staff(t);
    const bensGift = await giftOf(ben);
    const before = { transfers: await transfers(), owners: await owners() };
    const cases: [Record<string, unknown>, string, TestMember?][] = [
      [{ giftId: gift, recipientId: blocker.id }, 'GIFT_RECIPIENT_INVALID'],
      [{ giftId: gift, recipientId: blockedByAnna.id }, 'GIFT_RECIPIENT_INVALID'],
      [{ giftId: gift, recipientId: gone.id }, 'GIFT_RECIPIENT_INVALID'],
      [{ giftId: gift, recipientId: admin.id }, 'GIFT_RECIPIENT_INVALID'],
      [{ giftId: gift, recipientId: anna.id }, 'GIFT_RECIPIENT_INVALID'],
      [{ giftId: gift, recipientId: FORGED_ID }, 'GIFT_RECIPIENT_INVALID'],
      [{ giftId: bensGift, recipientId: ben.id }, 'GIFT_NOT_IN_HAND'],
      [{ giftId: FORGED_ID, recipientId: ben.id }, 'GIFT_NOT_IN_HAND'],
      [{ giftId: 'x', recipientId: ben.id }, 'NOT_FOUND'],
      [{ giftId: gift, recipientId: ben.id, note: 'x'.repeat(301) }, 'GIFT_NOTE_TOO_LONG'],
      [{ giftId: bensGift, recipientId: anna.id }, 'NEED_VERIFIED', ben],
    ];
    for (const [vars, code, by] of cases) expect(errorOf(await t.gql(SEND, vars, { token: (by ?? anna).token }))?.code, code).toBe(code);
    expect({ transfers: await transfers(), owners: await owners() }).toEqual(before);
  });

  it('someone else’s sent gift cannot be accepted; a second answer is GIFT_NOT_OPEN', async () => {
    const anna = await member(t, { verified: true });
    const ben = await member(t);
    const carla = await member(t);
    const id = (await t.gql(SEND, { giftId: await giftOf(anna), recipientId: ben.id }, { token: anna.token })).data!.sendGift.id;
    expect(errorOf(await t.gql(ACCEPT, { id }, { token: carla.token }))?.code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(ACCEPT, { id }, { token: anna.token }))?.code).toBe('NOT_FOUND');
    expect((await t.gql(ACCEPT, { id }, { token: ben.token })).data!.acceptGift.state).toBe('ACCEPTED');
    expect(errorOf(await t.gql(DECLINE, { id }, { token: ben.token }))?.code).toBe('GIFT_NOT_OPEN');
  });

  it('the same gift sent twice at the same moment goes once', async () => {
    const anna = await member(t, { verified: true });
    const ben = await member(t);
    const carla = await member(t);
    const gift = await giftOf(anna);
    const results = await Promise.all([ben, carla].map((r) => t.gql(SEND, { giftId: gift, recipientId: r.id }, { token: anna.token })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.map((r) => errorOf(r)?.code).filter(Boolean)).toEqual(['GIFT_NOT_IN_HAND']);
  });

  const NOTIFICATIONS = `{ notifications { nodes { kind subjectId actor { id } } } }`;

  it('the recipient is told: a home entry naming the sender, and an e-mail in their language while the toggle is on', async () => {
    const anna = await member(t, { verified: true });
    const ben = await member(t, { language: 'en' });
    const id = (await t.gql(SEND, { giftId: await giftOf(anna), recipientId: ben.id }, { token: anna.token })).data!.sendGift.id;
    const home = (await t.gql(NOTIFICATIONS, {}, { token: ben.token })).data!.notifications.nodes;
    expect(home).toEqual([{ kind: 'GIFT_RECEIVED', subjectId: id, actor: { id: anna.id } }]);
    const [mail, ...more] = await mailsTo(t, ben.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Something new for you');
    expect(mail!.text).toContain(`${anna.username} has sent you a gift.`);
    expect(mail!.text).toContain('/gifts');

    // Switched off: the home entry, no e-mail.
    await t.gql(`mutation { updateSettings(input: { emailOnGiftReceived: false }) { emailOnGiftReceived } }`, {}, { token: ben.token });
    await t.gql(SEND, { giftId: await giftOf(anna), recipientId: ben.id }, { token: anna.token });
    expect((await t.gql(NOTIFICATIONS, {}, { token: ben.token })).data!.notifications.nodes).toHaveLength(2);
    expect(await mailsTo(t, ben.email)).toHaveLength(1);
  });
});

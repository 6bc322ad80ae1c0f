import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { accountTokens, phoneCodes, users } from '../../src/modules/accounts/accounts.table.js';
import { LEGAL_VERSIONS } from '../../src/modules/accounts/legal-documents.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { messageMailState } from '../../src/modules/conversations/conversations.table.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { guestbookEntries } from '../../src/modules/guestbook/guestbook.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { pushSubscriptions } from '../../src/modules/notifications/push-subscriptions.table.js';
import { pushDeliveries } from '../../src/modules/notifications/push-deliveries.table.js';
import { pages } from '../../src/modules/pages/pages.table.js';
import { profilePersons, profiles } from '../../src/modules/profiles/profiles.table.js';
import { reportReplies, reportStatusChanges, reports } from '../../src/modules/reports/reports.table.js';
import { chatRooms, roomBans, roomMemberships, roomMessages } from '../../src/modules/rooms/rooms.table.js';
import { rouletteMembers, rouletteMessages, roulettePairs } from '../../src/modules/roulette/roulette.table.js';
import { saveSettings } from '../../src/modules/settings/settings.repository.js';
import { profileVisits } from '../../src/modules/visitors/profile-visits.table.js';
import { verificationRequests, verificationSelfieViews } from '../../src/modules/verification/verification.table.js';
import { start as startVerification, uploadSelfie } from '../verification/support.js';
import { READ, send, sendPicture, storedPictureFiles, writeTo } from '../conversations/support.js';
import { jpegImage, storedPhotoFiles, uploadPhoto } from '../photos/support.js';
import { tracesOf } from './personal-data.js';
import { insertPayment } from '../../src/modules/payments/payments.repository.js';
import { paymentMethods } from '../../src/modules/payments/payments.table.js';
import { subscriptions } from '../../src/modules/subscriptions/subscriptions.table.js';
import { member, type Member } from './support.js';
import { reservations } from '../../src/modules/reservations/reservations.table.js';
import { publishedEvent } from '../reservations/support.js';
import { classifieds } from '../../src/modules/classifieds/classifieds.table.js';
import { giftTransfers, gifts, memberGifts } from '../../src/modules/gifts/gifts.table.js';
import { readZip } from './zip-reader.js';
import { sparkDecisions, sparkMatches } from '../../src/modules/spark/spark.table.js';
import { memberAchievements } from '../../src/modules/achievements/achievements.table.js';

// Generated from the database itself (decision 0025): every column that refers to a member (a
// foreign key to users.id, found in information_schema) must have an entry in COVERAGE saying how
// to fill it for a member, where the data export shows it (or why it does not), and what deleting
// the member leaves. A table or column added without an entry fails here, naming it; so does a
// uuid column without a foreign key that is not declared in NOT_MEMBER_IDS.

interface Ctx {
  t: TestApp;
  anna: Member;
  ben: Member;
  carla: Member;
  /** Ids the fills made, for the checks. */
  ids: Record<string, string>;
}

type ExportCheck = (data: any, files: Map<string, Buffer>, c: Ctx) => void;

interface Coverage {
  /** Inserts at least one row whose column refers to Anna (through the API where practical). */
  fill(c: Ctx): Promise<void>;
  /** Where Anna's export shows these rows, or why it leaves them out. */
  exported: ExportCheck | { omitted: string };
  /** After deleting Anna: no row refers to her, or the rows stay for others, pointing at her anonymised row. */
  deletion: 'gone' | { kept: string };
}

const none = async () => undefined;
/** A fill shared by several columns runs once. */
function once(fill: (c: Ctx) => Promise<void>) {
  let done: Promise<void> | null = null;
  return (c: Ctx) => (done ??= fill(c));
}
const hash = () => crypto.randomBytes(16).toString('hex');
const inAnHour = () => new Date(Date.now() + 3_600_000);

const conversation = once(async (c) => {
  const { conversation: started } = await writeTo(c.t, c.anna, c.ben, 'Hallo Ben, hier ist Anna');
  await send(c.t, c.ben, started.id, 'Hallo Anna');
  expect((await c.t.gql(READ, { id: started.id, seq: 2 }, { token: c.anna.token })).errors).toBeUndefined();
  const picture = await sendPicture(c.t, c.anna, started.id, await jpegImage(640, 480));
  c.ids.conversation = started.id;
  c.ids.pictureMessage = picture.id;
});

const room = once(async (c) => {
  const db = c.t.deps.database.db;
  const [annas] = await db.insert(chatRooms).values({ kind: 'GROUP', name: 'Annas Runde', ownerId: c.anna.id, lastSeq: 1 }).returning();
  const [bens] = await db.insert(chatRooms).values({ kind: 'GROUP', name: 'Bens Runde', ownerId: c.ben.id }).returning();
  await db.insert(roomMemberships).values([
    { roomId: annas!.id, userId: c.anna.id, admin: true, joinedAt: new Date() },
    { roomId: annas!.id, userId: c.ben.id, invitedBy: c.anna.id },
    { roomId: bens!.id, userId: c.ben.id, admin: true, joinedAt: new Date() },
  ]);
  await db.insert(roomBans).values([
    { roomId: bens!.id, userId: c.anna.id, bannedBy: c.ben.id, reason: 'Spam' },
    { roomId: annas!.id, userId: c.carla.id, bannedBy: c.anna.id },
  ]);
  await db.insert(roomMessages).values({ roomId: annas!.id, seq: 1, senderId: c.anna.id, body: 'Willkommen in meiner Runde' });
});

const roulette = once(async (c) => {
  const db = c.t.deps.database.db;
  const [pair] = await db.insert(roulettePairs).values({ userA: c.anna.id, userB: c.ben.id, aliasA: 'Rigi 12', aliasB: 'Eiger 40', lastSeq: 1 }).returning();
  await db.insert(rouletteMessages).values({ pairId: pair!.id, seq: 1, senderId: c.anna.id, body: 'Grüezi' });
  await db.insert(rouletteMembers).values([
    { userId: c.anna.id, pairId: pair!.id, connectionId: 'c1' },
    { userId: c.carla.id, lastPartnerId: c.anna.id },
  ]);
});

const friendshipsOfAnna = once(async (c) => {
  await c.t.deps.database.db.insert(friendships).values([
    { requesterId: c.anna.id, addresseeId: c.ben.id, status: 'ACCEPTED', respondedAt: new Date() },
    { requesterId: c.carla.id, addresseeId: c.anna.id, status: 'REMOVED', respondedAt: new Date(), endedAt: new Date(), endedBy: c.anna.id },
  ]);
});

const reportsOfAnna = once(async (c) => {
  const db = c.t.deps.database.db;
  const [filed] = await db.insert(reports).values({ reporterId: c.anna.id, subject: 'USER', subjectUserId: c.ben.id, title: 'Belästigung', message: 'm'.repeat(60) }).returning();
  const [about] = await db.insert(reports).values({ reporterId: c.ben.id, subject: 'USER', subjectUserId: c.anna.id, title: 'Spam-Profil', message: 'n'.repeat(60) }).returning();
  await db.insert(reportReplies).values({ reportId: filed!.id, authorId: c.anna.id, body: 'Er schreibt mir immer noch.' });
  // Anna as a former admin: staff work on someone else's report.
  await db.insert(reportStatusChanges).values({ reportId: about!.id, fromStatus: 'OPEN', toStatus: 'PROCESSING', changedBy: c.anna.id });
});

const notificationsOfAnna = once(async (c) => {
  await c.t.deps.database.db.insert(notifications).values([
    { userId: c.anna.id, kind: 'PROFILE_VISIT', actorId: c.ben.id },
    { userId: c.ben.id, kind: 'FRIEND_ACCEPTED', actorId: c.anna.id },
  ]);
});

const visits = once(async (c) => {
  await c.t.deps.database.db.insert(profileVisits).values([
    { visitorId: c.anna.id, visitedId: c.ben.id, day: '2026-03-01' },
    { visitorId: c.ben.id, visitedId: c.anna.id, day: '2026-03-02' },
  ]);
});

const profile = once(async (c) => {
  const db = c.t.deps.database.db;
  await db.insert(profiles).values({ userId: c.anna.id, about: 'Hallo, ich bin Anna' }).onConflictDoUpdate({ target: profiles.userId, set: { about: 'Hallo, ich bin Anna' } });
  await db.insert(profilePersons).values({ userId: c.anna.id, position: 1, age: 41 }).onConflictDoNothing();
});

const verificationOfAnna = once(async (c) => {
  const request = await startVerification(c.t, c.anna);
  expect((await uploadSelfie(c.t, request.id, await jpegImage(640, 480), { token: c.anna.token })).status).toBe(201);
  c.ids.verification = request.id;
});

/** Anna as a former admin: she decided Ben's request and looked at its selfie. */
const verificationDecidedByAnna = once(async (c) => {
  const db = c.t.deps.database.db;
  const [bens] = await db
    .insert(verificationRequests)
    .values({ userId: c.ben.id, code: 'ABC234', state: 'DENIED', denyReason: 'Code nicht lesbar', submittedAt: new Date(), decidedBy: c.anna.id, decidedAt: new Date() })
    .returning();
  await db.insert(verificationSelfieViews).values({ requestId: bens!.id, adminId: c.anna.id });
});

/** Anna reserved for an event through the API (issue 14). */
const reservationOfAnna = once(async (c) => {
  const event = await publishedEvent(c.t);
  const res = await c.t.gql(`mutation ($input: ReserveEventInput!) { reserveEvent(input: $input) { id } }`, { input: { eventId: event.id, femaleGuests: 1, maleGuests: 1, hidden: false } }, { token: c.anna.token });
  expect(res.errors).toBeUndefined();
  c.ids.reservation = res.data!.reserveEvent.id;
});

/** Anna as a former admin checked Ben's party in at the door. */
const checkInByAnna = once(async (c) => {
  const event = await publishedEvent(c.t);
  await c.t.deps.database.db
    .insert(reservations)
    .values({ userId: c.ben.id, kind: 'EVENT', eventId: event.id, date: '2030-01-01', femaleGuests: 0, maleGuests: 1, status: 'CONFIRMED', checkedInAt: new Date(), checkedInBy: c.anna.id });
});

/** Anna posted a classified (issue 16). */
const classifiedOfAnna = once(async (c) => {
  const [row] = await c.t.deps.database.db.insert(classifieds).values({ authorId: c.anna.id, body: 'Auf ein Glas im Garten?', lookingFor: ['M', 'MF'] }).returning();
  c.ids.classified = row!.id;
});

/** Anna has a gift in hand (issue 17). */
const giftOfAnna = once(async (c) => {
  const db = c.t.deps.database.db;
  const [gift] = await db.insert(gifts).values({ nameDe: 'Drink an der Bar', nameEn: 'A drink at the bar', descriptionDe: 'Ein Drink.', descriptionEn: 'A drink.', priceRappen: 1500 }).returning();
  const [row] = await db.insert(memberGifts).values({ giftId: gift!.id, ownerId: c.anna.id, priceRappen: 1500 }).returning();
  c.ids.memberGift = row!.id;
});

/** Anna sent Ben a gift; Carla sent Anna one (issue 17). */
const giftsSentAndReceived = once(async (c) => {
  const db = c.t.deps.database.db;
  const [gift] = await db.insert(gifts).values({ nameDe: 'Sauna-Eintritt', nameEn: 'Sauna entry', descriptionDe: 'Sauna.', descriptionEn: 'Sauna.', priceRappen: 4500 }).returning();
  const [ofAnna] = await db.insert(memberGifts).values({ giftId: gift!.id, ownerId: c.anna.id, priceRappen: 4500 }).returning();
  const [ofCarla] = await db.insert(memberGifts).values({ giftId: gift!.id, ownerId: c.carla.id, priceRappen: 4500 }).returning();
  const [sent] = await db.insert(giftTransfers).values({ memberGiftId: ofAnna!.id, senderId: c.anna.id, recipientId: c.ben.id, note: 'Für dich' }).returning();
  const [received] = await db.insert(giftTransfers).values({ memberGiftId: ofCarla!.id, senderId: c.carla.id, recipientId: c.anna.id, note: 'Bis bald' }).returning();
  c.ids.giftSent = sent!.id;
  c.ids.giftReceived = received!.id;
});

const FRIENDSHIP_HISTORY = 'the other member’s friendship history, ended (decision 0014)';
const MODERATION = 'kept for moderation, pointing at the anonymised row (decision 0014)';
const LIVE_CHAT = 'a live roulette chat: nothing of it is kept once it ends (decision 0021)';

/** Every column referring to a member, as `table.column`. */
/** Anna bought a month of premium with a saved card (decision 0034). */
const premiumOfAnna = once(async (c) => {
  const db = c.t.deps.database.db;
  const now = new Date();
  const [sub] = await db.insert(subscriptions).values({ userId: c.anna.id, packageMonths: 1, state: 'ACTIVE', currentPeriodStart: now, currentPeriodEnd: inAnHour() }).returning();
  await insertPayment(db, { userId: c.anna.id, amountRappen: 1000, purpose: 'PREMIUM', provider: 'test', status: 'SUCCEEDED', subscriptionId: sub!.id, paidAt: now }, [
    { kind: 'PREMIUM', packageMonths: 1, quantity: 1, unitAmountRappen: 1000 },
  ]);
  await db.insert(paymentMethods).values({ userId: c.anna.id, provider: 'test', providerRef: `tpm_${hash()}`, brand: 'test', last4: '4242', isDefault: true });
});

/** Anna sparked Ben and skipped Carla, Carla sparked her; two matches, Anna first of one pair and second of the other (issue 16). */
const sparkOfAnna = once(async (c) => {
  const db = c.t.deps.database.db;
  await db.insert(sparkDecisions).values([
    { actorId: c.anna.id, targetId: c.ben.id, kind: 'SPARK' },
    { actorId: c.anna.id, targetId: c.carla.id, kind: 'SKIP' },
    { actorId: c.carla.id, targetId: c.anna.id, kind: 'SPARK' },
  ]);
  // Partners whose ids sort after and before Anna's: the pair's order puts her in either column.
  const partner = async (id: string) => {
    const name = `sp${id.slice(0, 6)}`;
    await db.insert(users).values({ id, email: `${name}@example.ch`, username: name, slug: name, passwordHash: 'not-used' });
    return id;
  };
  const high = await partner('ffffffff-ffff-4fff-bfff-fffffffffff1');
  const low = await partner('00000000-0000-4000-8000-000000000001');
  await db.insert(sparkMatches).values([
    { userA: c.anna.id, userB: high },
    { userA: low, userB: c.anna.id },
  ]);
});

const COVERAGE: Record<string, Coverage> = {
  'gift_transfers.sender_id': {
    fill: giftsSentAndReceived,
    exported: (d, _f, c) => expect(d.giftsSentAndReceived.sent).toEqual([expect.objectContaining({ id: c.ids.giftSent, note: 'Für dich', state: 'UNOPENED' })]),
    deletion: 'gone',
  },
  'gift_transfers.recipient_id': {
    fill: giftsSentAndReceived,
    exported: (d, _f, c) => expect(d.giftsSentAndReceived.received).toEqual([expect.objectContaining({ id: c.ids.giftReceived, note: 'Bis bald' })]),
    // The sending goes; Carla's gift is back in her hands.
    deletion: 'gone',
  },
  'member_gifts.owner_id': {
    fill: giftOfAnna,
    exported: (d, _f, c) => expect(d.gifts).toEqual([expect.objectContaining({ id: c.ids.memberGift, giftNameDe: 'Drink an der Bar', priceRappen: 1500, voucherCode: expect.stringMatching(/^[2-9A-HJKMNP-Z]{10}$/), redeemedAt: null })]),
    // Unused vouchers go with the account (decision 0050); the payment stays as bookkeeping.
    deletion: 'gone',
  },
  'spark_decisions.actor_id': {
    fill: sparkOfAnna,
    exported: (d, _f, c) =>
      expect(d.sparkDecisions).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'SPARK', member: c.ben.username }), expect.objectContaining({ kind: 'SKIP', member: c.carla.username })])),
    deletion: 'gone',
  },
  'spark_decisions.target_id': { fill: sparkOfAnna, exported: { omitted: 'the other member’s decision (decision 0045)' }, deletion: 'gone' },
  'spark_matches.user_a': { fill: sparkOfAnna, exported: (d) => expect(d.sparkMatches).toHaveLength(2), deletion: 'gone' },
  'spark_matches.user_b': { fill: sparkOfAnna, exported: (d) => expect(d.sparkMatches).toHaveLength(2), deletion: 'gone' },
  'classifieds.author_id': {
    fill: classifiedOfAnna,
    exported: (d, _f, c) => expect(d.classifieds).toEqual([expect.objectContaining({ id: c.ids.classified, text: 'Auf ein Glas im Garten?', lookingFor: ['M', 'MF'] })]),
    deletion: 'gone',
  },
  'reservations.user_id': {
    fill: reservationOfAnna,
    exported: (d, _f, c) => expect(d.reservations).toEqual([expect.objectContaining({ id: c.ids.reservation, kind: 'EVENT', status: 'CONFIRMED', femaleGuests: 1, maleGuests: 1 })]),
    // Her active reservations are cancelled first (the wait list moves up), then the rows go.
    deletion: 'gone',
  },
  'member_achievements.user_id': {
    fill: async (c) => {
      await c.t.deps.database.db.insert(memberAchievements).values({ userId: c.anna.id, key: 'FRIENDS_1' });
    },
    exported: (d) => expect(d.achievements).toContainEqual(expect.objectContaining({ key: 'FRIENDS_1' })),
    deletion: 'gone',
  },
  'member_gifts.redeemed_by': {
    fill: async (c) => {
      // Anna as a former admin redeemed Ben's voucher at the bar.
      const db = c.t.deps.database.db;
      const [gift] = await db.insert(gifts).values({ nameDe: 'Drink an der Bar', nameEn: 'A drink at the bar', descriptionDe: 'Ein Drink.', descriptionEn: 'A drink.', priceRappen: 1500 }).returning();
      await db.insert(memberGifts).values({ giftId: gift!.id, ownerId: c.ben.id, priceRappen: 1500, redeemedAt: new Date(), redeemedBy: c.anna.id });
    },
    exported: { omitted: 'staff work at the bar on another member’s gift' },
    // Ben's gift stays redeemed; who redeemed it is forgotten (set null).
    deletion: 'gone',
  },
  'reservations.checked_in_by': {
    fill: checkInByAnna,
    exported: { omitted: 'staff work at the door on another member’s reservation' },
    // Ben's reservation stays; who checked it in is forgotten.
    deletion: 'gone',
  },
  'payments.user_id': {
    fill: premiumOfAnna,
    exported: (d) => expect(d.payments).toEqual([expect.objectContaining({ amountRappen: 1000, status: 'SUCCEEDED', lineItems: [expect.objectContaining({ kind: 'PREMIUM', packageMonths: 1 })] })]),
    // The venue's bookkeeping keeps the payment without the member (user_id set null).
    deletion: 'gone',
  },
  'payment_methods.user_id': {
    fill: premiumOfAnna,
    exported: (d) => expect(d.paymentMethods).toEqual([expect.objectContaining({ brand: 'test', last4: '4242', isDefault: true })]),
    deletion: 'gone',
  },
  'subscriptions.user_id': {
    fill: premiumOfAnna,
    exported: (d) => expect(d.subscriptions).toEqual([expect.objectContaining({ state: 'ACTIVE', packageMonths: 1 })]),
    deletion: 'gone',
  },
  'users.id': { fill: none, exported: (d, _f, c) => expect(d.account.id).toBe(c.anna.id), deletion: { kept: 'the anonymised row others’ records point at (decision 0014)' } },
  'sessions.user_id': { fill: none, exported: (d) => expect(d.sessions.length).toBeGreaterThan(0), deletion: 'gone' },
  'account_tokens.user_id': {
    fill: async (c) => {
      await c.t.deps.database.db.insert(accountTokens).values({ userId: c.anna.id, purpose: 'email_change', tokenHash: hash(), newEmail: 'anna.neu@example.ch', expiresAt: inAnHour() });
    },
    exported: (d) => expect(d.account.pendingEmail).toBe('anna.neu@example.ch'),
    deletion: 'gone',
  },
  'legal_consents.user_id': {
    // Signing up (as every member here did) records the 18+ confirmation and the accepted versions.
    fill: none,
    exported: (d) => expect(d.legalConsents).toEqual([expect.objectContaining({ termsVersion: LEGAL_VERSIONS.terms, privacyVersion: LEGAL_VERSIONS.privacy, adultConfirmedAt: expect.any(String) })]),
    deletion: 'gone',
  },
  'phone_codes.user_id': {
    fill: async (c) => {
      await c.t.deps.database.db.insert(phoneCodes).values({ userId: c.anna.id, phone: '+41791112233', codeHash: hash(), expiresAt: inAnHour() });
    },
    exported: (d) => expect(d.account.pendingPhone).toBe('+41791112233'),
    deletion: 'gone',
  },
  'blocks.blocker_id': {
    fill: async (c) => {
      await c.t.deps.database.db.insert(blocks).values({ blockerId: c.anna.id, blockedId: c.carla.id, reason: 'zu aufdringlich' });
    },
    exported: (d, _f, c) => expect(d.blocks).toEqual([expect.objectContaining({ member: c.carla.username, reason: 'zu aufdringlich' })]),
    deletion: 'gone',
  },
  'blocks.blocked_id': {
    fill: async (c) => {
      await c.t.deps.database.db.insert(blocks).values({ blockerId: c.carla.id, blockedId: c.anna.id });
    },
    exported: { omitted: 'the blocker’s decision (decision 0014)' },
    deletion: 'gone',
  },
  'conversation_participants.user_id': {
    fill: conversation,
    exported: (d, _f, c) => expect(d.conversations).toEqual([expect.objectContaining({ id: c.ids.conversation, with: [c.ben.username] })]),
    deletion: 'gone',
  },
  'conversation_messages.sender_id': {
    fill: conversation,
    exported: (d) => expect(d.conversations[0].messages.map((m: { seq: number; body: string }) => [m.seq, m.body.split('\n')[0]])).toEqual([[1, 'Hallo Ben, hier ist Anna'], [3, expect.stringMatching(/^\/api\/conversation-uploads\//)]]),
    deletion: 'gone',
  },
  'conversation_reads.user_id': { fill: conversation, exported: (d) => expect(d.conversations[0].lastReadSeq).toBe(3), deletion: 'gone' },
  'conversation_uploads.user_id': {
    fill: conversation,
    exported: (d, files, c) => {
      expect(d.conversationPictures).toEqual([expect.objectContaining({ messageId: c.ids.pictureMessage, width: 640, height: 480 })]);
      expect(files.get(d.conversationPictures[0].file)?.length).toBeGreaterThan(0);
    },
    deletion: 'gone',
  },
  'message_mail_state.user_id': {
    fill: async (c) => {
      await c.t.deps.database.db.insert(messageMailState).values({ userId: c.anna.id, lastMailAt: new Date() }).onConflictDoNothing();
    },
    exported: { omitted: 'delivery bookkeeping: when the last message e-mail went out' },
    deletion: 'gone',
  },
  'friendships.requester_id': { fill: friendshipsOfAnna, exported: (d, _f, c) => expect(d.friendships).toContainEqual(expect.objectContaining({ member: c.ben.username, direction: 'SENT' })), deletion: { kept: FRIENDSHIP_HISTORY } },
  'friendships.addressee_id': { fill: friendshipsOfAnna, exported: (d, _f, c) => expect(d.friendships).toContainEqual(expect.objectContaining({ member: c.carla.username, direction: 'RECEIVED' })), deletion: { kept: FRIENDSHIP_HISTORY } },
  'friendships.ended_by': { fill: friendshipsOfAnna, exported: (d) => expect(d.friendships).toContainEqual(expect.objectContaining({ status: 'REMOVED' })), deletion: { kept: FRIENDSHIP_HISTORY } },
  'guestbook_entries.author_id': {
    fill: async (c) => {
      await c.t.deps.database.db.insert(guestbookEntries).values([
        // Distinct times: the export lists them oldest first, and one statement would give both the same.
        { authorId: c.anna.id, title: 'Schöner Abend', body: 'Wir kommen gerne wieder.', rating: 3, state: 'PUBLISHED', publishedAt: new Date(), createdAt: new Date(Date.now() - 60_000) },
        { authorId: c.anna.id, title: 'Entwurf', body: 'Noch nicht fertig.', rating: 2, state: 'SUBMITTED', createdAt: new Date() },
      ]);
    },
    exported: (d) => expect(d.guestbookEntries.map((e: { title: string }) => e.title)).toEqual(['Schöner Abend', 'Entwurf']),
    deletion: 'gone',
  },
  'notifications.user_id': { fill: notificationsOfAnna, exported: { omitted: 'derived from the rest of the export (decision 0014)' }, deletion: 'gone' },
  'notifications.actor_id': { fill: notificationsOfAnna, exported: { omitted: 'the recipient’s notification (decision 0014)' }, deletion: 'gone' },
  'push_subscriptions.user_id': {
    fill: async (c) => {
      await c.t.deps.database.db.insert(pushSubscriptions).values({ userId: c.anna.id, endpoint: `https://push.example.net/${c.anna.id}`, p256dh: 'BP'.padEnd(87, 'x'), auth: 'a'.repeat(22), userAgent: 'Firefox' });
    },
    exported: (d) => expect(d.pushSubscriptions).toContainEqual(expect.objectContaining({ service: 'https://push.example.net', userAgent: 'Firefox', detailedTexts: false })),
    deletion: 'gone',
  },
  // Issue 15: notification choices and the push outbox (decisions 0040, 0041).
  'notification_preferences.user_id': {
    fill: async (c) => {
      const res = await c.t.gql(`mutation { setNotificationChannel(kind: PROFILE_VISIT, channel: PUSH, enabled: true) { push } }`, {}, { token: c.anna.token });
      expect(res.errors).toBeUndefined();
    },
    exported: (d) => expect(d.notificationChoices).toEqual([expect.objectContaining({ kind: 'PROFILE_VISIT', channel: 'PUSH', enabled: true })]),
    deletion: 'gone',
  },
  'push_deliveries.user_id': {
    fill: async (c) => {
      const db = c.t.deps.database.db;
      const [s] = await db.insert(pushSubscriptions).values({ userId: c.anna.id, endpoint: `https://push.example.net/queued/${c.anna.id}`, p256dh: 'BP'.padEnd(87, 'x'), auth: 'a'.repeat(22) }).returning();
      await db.insert(pushDeliveries).values({ subscriptionId: s!.id, userId: c.anna.id, kind: 'FRIEND_ACCEPTED', actorId: c.ben.id, runAt: new Date() });
    },
    exported: { omitted: 'a push waiting a few seconds to be sent; its device is in pushSubscriptions' },
    deletion: 'gone',
  },
  'push_deliveries.actor_id': {
    fill: async (c) => {
      const db = c.t.deps.database.db;
      const [s] = await db.insert(pushSubscriptions).values({ userId: c.ben.id, endpoint: `https://push.example.net/queued/${c.ben.id}`, p256dh: 'BP'.padEnd(87, 'x'), auth: 'a'.repeat(22) }).returning();
      await db.insert(pushDeliveries).values({ subscriptionId: s!.id, userId: c.ben.id, kind: 'FRIEND_ACCEPTED', actorId: c.anna.id, runAt: new Date() });
    },
    exported: { omitted: 'the recipient’s push' },
    deletion: 'gone',
  },
  'pages.updated_by': {
    fill: async (c) => {
      await c.t.deps.database.db.insert(pages).values({ name: 'anna-test', titleDe: 'Test', titleEn: 'Test', bodyDe: 'x', bodyEn: 'x', updatedBy: c.anna.id });
    },
    exported: { omitted: 'staff work on the venue’s pages, not about the member' },
    deletion: 'gone',
  },
  'user_uploads.user_id': {
    fill: async (c) => {
      const photo = await uploadPhoto(c.t, await jpegImage(800, 600), { token: c.anna.token });
      expect(photo.status).toBe(201);
    },
    exported: (d, files) => {
      expect(d.photos).toHaveLength(1);
      expect(files.get(d.photos[0].file)?.length).toBeGreaterThan(0);
    },
    deletion: 'gone',
  },
  'profiles.user_id': { fill: profile, exported: (d) => expect(d.profile.about).toBe('Hallo, ich bin Anna'), deletion: 'gone' },
  'profile_persons.user_id': { fill: profile, exported: (d) => expect(d.profile.persons).toEqual([expect.objectContaining({ age: 41 })]), deletion: 'gone' },
  'reports.reporter_id': { fill: reportsOfAnna, exported: (d) => expect(d.reports).toEqual([expect.objectContaining({ title: 'Belästigung' })]), deletion: { kept: MODERATION } },
  'reports.subject_user_id': { fill: reportsOfAnna, exported: { omitted: 'the reporter’s and the staff’s (decision 0014)' }, deletion: { kept: MODERATION } },
  'report_replies.author_id': {
    fill: reportsOfAnna,
    exported: (d) => expect(d.reports[0].replies).toEqual([expect.objectContaining({ from: 'YOU', body: 'Er schreibt mir immer noch.' })]),
    deletion: { kept: MODERATION },
  },
  'report_status_changes.changed_by': { fill: reportsOfAnna, exported: { omitted: 'staff work on others’ reports' }, deletion: { kept: MODERATION } },
  'chat_rooms.owner_id': { fill: room, exported: (d) => expect(d.rooms).toContainEqual(expect.objectContaining({ name: 'Annas Runde', createdByYou: true, admin: true })), deletion: 'gone' },
  'room_memberships.user_id': { fill: room, exported: (d) => expect(d.rooms.map((r: { name: string }) => r.name)).toEqual(['Annas Runde']), deletion: 'gone' },
  'room_memberships.invited_by': { fill: room, exported: { omitted: 'the invited member’s membership' }, deletion: 'gone' },
  'room_bans.user_id': { fill: room, exported: { omitted: 'the room admins’ moderation, like reports about the member' }, deletion: 'gone' },
  'room_bans.banned_by': { fill: room, exported: { omitted: 'the room’s moderation, shown to its admins' }, deletion: 'gone' },
  'room_messages.sender_id': { fill: room, exported: (d) => expect(d.roomMessages).toEqual([expect.objectContaining({ room: 'Annas Runde', body: 'Willkommen in meiner Runde' })]), deletion: 'gone' },
  'roulette_pairs.user_a': { fill: roulette, exported: { omitted: LIVE_CHAT }, deletion: 'gone' },
  'roulette_pairs.user_b': {
    fill: async (c) => {
      await c.t.deps.database.db.insert(roulettePairs).values({ userA: c.carla.id, userB: c.anna.id, aliasA: 'Pilatus 3', aliasB: 'Säntis 7' });
    },
    exported: { omitted: LIVE_CHAT },
    deletion: 'gone',
  },
  'roulette_members.user_id': { fill: roulette, exported: { omitted: LIVE_CHAT }, deletion: 'gone' },
  'roulette_members.last_partner_id': { fill: roulette, exported: { omitted: LIVE_CHAT }, deletion: 'gone' },
  'roulette_messages.sender_id': { fill: roulette, exported: { omitted: LIVE_CHAT }, deletion: 'gone' },
  'user_settings.user_id': {
    fill: async (c) => void (await saveSettings(c.t.deps.database.db, c.anna.id, { shownOnline: false })),
    exported: (d) => expect(d.settings.shownOnline).toBe(false),
    deletion: 'gone',
  },
  'verification_requests.user_id': {
    fill: verificationOfAnna,
    exported: (d, _f, c) => expect(d.verificationRequests).toEqual([expect.objectContaining({ id: c.ids.verification, state: 'PENDING', selfieStored: true, selfieViewedByStaffAt: [] })]),
    deletion: 'gone',
  },
  'verification_requests.decided_by': {
    fill: verificationDecidedByAnna,
    exported: { omitted: 'staff work on another member’s request' },
    deletion: 'gone',
  },
  'verification_selfie_views.admin_id': {
    fill: verificationDecidedByAnna,
    exported: { omitted: 'staff work on another member’s request' },
    deletion: 'gone',
  },
  'profile_visits.visitor_id': { fill: visits, exported: (d, _f, c) => expect(d.profileVisits).toEqual([expect.objectContaining({ member: c.ben.username })]), deletion: 'gone' },
  'profile_visits.visited_id': { fill: visits, exported: { omitted: 'the visitor’s data (decision 0014)' }, deletion: 'gone' },
};

/** uuid columns without a foreign key that hold no member's id. */
const NOT_MEMBER_IDS: Record<string, string> = {
  'payments.subscription_id': 'the subscription a payment paid for (no key: the payment outlives it)',
  'payment_webhook_events.payment_id': 'the payment a provider event named (no key: the event may name an unknown one)',
  'payment_line_items.gift_id': 'the catalogue’s gift a line paid for (no key: the bookkeeping line outlives it; its names are kept on the line)',
  'notifications.subject_id': 'the friendship, visit, verification request or subscription it is about',
  'push_deliveries.subject_id': 'the conversation, friendship, reservation, … a queued push is about',
  'reports.subject_message_id': 'a message or roulette chat, without a key so that the report outlives it',
  'reports.subject_classified_id': 'a classified, without a key so that the report outlives it (decision 0047)',
};

async function rowsOf<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.deps.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `table.column` of every foreign key to users.id, and users.id itself. */
async function memberColumns(t: TestApp): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    t,
    sql`select distinct kcu.table_name || '.' || kcu.column_name as name
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
        join information_schema.constraint_column_usage ccu on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'users' and ccu.column_name = 'id'`,
  );
  return ['users.id', ...rows.map((r) => r.name)].sort();
}

/** uuid columns that are part of no primary or foreign key: they might hold a member's id unchecked. */
async function looseUuidColumns(t: TestApp): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    t,
    sql`select c.table_name || '.' || c.column_name as name from information_schema.columns c
        where c.table_schema = 'public' and c.udt_name = 'uuid' and not exists (
          select 1 from information_schema.key_column_usage kcu
          join information_schema.table_constraints tc on tc.constraint_schema = kcu.constraint_schema and tc.constraint_name = kcu.constraint_name
          where kcu.table_schema = c.table_schema and kcu.table_name = c.table_name and kcu.column_name = c.column_name
            and tc.constraint_type in ('PRIMARY KEY', 'FOREIGN KEY'))`,
  );
  return rows.map((r) => r.name).sort();
}

async function rowsReferring(t: TestApp, column: string, userId: string): Promise<number> {
  const [table, name] = column.split('.') as [string, string];
  const [row] = await rowsOf<{ n: string | number }>(t, sql`select count(*) as n from ${sql.identifier(table)} where ${sql.identifier(name)} = ${userId}::uuid`);
  return Number(row!.n);
}

describe('every column that refers to a member (generated from the schema)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has an entry in COVERAGE: how it is filled, exported and erased', async () => {
    const found = await memberColumns(t);
    const missing = found.filter((column) => !(column in COVERAGE));
    expect(missing, `columns that refer to a member but have no entry in COVERAGE (fill, export, deletion): ${missing.join(', ')}`).toEqual([]);
    expect(Object.keys(COVERAGE).filter((column) => !found.includes(column)), 'COVERAGE names columns that no longer refer to a member').toEqual([]);
    const loose = (await looseUuidColumns(t)).filter((column) => !(column in NOT_MEMBER_IDS));
    expect(loose, `uuid columns without a foreign key: add a key to users.id (and COVERAGE) or declare them in NOT_MEMBER_IDS: ${loose.join(', ')}`).toEqual([]);
  });

  it('filled for a member, each shows in the export, and deleting the member leaves nothing personal', async () => {
    const c: Ctx = { t, anna: await member(t, { sex: 'F' }), ben: await member(t), carla: await member(t, { sex: 'F' }), ids: {} };
    const columns = await memberColumns(t);
    for (const column of columns) await COVERAGE[column]!.fill(c);
    for (const column of columns) expect(await rowsReferring(t, column, c.anna.id), `the fill of ${column} refers to the member`).toBeGreaterThan(0);

    const download = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { authorization: `Bearer ${c.anna.token}` } });
    expect(download.statusCode).toBe(200);
    const files = await readZip(download.rawPayload);
    const data = JSON.parse(files.get('data.json')!.toString('utf8'));
    for (const column of columns) {
      const { exported } = COVERAGE[column]!;
      if (typeof exported !== 'function') continue;
      try {
        exported(data, files, c);
      } catch (error) {
        throw new Error(`the export misses ${column}: ${(error as Error).message}`);
      }
    }
    expect(storedPhotoFiles(t).length).toBeGreaterThan(0);
    expect(storedPictureFiles(t).length).toBeGreaterThan(0);

    const res = await t.gql(`mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) }`, { input: { phrase: 'Ich bin sicher', currentPassword: c.anna.password } }, { token: c.anna.token });
    expect(res.errors).toBeUndefined();

    const left = [];
    for (const column of columns) if (COVERAGE[column]!.deletion === 'gone' && (await rowsReferring(t, column, c.anna.id)) > 0) left.push(column);
    expect(left, 'rows still referring to the deleted member').toEqual([]);
    // Nothing of her e-mail, username or phone anywhere; her id only where the rows stay for others.
    const kept = new Set(columns.filter((column) => COVERAGE[column]!.deletion !== 'gone'));
    expect((await tracesOf(t, c.anna)).map((trace) => `${trace.table}.${trace.column}`).filter((column) => !kept.has(column))).toEqual([]);
    // Her messages stay in Ben's conversation emptied and without sender; no file of hers is left.
    const messages = await rowsOf<{ seq: string | number; body: string; sender_id: string | null; erased: boolean }>(
      t,
      sql`select seq, body, sender_id, erased_at is not null as erased from conversation_messages where conversation_id = ${c.ids.conversation}::uuid order by seq`,
    );
    expect(messages.map((m) => [Number(m.seq), m.body, m.sender_id, m.erased])).toEqual([
      [1, '', null, true],
      [2, 'Hallo Anna', c.ben.id, false],
      [3, '', null, true],
    ]);
    expect(storedPhotoFiles(t)).toEqual([]);
    expect(storedPictureFiles(t)).toEqual([]);
  });
});

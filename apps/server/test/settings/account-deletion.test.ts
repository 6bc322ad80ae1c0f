import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { SIGN_UP, newMember } from '../accounts/support.js';
import { findUserByEmail } from '../../src/modules/accounts/accounts.repository.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { guestbookEntries } from '../../src/modules/guestbook/guestbook.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { pushSubscriptions } from '../../src/modules/notifications/push-subscriptions.table.js';
import { profilePersons, profiles } from '../../src/modules/profiles/profiles.table.js';
import { reports } from '../../src/modules/reports/reports.table.js';
import { saveSettings } from '../../src/modules/settings/settings.repository.js';
import { profileVisits } from '../../src/modules/visitors/profile-visits.table.js';
import { fetchFile, jpegImage, storedPhotoFiles, uploadPhoto } from '../photos/support.js';
import { SIGN_IN, errorOf, member, signInAgain, tokenWorks, userRow, type Member } from './support.js';
import { tracesOf } from './personal-data.js';
import { conversations } from '../../src/modules/conversations/conversations.table.js';
import { CONVERSATION, DELETE as DELETE_CONVERSATION, READ, send, sendPicture, storedPictureFiles, writeTo } from '../conversations/support.js';

// Deleting the profile for good (spec §4, §5; decision 0014): the phrase of the member's language
// and the password; afterwards nothing personal is left, photo files are gone, and what other
// members' data points at stays anonymised.

const DELETE = `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) }`;
const CAN = `{ currentUser { settings { viewerCan { deactivate deleteAccount exportData } } } }`;

/** Gives the member something of everything the app keeps about a member. */
async function furnish(t: TestApp, m: Member, other: Member) {
  const db = t.deps.database.db;
  const photo = await uploadPhoto(t, await jpegImage(800, 600), { token: m.token });
  expect(photo.status).toBe(201);
  const avatar = await t.gql(`mutation ($id: ID) { setAvatar(photoId: $id) { id } }`, { id: photo.body.data.id }, { token: m.token });
  expect(avatar.errors).toBeUndefined();
  await db.update(profiles).set({ about: `Hallo, ich bin ${m.username}` }).where(eq(profiles.userId, m.id));
  await db.insert(profilePersons).values({ userId: m.id, position: 1, age: 40 }).onConflictDoNothing();
  await saveSettings(db, m.id, { shownOnline: false });
  await db.insert(friendships).values({ requesterId: m.id, addresseeId: other.id, status: 'ACCEPTED', respondedAt: new Date() });
  await db.insert(blocks).values([{ blockerId: other.id, blockedId: m.id }]);
  await db.insert(profileVisits).values([
    { visitorId: m.id, visitedId: other.id, day: '2026-03-01' },
    { visitorId: other.id, visitedId: m.id, day: '2026-03-01' },
  ]);
  await db.insert(notifications).values([
    { userId: m.id, kind: 'PROFILE_VISIT', actorId: other.id },
    { userId: other.id, kind: 'FRIEND_ACCEPTED', actorId: m.id },
  ]);
  await db.insert(pushSubscriptions).values({ userId: m.id, endpoint: `https://push.example.net/${m.id}`, p256dh: 'BP'.padEnd(87, 'x'), auth: 'a'.repeat(22) });
  await db.insert(guestbookEntries).values([
    { authorId: m.id, title: 'Schöner Abend', body: 'Wir kommen gerne wieder.', rating: 3, state: 'PUBLISHED', publishedAt: new Date() },
    { authorId: m.id, title: 'Entwurf', body: 'Noch nicht fertig geschrieben.', rating: 2, state: 'SUBMITTED' },
  ]);
  await db.insert(reports).values([
    { reporterId: m.id, subject: 'USER', subjectUserId: other.id, title: 'Belästigung', message: 'x'.repeat(60) },
    { reporterId: other.id, subject: 'USER', subjectUserId: m.id, title: 'Spam-Profil', message: 'y'.repeat(60) },
  ]);
  await signInAgain(t, m);
  return { photoUrl: `/api/photos/${photo.body.data.id}/thumb.webp` };
}

describe('deleting the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes photos and their files, personal data and sessions; keeps an anonymised row for others’ data', async () => {
    const anna = await member(t, { sex: 'F', language: 'en' });
    const ben = await member(t);
    const { photoUrl } = await furnish(t, anna, ben);
    // Before: the owner sees her photo (Ben does not: he blocked her).
    expect((await fetchFile(t, photoUrl, anna.token)).status).toBe(200);
    const filesBefore = storedPhotoFiles(t).length;
    expect(filesBefore).toBeGreaterThan(0);

    const res = await t.gql(DELETE, { input: { phrase: 'I am sure', currentPassword: anna.password } }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteAccount).toBe(true);
    expect(res.cookies.session).toBe('');

    // No trace of Anna but the anonymised row and what others' records point at.
    expect(await tracesOf(t, anna)).toEqual([
      { table: 'friendships', column: 'ended_by', rows: 1 },
      { table: 'friendships', column: 'requester_id', rows: 1 },
      { table: 'reports', column: 'reporter_id', rows: 1 },
      { table: 'reports', column: 'subject_user_id', rows: 1 },
      { table: 'users', column: 'id', rows: 1 },
    ]);
    const row = await userRow(t, anna.id);
    expect(row).toMatchObject({ phone: null, sex: null, admin: false, isVerified: false, emailVerifiedAt: null, phoneVerifiedAt: null, lastActiveAt: null });
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).not.toContain(anna.username);

    // Files gone, photo URL 404 even for the owner's old session, sessions gone.
    expect(storedPhotoFiles(t).length).toBe(0);
    expect((await fetchFile(t, photoUrl, anna.token)).status).toBe(404);
    expect(await tokenWorks(t, anna.token)).toBe(false);

    // Others' data: Ben's friendship history shows the end; the published guestbook entry stays without author.
    const [friendship] = await t.deps.database.db.select().from(friendships).where(or(eq(friendships.requesterId, anna.id), eq(friendships.addresseeId, anna.id)));
    expect(friendship).toMatchObject({ status: 'REMOVED', endedBy: anna.id });
    const entries = await t.deps.database.db.select().from(guestbookEntries);
    expect(entries.map((e) => [e.title, e.authorId])).toEqual([['Schöner Abend', null]]);
    expect(await t.deps.database.db.select().from(reports)).toHaveLength(2);

    // Anna cannot sign in; her username and e-mail are free for someone new.
    expect(errorOf(await t.gql(SIGN_IN, { input: { email: anna.email, password: anna.password } }, { ip: '10.30.0.1' }))?.code).toBe('WRONG_CREDENTIALS');
    const again = await t.gql(SIGN_UP, { input: newMember({ email: anna.email, username: anna.username, phone: anna.phone }) }, { ip: '10.30.0.2' });
    expect(again.data?.signUp).toBe(true);
    const newcomer = await findUserByEmail(t.deps.database.db, anna.email);
    expect(newcomer?.id).toBeDefined();
    expect(newcomer!.id).not.toBe(anna.id);
  });

  it('erases the member’s messages and pictures for the other participant; a conversation nobody sees any more goes whole', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const carla = await member(t, { sex: 'F' });
    const { conversation } = await writeTo(t, anna, ben, 'Hallo Ben, hier ist Anna');
    await send(t, ben, conversation.id, 'Hallo Anna');
    const picture = await sendPicture(t, anna, conversation.id, await jpegImage(800, 600));
    const pictureUrl = picture.body.split('\n').at(-1)!;
    expect((await t.gql(READ, { id: conversation.id, seq: 2 }, { token: anna.token })).errors).toBeUndefined();
    // Carla had deleted her conversation with Anna for herself: once Anna is gone, nobody sees it.
    const carlas = await writeTo(t, carla, anna, 'Hallo von Carla');
    await sendPicture(t, carla, carlas.conversation.id, await jpegImage(640, 480));
    expect((await t.gql(DELETE_CONVERSATION, { id: carlas.conversation.id }, { token: carla.token })).errors).toBeUndefined();
    expect((await fetchFile(t, pictureUrl, ben.token)).status).toBe(200);
    expect(storedPictureFiles(t).length).toBeGreaterThan(0);

    const res = await t.gql(DELETE, { input: { phrase: 'Ich bin sicher', currentPassword: anna.password } }, { token: anna.token });
    expect(res.errors).toBeUndefined();

    // Ben's conversation still reads in order: Anna's messages in their places, removed, from a former member.
    const seen = (await t.gql(CONVERSATION, { id: conversation.id }, { token: ben.token })).data!.conversation;
    expect(seen.messages.nodes.map((m: any) => ({ seq: m.seq, body: m.body, erased: m.erased, senderId: m.senderId, sender: m.sender?.id ?? null, uploads: m.uploads.length, report: m.viewerCan.report }))).toEqual([
      { seq: 1, body: '', erased: true, senderId: null, sender: null, uploads: 0, report: false },
      { seq: 2, body: 'Hallo Anna', erased: false, senderId: ben.id, sender: ben.id, uploads: 0, report: false },
      { seq: 3, body: '', erased: true, senderId: null, sender: null, uploads: 0, report: false },
    ]);
    expect(seen.users.map((u: { id: string }) => u.id)).toEqual([ben.id]);
    expect(seen.readPositions).toEqual([]);
    expect(seen.writeRefusal).toBe('CONVERSATION_CLOSED');
    expect((await fetchFile(t, pictureUrl, ben.token)).status).toBe(404);
    expect(storedPictureFiles(t)).toEqual([]);
    expect(await t.deps.database.db.select().from(conversations).where(eq(conversations.id, carlas.conversation.id))).toEqual([]);
    expect((await tracesOf(t, anna)).filter((trace) => /conversation|message/.test(trace.table))).toEqual([]);
  });

  it.each([
    ['the English phrase from a German member', 'de', 'I am sure'],
    ['the German phrase from an English member', 'en', 'Ich bin sicher'],
    ['the phrase in the wrong case', 'de', 'ich bin sicher'],
    ['the phrase with a full stop', 'en', 'I am sure.'],
  ] as const)('refuses %s and changes nothing', async (_, language, phrase) => {
    const carl = await member(t, { language });
    const dora = await member(t);
    await furnish(t, carl, dora);
    const before = await tracesOf(t, carl);
    // The search finds a furnished member everywhere (so "no traces" after a deletion means something).
    expect(new Set(before.map((trace) => trace.table))).toEqual(
      new Set(['users', 'legal_consents', 'sessions', 'account_tokens', 'user_uploads', 'profiles', 'profile_persons', 'user_settings', 'friendships', 'blocks', 'profile_visits', 'notifications', 'push_subscriptions', 'guestbook_entries', 'reports', 'member_achievements']),
    );
    const files = storedPhotoFiles(t).length;
    const res = await t.gql(DELETE, { input: { phrase, currentPassword: carl.password } }, { token: carl.token });
    expect(errorOf(res)?.code).toBe('DELETION_PHRASE_WRONG');
    expect(errorOf(res)?.fields).toEqual([{ field: 'phrase', code: 'DELETION_PHRASE_WRONG' }]);
    expect(await tracesOf(t, carl)).toEqual(before);
    expect(storedPhotoFiles(t).length).toBe(files);
    expect(await tokenWorks(t, carl.token)).toBe(true);
  });

  it('refuses a wrong password and changes nothing', async () => {
    const emil = await member(t);
    const before = await tracesOf(t, emil);
    const res = await t.gql(DELETE, { input: { phrase: 'Ich bin sicher', currentPassword: 'falsches-passwort' } }, { token: emil.token });
    expect(errorOf(res)?.code).toBe('WRONG_PASSWORD');
    expect(await tracesOf(t, emil)).toEqual(before);
    expect((await userRow(t, emil.id)).deletedAt).toBeNull();
  });

  it('an admin cannot delete or deactivate the account here, and the screen is told so', async () => {
    const admin = await member(t, { admin: true });
    const fritz = await member(t);
    expect((await t.gql(CAN, {}, { token: admin.token })).data!.currentUser.settings.viewerCan).toEqual({ deactivate: false, deleteAccount: false, exportData: true });
    expect((await t.gql(CAN, {}, { token: fritz.token })).data!.currentUser.settings.viewerCan).toEqual({ deactivate: true, deleteAccount: true, exportData: true });
    expect(errorOf(await t.gql(DELETE, { input: { phrase: 'Ich bin sicher', currentPassword: admin.password } }, { token: admin.token }))?.code).toBe('ACCOUNT_IS_ADMIN');
    expect(errorOf(await t.gql(`mutation { deactivateAccount }`, {}, { token: admin.token }))?.code).toBe('ACCOUNT_IS_ADMIN');
    expect(await userRow(t, admin.id)).toMatchObject({ deletedAt: null, isDeactivated: false });
  });

  it('visitors cannot delete anything', async () => {
    expect(errorOf(await t.gql(DELETE, { input: { phrase: 'Ich bin sicher', currentPassword: 'x' } }))?.code).toBe('NOT_SIGNED_IN');
  });
});

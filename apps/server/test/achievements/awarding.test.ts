import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { achievementsProgressed } from '../../src/modules/achievements/achievements.progress.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { roomMessages } from '../../src/modules/rooms/rooms.table.js';
import { memberAchievements } from '../../src/modules/achievements/achievements.table.js';
import { REMOVE, befriend, member, seedFriends } from '../friends/support.js';
import { createRoom, join, send, staffMember } from '../rooms/support.js';
import { insertPhotoRows, jpegImage, uploadPhoto } from '../photos/support.js';
import { achievementNotices, earnedKeys } from './support.js';

// Achievements are awarded inside the change that earns them (issue 16, decision 0048): a friendship
// accepted, a message in a public or group chat room, a photo uploaded.
describe('awarding achievements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the first friend earns both members "1 friend", told once in the home list; it stays when the friendship ends', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    await befriend(t, anna, ben);
    expect(await earnedKeys(t, anna.id)).toEqual(['FRIENDS_1']);
    expect(await earnedKeys(t, ben.id)).toEqual(['FRIENDS_1']);
    expect(await achievementNotices(t, anna.id)).toHaveLength(1);
    expect(await achievementNotices(t, ben.id)).toHaveLength(1);

    const removed = await t.gql(REMOVE, { slug: ben.slug }, { token: anna.token });
    expect(removed.errors).toBeUndefined();
    const carla = await member(t, { sex: 'F' });
    await befriend(t, carla, ben);
    // Ben has one friend again: nothing new, no second notice.
    expect(await earnedKeys(t, ben.id)).toEqual(['FRIENDS_1']);
    expect(await achievementNotices(t, ben.id)).toHaveLength(1);
  });

  it('the 50th friend earns "50 friends" (verified members may have more than ten)', async () => {
    const dora = await member(t, { verified: true });
    await seedFriends(t, dora, 49, { verified: true });
    const last = await member(t, { verified: true });
    await befriend(t, last, dora);
    expect(await earnedKeys(t, dora.id)).toEqual(['FRIENDS_1', 'FRIENDS_50']);
    expect(await achievementNotices(t, dora.id)).toHaveLength(2);
  });

  it('staff earn nothing', async () => {
    const staff = await staffMember(t);
    const eva = await member(t);
    await t.deps.database.db.insert(friendships).values({ requesterId: staff.id, addresseeId: eva.id, status: 'ACCEPTED', respondedAt: new Date() });
    await t.deps.database.db.transaction((tx) => achievementsProgressed(tx, staff.id, 'FRIENDS', new Date()));
    expect(await earnedKeys(t, staff.id)).toEqual([]);
    expect(await achievementNotices(t, staff.id)).toEqual([]);
  });

  it('a message in a public or group room earns "first chat message"; one in a private room does not', async () => {
    const staff = await staffMember(t);
    const hosts = await member(t, { verified: true });
    const writer = await member(t, { verified: true });
    const privateRoom = await createRoom(t, hosts, 'PRIVATE');
    await t.gql(`mutation ($roomId: ID!, $slug: String!) { inviteToChatRoom(roomId: $roomId, slug: $slug) { id } }`, { roomId: privateRoom.id, slug: writer.slug }, { token: hosts.token });
    const accepted = await t.gql(`mutation ($id: ID!) { joinChatRoom(id: $id) { id } }`, { id: privateRoom.id }, { token: writer.token });
    expect(accepted.errors).toBeUndefined();
    await send(t, writer, privateRoom.id, 'Nur unter uns');
    expect(await earnedKeys(t, writer.id)).toEqual([]);

    const group = await createRoom(t, hosts, 'GROUP');
    await join(t, writer, group.id);
    await send(t, writer, group.id, 'Hallo zusammen');
    expect(await earnedKeys(t, writer.id)).toEqual(['ROOM_MESSAGES_1']);

    const lobby = await createRoom(t, staff, 'PUBLIC');
    const other = await member(t);
    await join(t, other, lobby.id);
    await send(t, other, lobby.id, 'Grüezi');
    expect(await earnedKeys(t, other.id)).toEqual(['ROOM_MESSAGES_1']);
  });

  it('the 500th public message earns "500 messages"', async () => {
    const staff = await staffMember(t);
    const lobby = await createRoom(t, staff, 'PUBLIC');
    const chatty = await member(t);
    await join(t, chatty, lobby.id);
    const db = t.deps.database.db;
    await db.insert(roomMessages).values(Array.from({ length: 499 }, (_, i) => ({ roomId: lobby.id, seq: 1000 + i, senderId: chatty.id, body: `Nachricht ${i}` })));
    await send(t, chatty, lobby.id, 'Die fünfhundertste');
    expect(await earnedKeys(t, chatty.id)).toEqual(['ROOM_MESSAGES_1', 'ROOM_MESSAGES_500']);
  });

  it('a member holding the highest of a family but not a lower one (an old award) still earns the lower one by its own count', async () => {
    const staff = await staffMember(t);
    const lobby = await createRoom(t, staff, 'PUBLIC');
    const veteran = await member(t);
    await join(t, veteran, lobby.id);
    await t.deps.database.db.insert(memberAchievements).values({ userId: veteran.id, key: 'ROOM_MESSAGES_1000' });
    await send(t, veteran, lobby.id, 'Wieder da');
    expect(await earnedKeys(t, veteran.id)).toEqual(['ROOM_MESSAGES_1', 'ROOM_MESSAGES_1000']);
    expect(await achievementNotices(t, veteran.id)).toHaveLength(1);
  });

  it('a complete family earns nothing more and tells nothing', async () => {
    const staff = await staffMember(t);
    const lobby = await createRoom(t, staff, 'PUBLIC');
    const done = await member(t);
    await join(t, done, lobby.id);
    await t.deps.database.db.insert(memberAchievements).values(['ROOM_MESSAGES_1', 'ROOM_MESSAGES_500', 'ROOM_MESSAGES_1000'].map((key) => ({ userId: done.id, key })));
    await send(t, done, lobby.id, 'Noch eine');
    expect(await earnedKeys(t, done.id)).toEqual(['ROOM_MESSAGES_1', 'ROOM_MESSAGES_1000', 'ROOM_MESSAGES_500']);
    expect(await achievementNotices(t, done.id)).toEqual([]);
  });

  it('an uploaded photo earns "first upload"; the 50th earns "50 uploads"', async () => {
    const fia = await member(t);
    const first = await uploadPhoto(t, await jpegImage(400, 300), { token: fia.token });
    expect(first.status).toBe(201);
    expect(await earnedKeys(t, fia.id)).toEqual(['UPLOADS_1']);

    const gil = await member(t, { verified: true });
    await insertPhotoRows(t, gil, 49);
    const fiftieth = await uploadPhoto(t, await jpegImage(400, 300), { token: gil.token });
    expect(fiftieth.status).toBe(201);
    expect(await earnedKeys(t, gil.id)).toEqual(['UPLOADS_1', 'UPLOADS_50']);
  });

  it('a deleted member earns nothing', async () => {
    const gone = await member(t);
    await insertPhotoRows(t, gone, 1);
    await t.deps.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await t.deps.database.db.transaction((tx) => achievementsProgressed(tx, gone.id, 'UPLOADS', new Date()));
    expect(await earnedKeys(t, gone.id)).toEqual([]);
  });
});

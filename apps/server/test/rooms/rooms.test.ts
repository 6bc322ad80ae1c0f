import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOMS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import { BLOCK } from '../friends/support.js';
import { roomMessages } from '../../src/modules/rooms/rooms.table.js';
import {
  CREATE,
  DELETE,
  INVITE,
  LEAVE,
  MARK_READ,
  ME,
  MEMBERS,
  MESSAGES,
  ROOM,
  ROOMS_LIST,
  SEND,
  SET_ADMIN,
  UPDATE,
  createRoom,
  errorOf,
  join,
  listNames,
  member,
  messageBodies,
  roomOf,
  roomRows,
  send,
  staffMember,
} from './support.js';

// Chat rooms through /graphql (spec §2, §3, §6; docs/decisions/0019).
describe('chat rooms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('staff open public rooms for every member; verified members open group chats only verified members see', async () => {
    const staff = await staffMember(t);
    const vera = await member(t, { verified: true });
    const uwe = await member(t, { verified: false });
    const lounge = await createRoom(t, staff, 'PUBLIC', 'Lounge Test');
    const group = await createRoom(t, vera, 'GROUP', 'Apéro-Runde');

    expect(await listNames(t, uwe)).toContain('Lounge Test');
    expect(await listNames(t, uwe)).not.toContain('Apéro-Runde');
    expect(await listNames(t, await member(t, { verified: true }))).toEqual(expect.arrayContaining(['Lounge Test', 'Apéro-Runde']));
    expect(errorOf(await t.gql(ROOM, { id: group.id }, { token: uwe.token }))?.code).toBe('NEED_VERIFIED');
    expect(errorOf(await t.gql(CREATE, { input: { kind: 'GROUP', name: 'Meine Runde' } }, { token: uwe.token }))?.code).toBe('NEED_VERIFIED');
    expect(errorOf(await t.gql(CREATE, { input: { kind: 'PUBLIC', name: 'Offiziell' } }, { token: vera.token }))?.code).toBe('ROOM_KIND_NOT_ALLOWED');

    const mine = await roomOf(t, vera, group.id);
    expect(mine).toMatchObject({ kind: 'GROUP', isOwner: true, memberCount: 1, membership: { admin: true }, viewerCan: { editSettings: true, delete: true, leave: false } });
    expect((await roomOf(t, uwe, lounge.id)).viewerCan).toMatchObject({ read: true, join: true, write: false, delete: false });
    expect((await t.gql(ME, {}, { token: uwe.token })).data!.currentUser.creatableRoomKinds).toEqual([]);
    expect((await t.gql(ME, {}, { token: vera.token })).data!.currentUser.creatableRoomKinds).toEqual(['GROUP', 'PRIVATE']);
  });

  it('a member joins, writes and reads; others see unread counts of others’ messages up to “more than 100”', async () => {
    const staff = await staffMember(t);
    const room = await createRoom(t, staff, 'PUBLIC');
    const anna = await member(t);
    const ben = await member(t);
    expect(errorOf(await t.gql(SEND, { roomId: room.id, body: 'Hallo' }, { token: anna.token }))?.code).toBe('ROOM_NOT_MEMBER');
    await join(t, anna, room.id);
    await join(t, ben, room.id);
    const first = await send(t, anna, room.id, '  Hallo zusammen  ');
    expect(first).toMatchObject({ seq: 1, body: 'Hallo zusammen' });
    await send(t, ben, room.id, 'Hoi Anna');
    expect(await messageBodies(t, ben, room.id)).toEqual(['Hallo zusammen', 'Hoi Anna']);

    const forAnna = await roomOf(t, anna, room.id);
    // Anna and Ben: the staff member who opened the room is not counted (decision 0031).
    expect(forAnna).toMatchObject({ unreadCount: 1, latestMessagePreview: 'Hoi Anna', lastSeq: 2, memberCount: 2 });
    expect((await roomOf(t, ben, room.id)).unreadCount).toBe(0);
    await t.gql(MARK_READ, { roomId: room.id, seq: 2 }, { token: anna.token });
    expect((await roomOf(t, anna, room.id)).unreadCount).toBe(0);

    // 105 messages of others: the count stops at 101, which the list shows as "more than 100".
    const values = Array.from({ length: 105 }, (_, i) => ({ roomId: room.id, seq: 3 + i, senderId: ben.id, body: `Nachricht ${i}` }));
    await t.deps.database.db.insert(roomMessages).values(values);
    const { eq, sql } = await import('drizzle-orm');
    const { chatRooms } = await import('../../src/modules/rooms/rooms.table.js');
    await t.deps.database.db.update(chatRooms).set({ lastSeq: sql`107` }).where(eq(chatRooms.id, room.id));
    expect((await roomOf(t, anna, room.id)).unreadCount).toBe(ROOMS.unreadCountMax + 1);
  });

  it('pages messages backwards by seq and catches up after a seq', async () => {
    const staff = await staffMember(t);
    const room = await createRoom(t, staff, 'PUBLIC');
    for (let i = 1; i <= 5; i++) await send(t, staff, room.id, `m${i}`);
    const latest = (await t.gql(MESSAGES, { roomId: room.id, first: 2 }, { token: staff.token })).data!.roomMessages;
    expect(latest).toMatchObject({ nodes: [{ body: 'm4', seq: 4 }, { body: 'm5', seq: 5 }], hasMore: true });
    const older = (await t.gql(MESSAGES, { roomId: room.id, beforeSeq: 4, first: 2 }, { token: staff.token })).data!.roomMessages;
    expect(older.nodes.map((n: { body: string }) => n.body)).toEqual(['m2', 'm3']);
    const oldest = (await t.gql(MESSAGES, { roomId: room.id, beforeSeq: 2, first: 2 }, { token: staff.token })).data!.roomMessages;
    expect(oldest).toMatchObject({ nodes: [{ body: 'm1' }], hasMore: false });
    const missed = (await t.gql(MESSAGES, { roomId: room.id, afterSeq: 3 }, { token: staff.token })).data!.roomMessages;
    expect(missed).toMatchObject({ nodes: [{ seq: 4 }, { seq: 5 }], hasMore: false });
  });

  it('concurrent senders get distinct places in order (the room row serialises them)', async () => {
    const staff = await staffMember(t);
    const room = await createRoom(t, staff, 'PUBLIC');
    const writers = await Promise.all([member(t), member(t), member(t)]);
    for (const w of writers) await join(t, w, room.id);
    const sent = await Promise.all(writers.flatMap((w, i) => [1, 2, 3].map((n) => send(t, w, room.id, `w${i}-${n}`))));
    expect(sent.map((m) => m.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('hides messages across a block, both ways: in the list, the preview and the unread count', async () => {
    const staff = await staffMember(t);
    const room = await createRoom(t, staff, 'PUBLIC');
    const anna = await member(t);
    const ben = await member(t);
    const carla = await member(t);
    for (const m of [anna, ben, carla]) await join(t, m, room.id);
    await t.gql(BLOCK, { slug: ben.slug }, { token: anna.token });
    await send(t, ben, room.id, 'von Ben');
    await send(t, anna, room.id, 'von Anna');
    expect(await messageBodies(t, anna, room.id)).toEqual(['von Anna']);
    expect(await messageBodies(t, ben, room.id)).toEqual(['von Ben']);
    expect(await messageBodies(t, carla, room.id)).toEqual(['von Ben', 'von Anna']);
    await send(t, ben, room.id, 'noch einmal Ben');
    expect(await roomOf(t, anna, room.id)).toMatchObject({ unreadCount: 0, latestMessagePreview: 'von Anna' });
    expect(await roomOf(t, carla, room.id)).toMatchObject({ unreadCount: 3, latestMessagePreview: 'noch einmal Ben' });
  });

  it('private rooms: only invited verified members see and join them; nobody else learns they exist', async () => {
    const owner = await member(t, { verified: true, sex: 'F' });
    const friend = await member(t, { verified: true });
    const outsider = await member(t, { verified: true });
    const unverified = await member(t);
    const room = await createRoom(t, owner, 'PRIVATE', 'Geheimer Kreis');
    expect(await roomOf(t, outsider, room.id)).toBeNull();
    expect(await listNames(t, outsider)).not.toContain('Geheimer Kreis');
    expect(errorOf(await t.gql(INVITE, { roomId: room.id, slug: unverified.slug }, { token: owner.token }))?.code).toBe('ROOM_INVITEE_NOT_VERIFIED');
    expect(errorOf(await t.gql(INVITE, { roomId: room.id, slug: 'nobody-here' }, { token: owner.token }))?.code).toBe('USER_NOT_FOUND');
    expect(errorOf(await t.gql(INVITE, { roomId: room.id, slug: friend.slug }, { token: outsider.token }))?.code).toBe('NOT_FOUND');

    const invitation = (await t.gql(INVITE, { roomId: room.id, slug: friend.slug }, { token: owner.token })).data!.inviteToChatRoom;
    expect(invitation).toMatchObject({ userId: friend.id, joinedAt: null, admin: false });
    expect(errorOf(await t.gql(INVITE, { roomId: room.id, slug: friend.slug }, { token: owner.token }))?.code).toBe('ROOM_ALREADY_MEMBER');
    expect(await listNames(t, friend, 'INVITED')).toEqual(['Geheimer Kreis']);
    expect(errorOf(await t.gql(MESSAGES, { roomId: room.id }, { token: friend.token }))?.code).toBe('ROOM_NOT_MEMBER');
    await join(t, friend, room.id);
    await send(t, owner, room.id, 'Willkommen');
    expect(await messageBodies(t, friend, room.id)).toEqual(['Willkommen']);
    expect(await listNames(t, friend, 'JOINED')).toEqual(['Geheimer Kreis']);
    expect(errorOf(await t.gql(MESSAGES, { roomId: room.id }, { token: outsider.token }))?.code).toBe('NOT_FOUND');

    const me = (await t.gql(ME, {}, { token: friend.token })).data!.currentUser;
    expect(me.roomMemberships).toEqual([{ id: expect.any(String), admin: false, roomId: room.id, userId: friend.id }]);
  });

  it('an invitation respects blocks and the profile type the invitee looks for', async () => {
    const owner = await member(t, { verified: true, sex: 'M' });
    const room = await createRoom(t, owner, 'PRIVATE');
    const picky = await member(t, { verified: true, sex: 'F', lookingFor: ['MF'] });
    const blocker = await member(t, { verified: true });
    await t.gql(BLOCK, { slug: owner.slug }, { token: blocker.token });
    expect(errorOf(await t.gql(INVITE, { roomId: room.id, slug: picky.slug }, { token: owner.token }))?.code).toBe('PROFILE_TYPE_MISMATCH');
    expect(errorOf(await t.gql(INVITE, { roomId: room.id, slug: blocker.slug }, { token: owner.token }))?.code).toBe('BLOCKED_BY_USER');
  });

  it('room admins edit settings, appoint admins and delete the room; members may not', async () => {
    const owner = await member(t, { verified: true });
    const vice = await member(t, { verified: true });
    const plain = await member(t, { verified: true });
    const room = await createRoom(t, owner, 'GROUP');
    await join(t, vice, room.id);
    await join(t, plain, room.id);
    expect(errorOf(await t.gql(UPDATE, { id: room.id, input: { name: 'Gekapert' } }, { token: plain.token }))?.code).toBe('NOT_ALLOWED');
    expect(errorOf(await t.gql(SET_ADMIN, { roomId: room.id, userId: vice.id, admin: true }, { token: plain.token }))?.code).toBe('NOT_ALLOWED');
    expect((await t.gql(SET_ADMIN, { roomId: room.id, userId: vice.id, admin: true }, { token: owner.token })).data!.setRoomAdmin).toMatchObject({ admin: true });
    const updated = (await t.gql(UPDATE, { id: room.id, input: { name: '  Neue Runde  ', description: 'Mit Beschreibung' } }, { token: vice.token })).data!.updateChatRoom;
    expect(updated).toMatchObject({ name: 'Neue Runde', description: 'Mit Beschreibung' });
    expect(errorOf(await t.gql(SET_ADMIN, { roomId: room.id, userId: owner.id, admin: false }, { token: vice.token }))?.code).toBe('ROOM_OWNER_PROTECTED');

    const members = (await t.gql(MEMBERS, { roomId: room.id }, { token: owner.token })).data!.roomMembers.nodes;
    expect(members.map((m: { member: { slug: string }; admin: boolean; isOwner: boolean }) => [m.member.slug, m.admin, m.isOwner])).toEqual([
      [owner.slug, true, true],
      [vice.slug, true, false],
      [plain.slug, false, false],
    ]);
    expect(members[2].viewerCan).toEqual({ ban: true, makeAdmin: true, revokeAdmin: false });

    expect(errorOf(await t.gql(DELETE, { id: room.id }, { token: plain.token }))?.code).toBe('NOT_ALLOWED');
    expect((await t.gql(DELETE, { id: room.id }, { token: vice.token })).data!.deleteChatRoom).toBe(true);
    expect(await roomOf(t, owner, room.id)).toBeNull();
  });

  it('staff in a room are not listed or counted for members; staff see everyone (decision 0031)', async () => {
    const staff = await staffMember(t, { sex: 'M' });
    const room = await createRoom(t, staff, 'PUBLIC');
    const anna = await member(t);
    await join(t, anna, room.id);
    const slugs = async (viewer: { token: string }) =>
      (await t.gql(MEMBERS, { roomId: room.id }, { token: viewer.token })).data!.roomMembers.nodes.map((m: { member: { slug: string } }) => m.member.slug);
    expect(await slugs(anna)).toEqual([anna.slug]);
    expect(await slugs(staff)).toEqual([staff.slug, anna.slug]);
    expect((await roomOf(t, anna, room.id)).memberCount).toBe(1);
  });

  it('the last admin of a member’s room cannot leave it; with a second admin they can', async () => {
    const owner = await member(t, { verified: true });
    const other = await member(t, { verified: true });
    const room = await createRoom(t, owner, 'GROUP');
    await join(t, other, room.id);
    expect(errorOf(await t.gql(LEAVE, { id: room.id }, { token: owner.token }))?.code).toBe('ROOM_LAST_ADMIN');
    await t.gql(SET_ADMIN, { roomId: room.id, userId: other.id, admin: true }, { token: owner.token });
    expect((await t.gql(LEAVE, { id: room.id }, { token: owner.token })).data!.leaveChatRoom).toBe(true);
    expect((await roomOf(t, owner, room.id)).membership).toBeNull();
  });

  it(`a verified member owns at most ${ROOMS.ownRoomsMax} rooms`, async () => {
    const owner = await member(t, { verified: true });
    for (let i = 0; i < ROOMS.ownRoomsMax; i++) await createRoom(t, owner, 'GROUP');
    const before = await roomRows(t);
    expect(errorOf(await t.gql(CREATE, { input: { kind: 'GROUP', name: 'Eine zu viel' } }, { token: owner.token }))?.code).toBe('ROOM_LIMIT_REACHED');
    expect(await roomRows(t)).toEqual(before);
  });

  it('bad input is refused with its code and changes nothing', async () => {
    const staff = await staffMember(t);
    const room = await createRoom(t, staff, 'PUBLIC');
    const before = await roomRows(t);
    const create = (input: Record<string, unknown>) => t.gql(CREATE, { input }, { token: staff.token });
    expect(errorOf(await create({ kind: 'PUBLIC', name: 'ab' }))).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'name', code: 'ROOM_NAME_TOO_SHORT' }] });
    expect(errorOf(await create({ kind: 'PUBLIC', name: 'x'.repeat(ROOMS.nameMax + 1) }))?.fields).toEqual([{ field: 'name', code: 'ROOM_NAME_TOO_LONG' }]);
    expect(errorOf(await create({ kind: 'PUBLIC', name: 'Gut', description: 'x'.repeat(ROOMS.descriptionMax + 1) }))?.fields).toEqual([{ field: 'description', code: 'ROOM_DESCRIPTION_TOO_LONG' }]);
    expect(errorOf(await t.gql(SEND, { roomId: room.id, body: '   ' }, { token: staff.token }))?.code).toBe('MESSAGE_TOO_SHORT');
    expect(errorOf(await t.gql(SEND, { roomId: room.id, body: 'x'.repeat(2001) }, { token: staff.token }))?.code).toBe('MESSAGE_TOO_LONG');
    expect(errorOf(await t.gql(SEND, { roomId: 'not-a-uuid', body: 'Hallo' }, { token: staff.token }))?.code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(SEND, { roomId: '3f1e2d4c-5b6a-4789-9abc-def012345678', body: 'Hallo' }, { token: staff.token }))?.code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(MESSAGES, { roomId: room.id, beforeSeq: -1 }, { token: staff.token }))?.code).toBe('BAD_INPUT');
    expect(errorOf(await t.gql(ROOMS_LIST, { after: 'bogus' }, { token: staff.token }))?.code).toBe('BAD_INPUT');
    expect((await t.gql(ROOM, { id: 'not-a-uuid' }, { token: staff.token })).data!.chatRoom).toBeNull();
    expect(errorOf(await t.gql(SEND, { roomId: room.id, body: 42 }, { token: staff.token }))).toBeTruthy();
    expect(await roomRows(t)).toEqual(before);
  });

  it('visitors and deactivated members are turned away', async () => {
    const staff = await staffMember(t);
    const room = await createRoom(t, staff, 'PUBLIC');
    expect(errorOf(await t.gql(ROOMS_LIST, {}))?.code).toBe('NOT_SIGNED_IN');
    const gone = await member(t);
    const { eq } = await import('drizzle-orm');
    const { users } = await import('../../src/modules/accounts/accounts.table.js');
    await t.deps.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, gone.id));
    expect(errorOf(await t.gql(ROOM, { id: room.id }, { token: gone.token }))?.code).toBe('NEED_ACTIVE');
  });

  it(`sending is limited to ${ROOMS.messagesPerMinute} messages a minute`, async () => {
    const staff = await staffMember(t);
    const room = await createRoom(t, staff, 'PUBLIC');
    for (let i = 0; i < ROOMS.messagesPerMinute; i++) await send(t, staff, room.id, `n${i}`);
    expect(errorOf(await t.gql(SEND, { roomId: room.id, body: 'eins zu viel' }, { token: staff.token }))?.code).toBe('RATE_LIMITED');
    t.advance(61_000);
    expect((await send(t, staff, room.id, 'wieder da')).seq).toBe(ROOMS.messagesPerMinute + 1);
  });
});

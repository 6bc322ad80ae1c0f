import { count } from 'drizzle-orm';
import type { TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { chatRooms, roomBans, roomMemberships, roomMessages } from '../../src/modules/rooms/rooms.table.js';
import { errorOf, member, type MemberOptions, type TestMember } from '../friends/support.js';

export { errorOf, member, type TestMember };

// Rooms through /graphql: members made straight in the database (friends/support.ts), staff too.

export const ROOM_FIELDS = `id kind name description memberCount unreadCount latestMessagePreview lastSeq isOwner membership { id admin roomId userId joinedAt } viewerCan { read join leave write invite editSettings manageMembers delete }`;
export const MESSAGE_FIELDS = `id roomId seq body mine viewerCanReport sender { id slug username isAllowedToVisit avatar { id } }`;

export const CREATE = `mutation ($input: CreateRoomInput!) { createChatRoom(input: $input) { ${ROOM_FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: RoomSettingsInput!) { updateChatRoom(id: $id, input: $input) { ${ROOM_FIELDS} } }`;
export const DELETE = `mutation ($id: ID!) { deleteChatRoom(id: $id) }`;
export const JOIN = `mutation ($id: ID!) { joinChatRoom(id: $id) { ${ROOM_FIELDS} } }`;
export const LEAVE = `mutation ($id: ID!) { leaveChatRoom(id: $id) }`;
export const SEND = `mutation ($roomId: ID!, $body: String!) { sendRoomMessage(roomId: $roomId, body: $body) { ${MESSAGE_FIELDS} } }`;
export const MARK_READ = `mutation ($roomId: ID!, $seq: Int!) { markRoomRead(roomId: $roomId, seq: $seq) }`;
export const BAN = `mutation ($roomId: ID!, $userId: ID!, $reason: String) { banRoomMember(roomId: $roomId, userId: $userId, reason: $reason) { id reason member { id slug } } }`;
export const UNBAN = `mutation ($roomId: ID!, $userId: ID!) { unbanRoomMember(roomId: $roomId, userId: $userId) }`;
export const SET_ADMIN = `mutation ($roomId: ID!, $userId: ID!, $admin: Boolean!) { setRoomAdmin(roomId: $roomId, userId: $userId, admin: $admin) { id admin userId } }`;
export const INVITE = `mutation ($roomId: ID!, $slug: String!) { inviteToChatRoom(roomId: $roomId, slug: $slug) { id admin userId joinedAt } }`;
export const ROOMS_LIST = `query ($filter: RoomListFilter, $first: Int, $after: String) { chatRooms(filter: $filter, first: $first, after: $after) { nodes { ${ROOM_FIELDS} } hasNextPage endCursor } }`;
export const ROOM = `query ($id: ID!) { chatRoom(id: $id) { ${ROOM_FIELDS} } }`;
export const MESSAGES = `query ($roomId: ID!, $beforeSeq: Int, $afterSeq: Int, $first: Int) { roomMessages(roomId: $roomId, beforeSeq: $beforeSeq, afterSeq: $afterSeq, first: $first) { nodes { ${MESSAGE_FIELDS} } hasMore } }`;
export const MEMBERS = `query ($roomId: ID!, $invited: Boolean) { roomMembers(roomId: $roomId, invited: $invited) { nodes { id admin isOwner member { id slug } viewerCan { ban makeAdmin revokeAdmin } } hasNextPage } }`;
export const BANS = `query ($roomId: ID!) { roomBans(roomId: $roomId) { nodes { id reason member { id slug } } } }`;
export const ME = `{ currentUser { id bannedRoomIds roomMemberships { id admin roomId userId } creatableRoomKinds } }`;

/** A member of the venue's staff with a session. */
export async function staffMember(t: TestApp, opts: MemberOptions = {}): Promise<TestMember> {
  const m = await member(t, opts);
  const { eq } = await import('drizzle-orm');
  await t.deps.database.db.update(users).set({ admin: true }).where(eq(users.id, m.id));
  return m;
}

function assertOk(res: { data?: Record<string, any> | null; errors?: readonly unknown[] }): Record<string, any> {
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  if (!res.data) throw new Error('no data');
  return res.data;
}

export async function createRoom(t: TestApp, owner: TestMember, kind: 'PUBLIC' | 'GROUP' | 'PRIVATE', name = `Raum ${Math.random().toString(36).slice(2, 8)}`) {
  return assertOk(await t.gql(CREATE, { input: { kind, name, description: 'Zum Plaudern' } }, { token: owner.token })).createChatRoom as { id: string; name: string };
}

export async function join(t: TestApp, m: TestMember, roomId: string) {
  return assertOk(await t.gql(JOIN, { id: roomId }, { token: m.token })).joinChatRoom;
}

export async function send(t: TestApp, m: TestMember, roomId: string, body: string) {
  return assertOk(await t.gql(SEND, { roomId, body }, { token: m.token })).sendRoomMessage as { id: string; seq: number; body: string };
}

export async function roomOf(t: TestApp, m: TestMember, id: string) {
  return (await t.gql(ROOM, { id }, { token: m.token })).data?.chatRoom ?? null;
}

export async function listNames(t: TestApp, m: TestMember, filter = 'ALL'): Promise<string[]> {
  return (assertOk(await t.gql(ROOMS_LIST, { filter, first: 50 }, { token: m.token })).chatRooms.nodes as { name: string }[]).map((r) => r.name);
}

export async function messageBodies(t: TestApp, m: TestMember, roomId: string): Promise<string[]> {
  return (assertOk(await t.gql(MESSAGES, { roomId }, { token: m.token })).roomMessages.nodes as { body: string }[]).map((n) => n.body);
}

/** Row counts of the rooms' tables, for "nothing changed" checks. */
export async function roomRows(t: TestApp) {
  const db = t.deps.database.db;
  const n = async (table: typeof chatRooms | typeof roomMemberships | typeof roomBans | typeof roomMessages) => (await db.select({ n: count() }).from(table))[0]!.n;
  return { rooms: await n(chatRooms), memberships: await n(roomMemberships), bans: await n(roomBans), messages: await n(roomMessages) };
}

import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQL, type Placeholder } from 'drizzle-orm';
import { isVerifiedMember } from '../profiles/profiles.policy.js';
import type { RoomKind } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { executeNamed, preparedPerHandle, sqlLimit } from '../../db/prepared.js';
import { fromDriverRow } from '../../db/driver-row.js';
import { users } from '../accounts/accounts.table.js';
import { shownToOthersSql } from '../accounts/members.repository.js';
import { blocks } from '../blocks/blocks.table.js';
import { notBlockedWithSql } from '../blocks/blocks.repository.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { toUserCard, userCardColumns, type UserCardRow } from '../profiles/profiles.repository.js';
import type { RoomAccess } from './rooms.policy.js';
import { chatRooms, roomBans, roomMemberships, roomMessages, type ChatRoomRow, type RoomBanRow, type RoomMembershipRow, type RoomMessageRow } from './rooms.table.js';
import { senderFactsColumns, toSenderFacts, type SenderFacts } from './room-sender.js';

// Queries only: rooms, memberships, bans and messages. Lists are keyset-paged along their indexes.

export interface Keyset {
  at: Date;
  id: string;
}

export async function findRoom(db: DbOrTx, id: string): Promise<ChatRoomRow | undefined> {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, id)).limit(1);
  return row;
}

export async function findMembership(db: DbOrTx, roomId: string, userId: string): Promise<RoomMembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(roomMemberships)
    .where(and(eq(roomMemberships.roomId, roomId), eq(roomMemberships.userId, userId)))
    .limit(1);
  return row;
}

export async function findBan(db: DbOrTx, roomId: string, userId: string): Promise<RoomBanRow | undefined> {
  const [row] = await db
    .select()
    .from(roomBans)
    .where(and(eq(roomBans.roomId, roomId), eq(roomBans.userId, userId)))
    .limit(1);
  return row;
}

/** Joined admins of the room. */
export async function countAdmins(db: DbOrTx, roomId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(roomMemberships)
    .where(and(eq(roomMemberships.roomId, roomId), eq(roomMemberships.admin, true), isNotNull(roomMemberships.joinedAt)));
  return row?.n ?? 0;
}

/** Everything the rules ask about the viewer and one room. */
export async function accessOf(db: DbOrTx, room: ChatRoomRow | undefined, userId: string): Promise<RoomAccess & { membershipRow: RoomMembershipRow | undefined }> {
  if (!room) return noAccess;
  // The membership and the ban in one statement (every read and write in a room asks both).
  const [row] = await db.select(accessColumns(userId)).from(chatRooms).leftJoin(roomMemberships, membershipOf(userId)).where(eq(chatRooms.id, room.id)).limit(1);
  return toAccess(room, row);
}

/**
 * The room and the viewer's facts in it, in one statement (every read of a room's messages and its
 * live stream asks both first): prepared.
 */
export async function findRoomWithAccess(db: DbOrTx, roomId: string, userId: string): Promise<{ room: ChatRoomRow | undefined; access: RoomAccess & { membershipRow: RoomMembershipRow | undefined } }> {
  const [row] = await roomWithAccess(db).execute({ roomId, userId });
  return { room: row?.room, access: row ? toAccess(row.room, row) : noAccess };
}

const roomWithAccess = preparedPerHandle((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({ room: chatRooms, ...accessColumns(userId) })
    .from(chatRooms)
    .leftJoin(roomMemberships, membershipOf(userId))
    .where(eq(chatRooms.id, sql.placeholder('roomId')))
    .limit(sqlLimit(1))
    .prepare('room_with_access');
});

/**
 * Reads the room, locks it until the transaction ends (every change to a room takes this lock
 * first) and reads the viewer's facts in it: one statement where there were two (a room message's
 * transaction, issue 18).
 */
export async function lockRoomWithAccess(tx: DbOrTx, roomId: string, userId: string): Promise<{ room: ChatRoomRow | undefined; access: RoomAccess & { membershipRow: RoomMembershipRow | undefined } }> {
  const [row] = await tx
    .select({ room: chatRooms, ...accessColumns(userId) })
    .from(chatRooms)
    .leftJoin(roomMemberships, membershipOf(userId))
    .where(eq(chatRooms.id, roomId))
    .limit(1)
    .for('update', { of: chatRooms });
  return { room: row?.room, access: row ? toAccess(row.room, row) : noAccess };
}

/**
 * lockRoomWithAccess for a message about to be written, with its sender's facts (the message's
 * event carries them) in the same statement: a round trip less before the room hears of it, and
 * prepared, so that PostgreSQL does not parse and plan it for every message (issue 18).
 */
export async function lockRoomForMessage(tx: DbOrTx, roomId: string, senderId: string) {
  const [row] = await lockedRoomForMessage(tx).execute({ roomId, senderId });
  return { room: row?.room, access: row ? toAccess(row.room, row) : noAccess, sender: row ? toSenderFacts(row.sender) : undefined };
}

const lockedRoomForMessage = preparedPerHandle((db) => {
  const senderId = sql`${sql.placeholder('senderId')}::uuid`;
  return db
    .select({ room: chatRooms, ...accessColumns(senderId), sender: senderFactsColumns() })
    .from(chatRooms)
    .leftJoin(roomMemberships, membershipOf(senderId))
    .innerJoin(users, eq(users.id, senderId))
    .where(eq(chatRooms.id, sql.placeholder('roomId')))
    .limit(1)
    .for('update', { of: chatRooms })
    .prepare('lock_room_for_message');
});

const noAccess = { room: undefined, membership: undefined, membershipRow: undefined, banned: false, adminCount: 0 } as const;

const membershipOf = (userId: string | SQL | Placeholder) => and(eq(roomMemberships.roomId, chatRooms.id), eq(roomMemberships.userId, userId));

/** The viewer's membership, ban and (for an admin, who may be the last) the room's admins, beside the room. */
function accessColumns(userId: string | SQL | Placeholder) {
  return {
    membership: roomMemberships,
    banned: sql<boolean>`exists (select 1 from ${roomBans} b where b.room_id = ${chatRooms.id} and b.user_id = ${userId})`,
    adminCount: sql<number>`case when ${roomMemberships.admin} then (select count(*)::int from ${roomMemberships} a where a.room_id = ${chatRooms.id} and a.admin and a.joined_at is not null) else 0 end`,
  };
}

function toAccess(room: ChatRoomRow, row: { membership: RoomMembershipRow | null; banned: boolean; adminCount: number } | undefined): RoomAccess & { membershipRow: RoomMembershipRow | undefined } {
  const membershipRow = row?.membership ?? undefined;
  return { room: { kind: room.kind as RoomKind, ownerId: room.ownerId }, membership: membershipRow, membershipRow, banned: Boolean(row?.banned), adminCount: Number(row?.adminCount ?? 0) };
}

export async function countOwnedRooms(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chatRooms).where(eq(chatRooms.ownerId, userId));
  return row?.n ?? 0;
}

export async function insertRoom(tx: DbOrTx, values: { kind: RoomKind; name: string; description: string; ownerId: string; now: Date }): Promise<ChatRoomRow> {
  const [row] = await tx
    .insert(chatRooms)
    .values({ kind: values.kind, name: values.name, description: values.description, ownerId: values.ownerId, activeAt: values.now, createdAt: values.now, updatedAt: values.now })
    .returning();
  return row!;
}

export async function updateRoom(tx: DbOrTx, id: string, values: { name: string; description: string; now: Date }): Promise<ChatRoomRow> {
  const [row] = await tx.update(chatRooms).set({ name: values.name, description: values.description, updatedAt: values.now }).where(eq(chatRooms.id, id)).returning();
  return row!;
}

export async function deleteRoom(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(chatRooms).where(eq(chatRooms.id, id));
}

/** Joins (or accepts an invitation): the membership row, its read mark at the room's latest message. */
export async function joinRoom(tx: DbOrTx, v: { roomId: string; userId: string; admin: boolean; lastReadSeq: number; now: Date }): Promise<RoomMembershipRow> {
  const [row] = await tx
    .insert(roomMemberships)
    .values({ roomId: v.roomId, userId: v.userId, admin: v.admin, joinedAt: v.now, lastReadSeq: v.lastReadSeq, createdAt: v.now })
    .onConflictDoUpdate({ target: [roomMemberships.roomId, roomMemberships.userId], set: { joinedAt: v.now, lastReadSeq: v.lastReadSeq } })
    .returning();
  return row!;
}

export async function insertInvitation(tx: DbOrTx, v: { roomId: string; userId: string; invitedBy: string; now: Date }): Promise<RoomMembershipRow> {
  const [row] = await tx.insert(roomMemberships).values({ roomId: v.roomId, userId: v.userId, invitedBy: v.invitedBy, joinedAt: null, createdAt: v.now }).returning();
  return row!;
}

export async function deleteMembership(tx: DbOrTx, roomId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(roomMemberships)
    .where(and(eq(roomMemberships.roomId, roomId), eq(roomMemberships.userId, userId)))
    .returning({ id: roomMemberships.id });
  return rows.length > 0;
}

export async function setAdmin(tx: DbOrTx, roomId: string, userId: string, admin: boolean): Promise<RoomMembershipRow> {
  const [row] = await tx
    .update(roomMemberships)
    .set({ admin })
    .where(and(eq(roomMemberships.roomId, roomId), eq(roomMemberships.userId, userId)))
    .returning();
  return row!;
}

/** Bans the member (or updates the reason of a ban in force). */
export async function upsertBan(tx: DbOrTx, v: { roomId: string; userId: string; bannedBy: string; reason: string | null; now: Date }): Promise<RoomBanRow> {
  const [row] = await tx
    .insert(roomBans)
    .values({ roomId: v.roomId, userId: v.userId, bannedBy: v.bannedBy, reason: v.reason, createdAt: v.now })
    .onConflictDoUpdate({ target: [roomBans.roomId, roomBans.userId], set: { reason: v.reason, bannedBy: v.bannedBy } })
    .returning();
  return row!;
}

export async function deleteBan(tx: DbOrTx, roomId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(roomBans)
    .where(and(eq(roomBans.roomId, roomId), eq(roomBans.userId, userId)))
    .returning({ id: roomBans.id });
  return rows.length > 0;
}

/**
 * Appends a message: the room's next place (the room row stays locked by the update until commit),
 * the message, and the sender's read mark moved to it. One statement where there were three (a
 * room message's transaction, issue 18), named so that PostgreSQL parses and plans it once per
 * connection.
 */
export async function appendMessage(tx: DbOrTx, v: { roomId: string; senderId: string; body: string; now: Date }): Promise<RoomMessageRow> {
  const at = v.now.toISOString();
  const result = await executeNamed(
    tx,
    'append_room_message',
    sql`with next as (
      update ${chatRooms} set last_seq = last_seq + 1, active_at = ${at} where id = ${v.roomId} returning last_seq
    ), message as (
      insert into ${roomMessages} (room_id, seq, sender_id, body, created_at)
      select ${v.roomId}::uuid, next.last_seq, ${v.senderId}::uuid, ${v.body}::text, ${at}::timestamptz from next returning *
    ), read as (
      update ${roomMemberships} set last_read_seq = greatest(last_read_seq, (select last_seq from next)) where room_id = ${v.roomId} and user_id = ${v.senderId}
    )
    select * from message`,
  );
  return fromDriverRow(roomMessages, result.rows[0]!);
}

/** Moves the member's read mark forward (never back). */
export async function markRead(tx: DbOrTx, roomId: string, userId: string, seq: number): Promise<void> {
  await tx
    .update(roomMemberships)
    .set({ lastReadSeq: sql`greatest(${roomMemberships.lastReadSeq}, ${seq})` })
    .where(and(eq(roomMemberships.roomId, roomId), eq(roomMemberships.userId, userId)));
}

/** One member's facts as a message sender (for the event of a message just written). */
export async function findSenderFacts(db: DbOrTx, userId: string): Promise<SenderFacts | undefined> {
  const [row] = await db.select(senderFactsColumns()).from(users).where(eq(users.id, userId)).limit(1);
  return row ? toSenderFacts(row) : undefined;
}

export interface RoomMessageView extends RoomMessageRow {
  sender: SenderFacts;
}

/**
 * A page of the room's messages the viewer is shown (no block either way with the sender, senders
 * shown to others), oldest first: the `limit` latest before `beforeSeq`, or the first `limit` after
 * `afterSeq` (catch-up).
 */
export async function listMessages(db: DbOrTx, roomId: string, viewerId: string, page: { beforeSeq?: number | null; afterSeq?: number | null }, limit: number): Promise<RoomMessageView[]> {
  const forward = page.afterSeq !== undefined && page.afterSeq !== null;
  const rows = await db
    .select({ m: roomMessages, sender: senderFactsColumns() })
    .from(roomMessages)
    .innerJoin(users, eq(users.id, roomMessages.senderId))
    .where(
      and(
        eq(roomMessages.roomId, roomId),
        forward ? gt(roomMessages.seq, page.afterSeq!) : page.beforeSeq ? lt(roomMessages.seq, page.beforeSeq) : undefined,
        shownToOthersSql(),
        notBlockedWithSql(viewerId, roomMessages.senderId),
      ),
    )
    .orderBy(forward ? asc(roomMessages.seq) : desc(roomMessages.seq))
    .limit(limit);
  const views = rows.map(({ m, sender }) => ({ ...m, sender: toSenderFacts(sender) }));
  return forward ? views : views.reverse();
}

export async function findMessage(db: DbOrTx, id: string): Promise<RoomMessageRow | undefined> {
  const [row] = await db.select().from(roomMessages).where(eq(roomMessages.id, id)).limit(1);
  return row;
}

/** The viewer's facts the room list's SQL needs (the twin of canSee). */
export interface ListViewer extends ProfileViewer {
  isVerified: boolean;
  isPremium: boolean;
}

/**
 * SQL twin of canSee over `chat_rooms` joined with the viewer's membership (`m`): PUBLIC rooms; open
 * group chats for verified members and staff; private rooms the viewer belongs to or is invited to
 * (verified members); never a room the viewer is banned from.
 */
export function visibleRoomSql(viewer: ListViewer): SQL {
  const verified = isVerifiedMember(viewer);
  const group = verified || viewer.admin ? sql`${chatRooms.kind} = 'GROUP'` : sql`false`;
  const priv = verified ? sql`(${chatRooms.kind} = 'PRIVATE' and m.id is not null)` : sql`false`;
  const notBanned = sql`not exists (select 1 from ${roomBans} b where b.room_id = ${chatRooms.id} and b.user_id = ${viewer.id})`;
  return sql`((${chatRooms.kind} = 'PUBLIC' or ${group} or ${priv}) and ${notBanned})`;
}

export interface RoomListRow extends ChatRoomRow {
  membershipId: string | null;
  membershipAdmin: boolean | null;
  joinedAt: Date | null;
  lastReadSeq: number | null;
  memberCount: number;
  adminCount: number;
  unreadCount: number;
  latestBody: string | null;
}

/** The shown messages after the read mark, not the viewer's own, counted up to `cap` (the list says "more than" beyond). */
function unreadSql(viewerId: string, cap: number): SQL<number> {
  return sql<number>`case when m.joined_at is null then 0 else (select count(*)::int from (select 1 from ${roomMessages} rm where rm.room_id = ${chatRooms.id} and rm.seq > m.last_read_seq and rm.sender_id <> ${viewerId}
    and not exists (select 1 from ${blocks} b where b.blocker_id = ${viewerId} and b.blocked_id = rm.sender_id)
    and not exists (select 1 from ${blocks} b where b.blocker_id = rm.sender_id and b.blocked_id = ${viewerId}) limit ${cap}) unread) end`;
}

/** The latest message the viewer is shown, for the list's preview. */
function latestBodySql(viewerId: string): SQL<string | null> {
  return sql<string | null>`(select rm.body from ${roomMessages} rm join ${users} su on su.id = rm.sender_id where rm.room_id = ${chatRooms.id}
    and su.deleted_at is null and not su.is_deactivated
    and not exists (select 1 from ${blocks} b where b.blocker_id = ${viewerId} and b.blocked_id = rm.sender_id)
    and not exists (select 1 from ${blocks} b where b.blocker_id = rm.sender_id and b.blocked_id = ${viewerId})
    order by rm.seq desc limit 1)`;
}

const roomListColumns = (viewerId: string, cap: number) => ({
  room: chatRooms,
  membershipId: sql<string | null>`m.id`,
  membershipAdmin: sql<boolean | null>`m.admin`,
  joinedAt: sql<Date | string | null>`m.joined_at`,
  lastReadSeq: sql<number | string | null>`m.last_read_seq`,
  // Members only: staff who joined to moderate are not counted (docs/decisions/0031). Staff are
  // found through their own small index (users_staff_idx): joined to every member's row, the count
  // read the whole users table once per room (decision 0071).
  memberCount: sql<number>`(select count(*)::int from ${roomMemberships} rm where rm.room_id = ${chatRooms.id} and rm.joined_at is not null and not exists (select 1 from ${users} mu where mu.id = rm.user_id and mu.admin))`,
  adminCount: sql<number>`(select count(*)::int from ${roomMemberships} rm where rm.room_id = ${chatRooms.id} and rm.joined_at is not null and rm.admin)`,
  unreadCount: unreadSql(viewerId, cap),
  latestBody: latestBodySql(viewerId),
});

type RawListRow = { room: ChatRoomRow; membershipId: string | null; membershipAdmin: boolean | null; joinedAt: Date | string | null; lastReadSeq: number | string | null; memberCount: number; adminCount: number; unreadCount: number; latestBody: string | null };

function toListRow(r: RawListRow): RoomListRow {
  return {
    ...r.room,
    membershipId: r.membershipId,
    membershipAdmin: r.membershipAdmin,
    joinedAt: r.joinedAt === null ? null : new Date(r.joinedAt),
    lastReadSeq: r.lastReadSeq === null ? null : Number(r.lastReadSeq),
    memberCount: Number(r.memberCount),
    adminCount: Number(r.adminCount),
    unreadCount: Number(r.unreadCount),
    latestBody: r.latestBody,
  };
}

/** The rooms the viewer may see, latest activity first; JOINED / INVITED narrow to the viewer's memberships. */
export async function listRooms(db: DbOrTx, viewer: ListViewer, filter: 'ALL' | 'JOINED' | 'INVITED', keyset: Keyset | null, limit: number, cap: number): Promise<RoomListRow[]> {
  const narrowed = filter === 'JOINED' ? sql`m.joined_at is not null` : filter === 'INVITED' ? sql`(m.id is not null and m.joined_at is null)` : undefined;
  const before = keyset
    ? or(lt(chatRooms.activeAt, keyset.at), and(eq(chatRooms.activeAt, keyset.at), lt(chatRooms.id, keyset.id)))
    : undefined;
  const rows = await db
    .select(roomListColumns(viewer.id, cap))
    .from(chatRooms)
    .leftJoin(sql`${roomMemberships} m`, sql`m.room_id = ${chatRooms.id} and m.user_id = ${viewer.id}`)
    .where(and(visibleRoomSql(viewer), narrowed, before))
    .orderBy(desc(chatRooms.activeAt), desc(chatRooms.id))
    .limit(limit);
  return rows.map((r) => toListRow(r as RawListRow));
}

/** One room with the viewer's membership and counts (the room screen's header), whatever the rules say. */
export async function findRoomRow(db: DbOrTx, viewerId: string, roomId: string, cap: number): Promise<RoomListRow | undefined> {
  const [row] = await db
    .select(roomListColumns(viewerId, cap))
    .from(chatRooms)
    .leftJoin(sql`${roomMemberships} m`, sql`m.room_id = ${chatRooms.id} and m.user_id = ${viewerId}`)
    .where(eq(chatRooms.id, roomId))
    .limit(1);
  return row ? toListRow(row as RawListRow) : undefined;
}

export interface MemberView extends RoomMembershipRow {
  member: UserCardRow;
  /** The venue's staff (room admins in PUBLIC rooms). */
  memberIsStaff: boolean;
  memberDeletedAt: Date | null;
  /** The member created the room. */
  isOwner: boolean;
}

/**
 * The room's members (or open invitations), in joining order, shown to others and without a block
 * either way with the viewer. Staff in the room are listed to staff only: to members they do not
 * appear (docs/decisions/0031).
 */
export async function listMembers(db: DbOrTx, viewer: ProfileViewer, roomId: string, invited: boolean, keyset: Keyset | null, limit: number): Promise<MemberView[]> {
  const time = sql<Date>`coalesce(${roomMemberships.joinedAt}, ${roomMemberships.createdAt})`;
  const rows = await db
    .select({ ms: roomMemberships, staff: users.admin, deletedAt: users.deletedAt, isOwner: sql<boolean>`exists (select 1 from ${chatRooms} r where r.id = ${roomMemberships.roomId} and r.owner_id = ${roomMemberships.userId})`, ...userCardColumns(viewer) })
    .from(roomMemberships)
    .innerJoin(users, eq(users.id, roomMemberships.userId))
    .where(
      and(
        eq(roomMemberships.roomId, roomId),
        invited ? isNull(roomMemberships.joinedAt) : isNotNull(roomMemberships.joinedAt),
        shownToOthersSql(),
        viewer.admin ? undefined : eq(users.admin, false),
        notBlockedWithSql(viewer.id, users.id),
        keyset ? sql`(${time} > ${keyset.at.toISOString()}::timestamptz or (${time} = ${keyset.at.toISOString()}::timestamptz and ${roomMemberships.id} > ${keyset.id}))` : undefined,
      ),
    )
    .orderBy(asc(time), asc(roomMemberships.id))
    .limit(limit);
  return rows.map(({ ms, staff, deletedAt, isOwner, ...card }) => ({ ...ms, member: toUserCard(card), memberIsStaff: staff, memberDeletedAt: deletedAt, isOwner: Boolean(isOwner) }));
}

export interface BanView extends RoomBanRow {
  member: UserCardRow;
}

/** The room's bans, newest first (also of members the viewer has blocked: admins must be able to lift them). */
export async function listBans(db: DbOrTx, viewer: ProfileViewer, roomId: string, keyset: Keyset | null, limit: number): Promise<BanView[]> {
  const rows = await db
    .select({ ban: roomBans, ...userCardColumns(viewer) })
    .from(roomBans)
    .innerJoin(users, eq(users.id, roomBans.userId))
    .where(
      and(
        eq(roomBans.roomId, roomId),
        isNull(users.deletedAt),
        keyset ? or(lt(roomBans.createdAt, keyset.at), and(eq(roomBans.createdAt, keyset.at), lt(roomBans.id, keyset.id))) : undefined,
      ),
    )
    .orderBy(desc(roomBans.createdAt), desc(roomBans.id))
    .limit(limit);
  return rows.map(({ ban, ...card }) => ({ ...ban, member: toUserCard(card) }));
}

// Asked by every CurrentUser (the rooms a member may not enter): built once.
const bansOf = preparedPerHandle((db) => db.select({ id: roomBans.roomId }).from(roomBans).where(eq(roomBans.userId, sql.placeholder('userId'))).prepare('banned_room_ids_of'));

/** The rooms the member is banned from (CurrentUser.bannedRoomIds, spec §3). */
export async function bannedRoomIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await bansOf(db).execute({ userId });
  return rows.map((r) => r.id);
}

/** The member's joined memberships (CurrentUser.roomMemberships, spec §3). */
export async function membershipsOf(db: DbOrTx, userId: string): Promise<RoomMembershipRow[]> {
  return db
    .select()
    .from(roomMemberships)
    .where(and(eq(roomMemberships.userId, userId), isNotNull(roomMemberships.joinedAt)))
    .orderBy(asc(roomMemberships.joinedAt));
}

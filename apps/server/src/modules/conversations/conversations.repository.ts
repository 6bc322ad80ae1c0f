import { and, desc, eq, inArray, isNotNull, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ConversationFolder } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { recipientChannelsSql, type RecipientFacts } from '../notifications/notify.js';
import { preparedPerHandle, statementsPerIdCount, uuidArray } from '../../db/prepared.js';
import { users, type UserRow } from '../accounts/accounts.table.js';
import { usersIdSql } from '../accounts/members.repository.js';
import { hasBlockedSql, notBlockedWithSql } from '../blocks/blocks.repository.js';
import { blocks } from '../blocks/blocks.table.js';
import { isFriendOfSql } from '../friends/friends.repository.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { profiles } from '../profiles/profiles.table.js';
import { settingSql } from '../settings/settings.repository.js';
import { toUserCard, userCardColumns, type UserCardRow } from '../profiles/profiles.repository.js';
import { preparedForViewer } from '../profiles/viewer-prepared.js';
import { conversationParticipants as participants, conversations, type ParticipantRow } from './conversations.table.js';

// Queries of conversations and their participants; knows nothing of GraphQL.

/**
 * The two members' conversation in which both can still write to each other (neither deleted it),
 * if any: a new message between them goes there instead of starting another one.
 */
export async function findOpenPair(db: DbOrTx, a: string, b: string): Promise<string | null> {
  const rows = await openPairOf(db).execute({ a, b });
  return rows[0]?.id ?? null;
}

/** The conversation of `a` with the member of the row (`users`) that both still see, with no one else in it; the latest. */
function openPairWithSql(a: SQL | Placeholder): SQL<string | null> {
  return sql<string | null>`(select p.conversation_id from ${participants} p where p.user_id = ${a} and p.deleted_at is null and exists (select 1 from ${participants} q where q.conversation_id = p.conversation_id and q.user_id = ${usersIdSql} and q.deleted_at is null) and (select count(*) from ${participants} r where r.conversation_id = p.conversation_id) = 2 order by p.last_message_at desc limit 1)`;
}

// Asked before every first message to someone: prepared.
const openPairOf = preparedPerHandle((db) =>
  db
    .select({ id: openPairWithSql(sql.placeholder('a')) })
    .from(users)
    .where(eq(users.id, sql.placeholder('b')))
    .limit(1)
    .prepare('open_pair_of'),
);

/** A new conversation of these members (no message yet: the caller writes the first one). */
export async function insertConversation(tx: DbOrTx, memberIds: string[], now: Date): Promise<string> {
  const [row] = await tx.insert(conversations).values({ createdAt: now }).returning({ id: conversations.id });
  await tx.insert(participants).values(memberIds.map((userId) => ({ conversationId: row!.id, userId, joinedAt: now, lastMessageAt: now })));
  return row!.id;
}

/**
 * The conversation's participant rows, each with the blocks between its member and the viewer
 * (either way) and what a message's notification needs of them (their channels for MESSAGE and
 * push devices): what the write rules and the message's notifications read under the members'
 * locks, in one statement where there were three (issue 18).
 */
export async function participantsWithBlocks(
  db: DbOrTx,
  conversationId: string,
  viewerId: string,
): Promise<(ParticipantRow & { blockedByViewer: boolean; blockedViewer: boolean; messageChannels: Pick<RecipientFacts, 'stored' | 'settings' | 'devices'> })[]> {
  const rows = await participantsWithBlocksOf(db).execute({ id: conversationId, viewer: viewerId });
  return rows.map(({ participant, blockedByViewer, blockedViewer, stored, settings, devices }) => ({
    ...participant,
    blockedByViewer: Boolean(blockedByViewer),
    blockedViewer: Boolean(blockedViewer),
    messageChannels: { stored, settings, devices },
  }));
}

const participantsWithBlocksOf = preparedPerHandle((db) =>
  db
    .select({
      participant: participants,
      blockedByViewer: hasBlockedSql(sql`${sql.placeholder('viewer')}::uuid`, participants.userId),
      blockedViewer: hasBlockedSql(participants.userId, sql`${sql.placeholder('viewer')}::uuid`),
      ...recipientChannelsSql(sql`${participants.userId}`, sql`'MESSAGE'`),
    })
    .from(participants)
    .where(eq(participants.conversationId, sql.placeholder('id')))
    .prepare('participants_with_blocks_and_channels'),
);

/**
 * The member rows of a conversation's participants, locked until the transaction ends, in id order
 * (as lockMembers); none when `viewerId` takes no part in it, so a stranger's guess locks nobody.
 * Finding the participants and locking them is one statement (issue 18: a round trip less inside
 * every message's transaction).
 */
export async function lockParticipantMembers(tx: DbOrTx, conversationId: string, viewerId: string): Promise<Map<string, UserRow>> {
  const rows = await lockedParticipantMembers(tx).execute({ id: conversationId, viewer: viewerId });
  return new Map(rows.map((user) => [user.id, user]));
}

const lockedParticipantMembers = preparedPerHandle((db) => {
  const id = sql.placeholder('id');
  return db
    .select()
    .from(users)
    .where(
      sql`${users.id} in (select p.user_id from ${participants} p where p.conversation_id = ${id}::uuid)
        and exists (select 1 from ${participants} v where v.conversation_id = ${id}::uuid and v.user_id = ${sql.placeholder('viewer')}::uuid)`,
    )
    .orderBy(users.id)
    .for('update')
    .prepare('locked_participant_members');
});

/** Every participant row of the conversations (their own archive, deletion and read state). */
export async function participantsOf(db: DbOrTx, conversationIds: string[]): Promise<ParticipantRow[]> {
  if (conversationIds.length === 0) return [];
  return participantsOfIds(db).execute({ ids: uuidArray(conversationIds) });
}

// The hottest reads of conversations, built once (issue 18: Drizzle's SQL building was a fifth of
// the app's CPU under load).
const participantsOfIds = preparedPerHandle((db) =>
  db
    .select()
    .from(participants)
    .where(sql`${participants.conversationId} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('participants_of'),
);
const participationOf = preparedPerHandle((db) =>
  db
    .select()
    .from(participants)
    .where(and(eq(participants.conversationId, sql.placeholder('conversationId')), eq(participants.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('participation_of'),
);
const unreadTotalOf = preparedPerHandle((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${participants.unreadCount}), 0)::int` })
    .from(participants)
    .where(and(eq(participants.userId, sql.placeholder('userId')), isNull(participants.deletedAt)))
    .prepare('unread_total_of'),
);

/** The viewer's row of one conversation, locked until the transaction ends when `lock` is set. */
export async function findParticipation(db: DbOrTx, conversationId: string, userId: string, lock = false): Promise<ParticipantRow | undefined> {
  if (!lock) return (await participationOf(db).execute({ conversationId, userId }))[0];
  const [row] = await db
    .select()
    .from(participants)
    .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * SQL: how many simultaneous conversations the member `userId` has, for the limit of 3 (spec §6;
 * decision 0018): participations they have not deleted, in which another participant has not
 * deleted theirs and is shown to others (blocks are left out: a block is lifted in a click).
 */
export function openConversationCountSql(userId: string | Placeholder | SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${participants} p where p.user_id = ${userId} and p.deleted_at is null and exists (
    select 1 from ${participants} q join ${users} u on u.id = q.user_id
    where q.conversation_id = p.conversation_id and q.user_id <> p.user_id
      and q.deleted_at is null and u.deleted_at is null and not u.is_deactivated))`;
}

/** How many simultaneous conversations the member has (openConversationCountSql). */
export async function countOpenConversations(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await openConversationCount(db).execute({ userId });
  return Number(row?.n ?? 0);
}

// The inbox asks it on every visit of an unverified member (maximumConversationsReached): prepared.
const openConversationCount = preparedPerHandle((db) => {
  const userId = sql.placeholder('userId');
  return db.select({ n: openConversationCountSql(userId) }).from(users).where(eq(users.id, userId)).prepare('open_conversation_count');
});

// What the start rules read about two members (canStartConversation), and the conversation they
// already share, in one statement: the profile screen's "write" button asks it on every visit
// (issue 18: queries per request). (The join makes Drizzle name the table of every column, which
// the subqueries need.)
const startFactsOf = preparedPerHandle((db) => {
  const senderId = sql.placeholder('senderId');
  return db
    .select({
      senderBlockedOther: hasBlockedSql(senderId, usersIdSql),
      otherBlockedSender: hasBlockedSql(usersIdSql, senderId),
      onlyVerifiedMayContact: settingSql('onlyVerifiedMayContact', usersIdSql),
      messagesFromFriendsOnly: settingSql('messagesFromFriendsOnly', usersIdSql),
      areFriends: isFriendOfSql(senderId, usersIdSql),
      lookingFor: profiles.lookingFor,
      senderOpenCount: openConversationCountSql(senderId),
      otherOpenCount: openConversationCountSql(usersIdSql),
      openConversationId: openPairWithSql(senderId),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('otherId')))
    .limit(1)
    .prepare('start_facts_of');
});

export interface StartFactsRow {
  senderBlockedOther: boolean;
  otherBlockedSender: boolean;
  onlyVerifiedMayContact: boolean;
  messagesFromFriendsOnly: boolean;
  areFriends: boolean;
  lookingFor: string[];
  senderOpenCount: number;
  otherOpenCount: number;
  /** The conversation the two still share (findOpenPair), if any. */
  openConversationId: string | null;
}

/** Blocks either way, the other's contact settings and "looking for", friendship, both members' open conversations and the one they share; undefined for an unknown id. */
export async function findStartFacts(db: DbOrTx, senderId: string, otherId: string): Promise<StartFactsRow | undefined> {
  const [row] = await startFactsOf(db).execute({ senderId, otherId });
  if (!row) return undefined;
  return { ...row, lookingFor: row.lookingFor ?? [], senderOpenCount: Number(row.senderOpenCount), otherOpenCount: Number(row.otherOpenCount) };
}

export interface FolderKeyset {
  at: Date;
  id: string;
}

/**
 * A later page of the member's inbox or archive (or both: ALL), latest message first, after the
 * keyset; the first page comes with its facts (messages.repository.ts firstPageWithFacts). INBOX
 * and ARCHIVE walk conversation_participants_folder_idx.
 */
export async function listFolder(db: DbOrTx, userId: string, folder: ConversationFolder | 'ALL', keyset: FolderKeyset, limit: number): Promise<ParticipantRow[]> {
  const at = keyset.at.toISOString();
  return db
    .select()
    .from(participants)
    .where(
      and(
        inFolder(userId, folder),
        sql`(${participants.lastMessageAt}, ${participants.conversationId}) < (${at}::timestamptz, ${keyset.id}::uuid)`,
      ),
    )
    .orderBy(desc(participants.lastMessageAt), desc(participants.conversationId))
    .limit(limit);
}

/** The member's conversations they still see, in the folder (ALL: both). */
export function inFolder(userId: string | Placeholder, folder: ConversationFolder | 'ALL'): SQL {
  return and(
    eq(participants.userId, userId),
    isNull(participants.deletedAt),
    folder === 'ALL' ? undefined : sql`(${participants.archivedAt} is not null) = ${folder === 'ARCHIVE'}`,
  )!;
}

/** Unread messages of the member over every conversation they still see (the header's count). */
export async function unreadTotal(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await unreadTotalOf(db).execute({ userId });
  return Number(row?.n ?? 0);
}

/** unreadTotal for many members at once (the push badge of a batch). */
export async function unreadTotals(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: participants.userId, n: sql<number>`coalesce(sum(${participants.unreadCount}), 0)::int` })
    .from(participants)
    .where(and(inArray(participants.userId, userIds), isNull(participants.deletedAt)))
    .groupBy(participants.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/** The conversation's message counter (its last seq). */
export async function lastSeqOf(db: DbOrTx, conversationIds: string[]): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db.select({ id: conversations.id, lastSeq: conversations.lastSeq }).from(conversations).where(inArray(conversations.id, conversationIds));
  return new Map(rows.map((r) => [r.id, Number(r.lastSeq)]));
}

export interface MemberFacts extends UserCardRow {
  isDeactivated: boolean;
  deletedAt: Date | null;
}

// Every conversation's view and every message's delivery reads it: built once per kind of viewer.
function membersWithBlocksStatement(db: DbOrTx, viewer: ProfileViewer, ids: SQL, name: string) {
  return db
    .select({
      ...userCardColumns(viewer),
      isDeactivated: users.isDeactivated,
      deletedAt: users.deletedAt,
      blockedByViewer: sql<boolean>`exists (select 1 from ${blocks} b where b.blocker_id = ${viewer.id} and b.blocked_id = ${usersIdSql})`.as('blocked_by_viewer'),
      blockedViewer: sql<boolean>`exists (select 1 from ${blocks} b where b.blocker_id = ${usersIdSql} and b.blocked_id = ${viewer.id})`.as('blocked_viewer'),
    })
    .from(users)
    .where(ids)
    .prepare(name);
}
// One statement per count of members, planned once (statementsPerIdCount).
const membersWithBlocks = statementsPerIdCount(users.id, (where, suffix) =>
  preparedForViewer(`members_with_blocks${suffix}`, (db, viewer, name) => membersWithBlocksStatement(db, viewer, where, name)),
);

/**
 * The members as `viewer` sees them in lists, with what the rules need (deleted, deactivated), and
 * who of them the viewer blocked or was blocked by, in one query (a conversation's view reads both).
 */
export async function membersWithBlocksFor(db: DbOrTx, viewer: ProfileViewer, ids: string[]): Promise<{ members: Map<string, MemberFacts>; blocked: { blockedByViewer: Set<string>; blockedViewer: Set<string> } }> {
  const result = { members: new Map<string, MemberFacts>(), blocked: { blockedByViewer: new Set<string>(), blockedViewer: new Set<string>() } };
  if (ids.length === 0) return result;
  const lookup = membersWithBlocks([...new Set(ids)]);
  const { statement, params } = lookup.statement(db, viewer);
  const rows = await statement.execute({ ...params, ...lookup.params });
  for (const { isDeactivated, deletedAt, blockedByViewer, blockedViewer, ...card } of rows) {
    result.members.set(card.id, { ...toUserCard(card), isDeactivated, deletedAt });
    if (card.id === viewer.id) continue;
    if (blockedByViewer) result.blocked.blockedByViewer.add(card.id);
    if (blockedViewer) result.blocked.blockedViewer.add(card.id);
  }
  return result;
}

export async function setArchived(db: DbOrTx, conversationId: string, userId: string, at: Date | null): Promise<void> {
  await db
    .update(participants)
    .set({ archivedAt: at })
    .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)));
}

/** Deletes the conversation for one member: it leaves their lists, and their unread count with it. */
export async function setDeleted(db: DbOrTx, conversationId: string, userId: string, at: Date): Promise<void> {
  await db
    .update(participants)
    .set({ deletedAt: at, archivedAt: null, unreadCount: 0 })
    .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)));
}

/** True when nobody sees the conversation any more (every participant deleted it or is gone). */
export async function isAbandoned(db: DbOrTx, conversationId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(participants)
    .where(and(eq(participants.conversationId, conversationId), isNull(participants.deletedAt)));
  return Number(row?.n ?? 0) === 0;
}

/** Removes a conversation with its messages, read marks and upload rows (the caller removes the files). */
export async function deleteConversation(db: DbOrTx, conversationId: string): Promise<void> {
  await db.delete(conversations).where(eq(conversations.id, conversationId));
}

/** Ids of the conversations the member took part in (for the erasure of an account). */
export async function conversationIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: participants.conversationId }).from(participants).where(eq(participants.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * Who receives the sender's typing and read signals: the audience without members blocked either
 * way with the sender (a block silences even these, issue 11 item 8). The sender's own devices stay.
 */
export async function signalAudienceOf(db: DbOrTx, conversationId: string, senderId: string, withSender: boolean): Promise<string[]> {
  const rows = await db
    .select({ userId: participants.userId })
    .from(participants)
    .where(
      and(
        eq(participants.conversationId, conversationId),
        isNull(participants.deletedAt),
        withSender ? undefined : ne(participants.userId, senderId),
        notBlockedWithSql(senderId, participants.userId),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Participations that were deleted: for tests and the erasure (kept out of every list). */
export async function deletedParticipations(db: DbOrTx, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: participants.userId })
    .from(participants)
    .where(and(eq(participants.conversationId, conversationId), isNotNull(participants.deletedAt)));
  return rows.map((r) => r.userId);
}

import { and, desc, eq, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { FRIENDS, type FriendRequestDirection, type FriendshipStatus } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { users, type UserRow } from '../accounts/accounts.table.js';
import { shownToOthersSql, usersIdSql } from '../accounts/members.repository.js';
import { hasBlockedSql, notBlockedWithSql } from '../blocks/blocks.repository.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { toUserCard, userCardColumns, type UserCardRow } from '../profiles/profiles.repository.js';
import { profiles } from '../profiles/profiles.table.js';
import { settingSql } from '../settings/settings.repository.js';
import { preparedForViewer, preparedForViewerPerLimit } from '../profiles/viewer-prepared.js';
import { friendships, type FriendshipRow } from './friends.table.js';
import { openFriendshipSql } from './open-friendship.sql.js';

const openFriendship = preparedPerHandle((db) =>
  db
    .select()
    .from(friendships)
    .where(openFriendshipSql(sql.placeholder('a'), sql.placeholder('b')))
    .limit(1)
    .prepare('open_friendship'),
);

/** The open (PENDING or ACCEPTED) friendship row between two members, whoever asked, if any. */
export async function findOpenFriendship(db: DbOrTx, a: string, b: string) {
  const [row] = await openFriendship(db).execute({ a, b });
  return row;
}

/** True when the two members are friends (an ACCEPTED friendship, either direction). */
export async function areFriends(db: DbOrTx, a: string, b: string): Promise<boolean> {
  return (await findOpenFriendship(db, a, b))?.status === 'ACCEPTED';
}

/** SQL filter: the member in `userIdColumn` is a friend of the viewer. The list twin of areFriends. */
export function isFriendOfSql(viewerId: string | Placeholder, userIdColumn: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${friendships} f where f.status = 'ACCEPTED' and ((f.requester_id = ${viewerId} and f.addressee_id = ${userIdColumn}) or (f.requester_id = ${userIdColumn} and f.addressee_id = ${viewerId})))`;
}

/**
 * SQL: how many friends the member `userId` has (for the 10-friend limit of unverified members):
 * ACCEPTED friendships with members who are not deleted. Deactivated friends still count (it is
 * reversible).
 */
export function friendCountSql(userId: string | Placeholder | SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${friendships} f join ${users} fu on fu.id = case when f.requester_id = ${userId} then f.addressee_id else f.requester_id end
    where f.status = 'ACCEPTED' and (f.requester_id = ${userId} or f.addressee_id = ${userId}) and fu.deleted_at is null)`;
}

/** How many friends a member has (friendCountSql). */
export async function countFriends(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: friendCountSql(userId) }).from(users).where(eq(users.id, userId));
  return Number(row?.n ?? 0);
}

// What the request rule reads about two members (canRequestFriendship), in one statement: the
// profile screen asks it on every visit (issue 18: queries per request). (The joins make Drizzle
// name the table of every column, which the subqueries need.)
const requestFactsOf = preparedPerHandle((db) => {
  const senderId = sql.placeholder('senderId');
  return db
    .select({
      senderBlockedTarget: hasBlockedSql(senderId, usersIdSql),
      targetBlockedSender: hasBlockedSql(usersIdSql, senderId),
      onlyVerifiedMayContact: settingSql('onlyVerifiedMayContact', usersIdSql),
      lookingFor: profiles.lookingFor,
      open: friendships,
      senderFriendCount: friendCountSql(senderId),
      targetFriendCount: friendCountSql(usersIdSql),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    // The open friendship of the pair, if any (the open-pair index allows one).
    .leftJoin(
      friendships,
      and(
        sql`${friendships.status} in ('PENDING','ACCEPTED')`,
        or(and(eq(friendships.requesterId, senderId), eq(friendships.addresseeId, users.id)), and(eq(friendships.requesterId, users.id), eq(friendships.addresseeId, senderId))),
      ),
    )
    .where(eq(users.id, sql.placeholder('targetId')))
    .limit(1)
    .prepare('request_facts_of');
});

export interface RequestFactsRow {
  senderBlockedTarget: boolean;
  targetBlockedSender: boolean;
  onlyVerifiedMayContact: boolean;
  lookingFor: string[];
  open: FriendshipRow | null;
  senderFriendCount: number;
  targetFriendCount: number;
}

/** Blocks either way, the target's contact setting and "looking for", the pair's open friendship and both friend counts; undefined for an unknown id. */
export async function findRequestFacts(db: DbOrTx, senderId: string, targetId: string): Promise<RequestFactsRow | undefined> {
  const [row] = await requestFactsOf(db).execute({ senderId, targetId });
  if (!row) return undefined;
  return { ...row, lookingFor: row.lookingFor ?? [], senderFriendCount: Number(row.senderFriendCount), targetFriendCount: Number(row.targetFriendCount) };
}

/** The id of the other member of a friendship row, seen from `viewerId`. */
function otherSide(viewerId: string): SQL {
  return sql`case when ${friendships.requesterId} = ${viewerId} then ${friendships.addresseeId} else ${friendships.requesterId} end`;
}

export async function findFriendship(db: DbOrTx, id: string): Promise<FriendshipRow | undefined> {
  const [row] = await db.select().from(friendships).where(eq(friendships.id, id)).limit(1);
  return row;
}

/** Reads the friendship and locks it until the transaction ends (take the members' locks first). */
export async function lockFriendship(db: DbOrTx, id: string): Promise<FriendshipRow | undefined> {
  const [row] = await db.select().from(friendships).where(eq(friendships.id, id)).limit(1).for('update');
  return row;
}

export async function insertFriendRequest(db: DbOrTx, requesterId: string, addresseeId: string, now: Date): Promise<FriendshipRow> {
  const [row] = await db.insert(friendships).values({ requesterId, addresseeId, status: 'PENDING', createdAt: now }).returning();
  return row!;
}

/** Moves a friendship to its next status: ACCEPTED and DECLINED are answers, the rest end it. */
export async function setFriendshipStatus(db: DbOrTx, id: string, status: FriendshipStatus, byId: string, now: Date): Promise<FriendshipRow> {
  const answer = status === 'ACCEPTED' || status === 'DECLINED';
  const ends = status !== 'ACCEPTED';
  const [row] = await db
    .update(friendships)
    .set({
      status,
      ...(answer ? { respondedAt: now } : {}),
      ...(ends ? { endedAt: now, endedBy: byId } : {}),
    })
    .where(eq(friendships.id, id))
    .returning();
  return row!;
}

/** A member as lists show them to `viewer` (avatar, lock badge, online), or undefined. */
export async function findUserCard(db: DbOrTx, viewer: ProfileViewer, userId: string): Promise<UserCardRow | undefined> {
  const { statement, params } = userCardOf(db, viewer);
  const [row] = await statement.execute({ ...params, userId });
  return row ? toUserCard(row) : undefined;
}

// The profile screen's write and friend buttons ask for it in each opening: built once per kind of viewer.
const userCardOf = preparedForViewer('user_card', (db, viewer, name) =>
  db.select(userCardColumns(viewer)).from(users).where(eq(users.id, sql.placeholder('userId'))).limit(1).prepare(name),
);

/**
 * The member with this slug (any state: the caller decides) and their card as the viewer sees it,
 * in one statement: the profile screen's write and friend buttons start from the slug and show the
 * card (issue 18: two round trips before).
 */
export async function findMemberWithCardBySlug(db: DbOrTx, viewer: ProfileViewer, slug: string): Promise<{ member: UserRow; card: UserCardRow } | undefined> {
  const { statement, params } = memberWithCardBySlug(db, viewer);
  const [row] = await statement.execute({ ...params, slug: slug.toLowerCase() });
  return row ? { member: row.member, card: toUserCard(row.card) } : undefined;
}

const memberWithCardBySlug = preparedForViewer('member_with_card_by_slug', (db, viewer, name) =>
  db.select({ member: users, card: userCardColumns(viewer) }).from(users).where(eq(users.slug, sql.placeholder('slug'))).limit(1).prepare(name),
);

export interface FriendshipView extends FriendshipRow {
  /** The other member, seen from the viewer. */
  member: UserCardRow;
}

export interface Keyset {
  at: Date;
  id: string;
}

function before(time: SQL | AnyColumn, keyset: Keyset | null): SQL | undefined {
  if (!keyset) return undefined;
  return sql`(${time} < ${keyset.at.toISOString()}::timestamptz or (${time} = ${keyset.at.toISOString()}::timestamptz and ${friendships.id} < ${keyset.id}))`;
}

/** When two members became friends (accepted), for ordering the friends list. */
export const friendsSinceSql = sql<Date>`coalesce(${friendships.respondedAt}, ${friendships.createdAt})`;

/**
 * The viewer's friends, latest first: ACCEPTED friendships whose other member is shown to others
 * and has no block with the viewer in either direction.
 */
export async function listFriends(db: DbOrTx, viewer: ProfileViewer, keyset: Keyset | null, limit: number): Promise<FriendshipView[]> {
  const viewerId = viewer.id;
  const rows = await db
    .select({ f: friendships, ...userCardColumns(viewer) })
    .from(friendships)
    .innerJoin(users, eq(users.id, otherSide(viewerId)))
    .where(
      and(
        eq(friendships.status, 'ACCEPTED'),
        or(eq(friendships.requesterId, viewerId), eq(friendships.addresseeId, viewerId)),
        shownToOthersSql(),
        notBlockedWithSql(viewerId, users.id),
        before(friendsSinceSql, keyset),
      ),
    )
    .orderBy(desc(friendsSinceSql), desc(friendships.id))
    .limit(limit);
  return rows.map(({ f, ...card }) => ({ ...f, member: toUserCard(card) }));
}

/** Open requests to the viewer (INCOMING) or from the viewer (OUTGOING), newest first, with the same filters. */
export async function listRequests(db: DbOrTx, viewer: ProfileViewer, direction: FriendRequestDirection, keyset: Keyset | null, limit: number): Promise<FriendshipView[]> {
  let rows;
  if (keyset) rows = await requestsQuery(db, viewer, direction, keyset).limit(limit);
  else {
    const { statement, params } = (direction === 'INCOMING' ? firstIncoming : firstOutgoing)(db, viewer, limit);
    rows = await statement.execute(params);
  }
  return rows.map(({ f, ...card }) => ({ ...f, member: toUserCard(card) }));
}

function requestsQuery(db: DbOrTx, viewer: ProfileViewer, direction: FriendRequestDirection, keyset: Keyset | null) {
  const viewerId = viewer.id;
  const incoming = direction === 'INCOMING';
  return db
    .select({ f: friendships, ...userCardColumns(viewer) })
    .from(friendships)
    .innerJoin(users, eq(users.id, incoming ? friendships.requesterId : friendships.addresseeId))
    .where(
      and(
        eq(friendships.status, 'PENDING'),
        eq(incoming ? friendships.addresseeId : friendships.requesterId, viewerId),
        shownToOthersSql(),
        notBlockedWithSql(viewerId, users.id),
        before(friendships.createdAt, keyset),
      ),
    )
    .orderBy(desc(friendships.createdAt), desc(friendships.id))
    .$dynamic();
}

// Home shows the first incoming requests on every visit: built once per kind of viewer, its size in
// the SQL for home's page and the friends screen's (one row more than shown: is there a next page?).
const firstRequests = (direction: FriendRequestDirection) =>
  preparedForViewerPerLimit(`friend_requests_${direction.toLowerCase()}_first`, [FRIENDS.homeRequests + 1, FRIENDS.pageSize + 1], (db, viewer, name, limit) =>
    requestsQuery(db, viewer, direction, null).limit(limit).prepare(name),
  );
const firstIncoming = firstRequests('INCOMING');
const firstOutgoing = firstRequests('OUTGOING');

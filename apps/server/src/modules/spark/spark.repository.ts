import { and, desc, eq, gte, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.js';
import { withIndexWalks } from '../../db/index-walks.js';
import { users, type UserRow } from '../accounts/accounts.table.js';
import { shownToOthersSql, usersIdSql } from '../accounts/members.repository.js';
import { notBlockedWithSql } from '../blocks/blocks.repository.js';
import { userUploads } from '../photos/photos.table.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { toUserCard, userCardColumns, type ProfileImageRow, type UserCardRow } from '../profiles/profiles.repository.js';
import { profilePersons, profiles } from '../profiles/profiles.table.js';
import { settingSql } from '../settings/settings.repository.js';
import type { Cursor } from '../../shared/cursor.js';
import { candidateSql, type SparkMember, type SparkReadinessFacts } from './spark.policy.js';
import { sparkDecisions, sparkMatches, type SparkDecisionRow, type SparkMatchRow } from './spark.table.js';

// Queries only: the deck, decisions, matches and the lists.

/** A member's own readiness facts (spec §5). */
export async function readinessOf(db: DbOrTx, user: { id: string; sex: string | null }): Promise<SparkReadinessFacts & { lookingFor: string[] }> {
  const publicUpload = (column: SQL) => sql<boolean>`exists (select 1 from ${userUploads} u where u.id = ${column} and u.user_id = ${profiles.userId} and u.visibility = 'PUBLIC')`;
  const [p] = await db
    .select({ lookingFor: profiles.lookingFor, hasAvatar: publicUpload(sql`${profiles.avatarUploadId}`), hasWallPicture: publicUpload(sql`${profiles.wallUploadId}`) })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  const [persons] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profilePersons)
    .where(and(eq(profilePersons.userId, user.id), sql`${profilePersons.age} is not null`));
  return { sex: user.sex, personsWithAge: persons?.n ?? 0, lookingFor: p?.lookingFor ?? [], hasAvatar: !!p?.hasAvatar, hasWallPicture: !!p?.hasWallPicture };
}

/** A card of the deck: the member as lists show them, their wall picture and what they look for. */
export interface SparkCardRow {
  member: UserCardRow;
  wallImage: ProfileImageRow | null;
  lookingFor: string[];
}

function deckColumns(viewer: ProfileViewer) {
  return {
    ...userCardColumns(viewer),
    wall: sql<ProfileImageRow | string | null>`(select json_build_object('id', u.id, 'width', u.width, 'height', u.height) from ${profiles} p join ${userUploads} u on u.id = p.wall_upload_id and u.user_id = p.user_id where p.user_id = ${usersIdSql} and u.visibility = 'PUBLIC')`.as('wall'),
    lookingFor: sql<string[] | string>`(select p.looking_for from ${profiles} p where p.user_id = ${usersIdSql})`.as('looking_for'),
  };
}

/** The member shows when they were last active (as the search orders, search.repository.ts). */
const showsActivitySql = () => sql`(${users.lastActiveAt} is not null and ${settingSql('shownOnline', users.id)})`;

/**
 * The deck's two walks, as queries (the bench prints their plans): members who show their activity,
 * most recently active first, along users_listed_type_activity_idx, one walk per type the viewer
 * looks for (merged); then the others by id. The order only uses what the viewer may see, and the
 * same deck gives the same next card on a reload.
 */
export function deckQueries(db: DbOrTx, viewer: SparkMember, viewerLookingFor: readonly string[], now: Date) {
  const deck = candidateSql(viewer, viewerLookingFor, now);
  const walkOfType = (type: string, limit: number) =>
    db
      .select(deckColumns(viewer))
      .from(users)
      .where(and(eq(users.sex, type), deck, showsActivitySql()))
      .orderBy(desc(users.lastActiveAt), desc(users.id))
      .limit(limit);
  return {
    showingActivity: (limit = 1) => {
      const [a, b, ...rest] = viewerLookingFor.map((type) => walkOfType(type, limit));
      if (!a) return walkOfType('', limit);
      if (!b) return a;
      return unionAll(a, b, ...rest)
        .orderBy(sql`shown_last_active_at desc`, sql`id desc`)
        .limit(limit);
    },
    showingNone: () => db.select(deckColumns(viewer)).from(users).where(and(deck, not(showsActivitySql()))).orderBy(desc(users.id)).limit(1),
  };
}

/** The next card of the viewer's deck, or null when the deck is empty (along the activity index: db/index-walks.ts). */
export async function nextCard(database: Database, viewer: SparkMember, viewerLookingFor: readonly string[], now: Date): Promise<SparkCardRow | null> {
  return withIndexWalks(database, async (db) => {
    const queries = deckQueries(db, viewer, viewerLookingFor, now);
    const first = await queries.showingActivity();
    const [row] = first.length > 0 ? first : await queries.showingNone();
    return row ? toCard(row) : null;
  });
}

/** One member's card as the deck shows it (after an undone skip). */
export async function cardOf(db: DbOrTx, viewer: SparkMember, userId: string): Promise<SparkCardRow | null> {
  const [row] = await db.select(deckColumns(viewer)).from(users).where(eq(users.id, userId)).limit(1);
  return row ? toCard(row) : null;
}

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

type DeckRow = Awaited<ReturnType<ReturnType<typeof deckQueries>['showingNone']>>[number];

function toCard(row: DeckRow): SparkCardRow {
  const { wall, lookingFor, ...card } = row;
  return {
    member: toUserCard(card),
    wallImage: typeof wall === 'string' ? (JSON.parse(wall) as ProfileImageRow) : wall,
    lookingFor: typeof lookingFor === 'string' ? parsePgArray(lookingFor) : (lookingFor ?? []),
  };
}

/** PGlite may hand a text[] from sql`` over as its literal "{M,F}". */
function parsePgArray(value: string): string[] {
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

export async function findDecision(db: DbOrTx, actorId: string, targetId: string): Promise<SparkDecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(sparkDecisions)
    .where(and(eq(sparkDecisions.actorId, actorId), eq(sparkDecisions.targetId, targetId)))
    .limit(1);
  return row;
}

/** Records a decision (a spark replaces an earlier skip; a new skip restarts the skip period). */
export async function saveDecision(db: DbOrTx, actorId: string, targetId: string, kind: 'SPARK' | 'SKIP', now: Date): Promise<void> {
  await db
    .insert(sparkDecisions)
    .values({ actorId, targetId, kind, decidedAt: now })
    .onConflictDoUpdate({ target: [sparkDecisions.actorId, sparkDecisions.targetId], set: { kind, decidedAt: now } });
}

/** The member's sparks since `since` (the start of the Swiss day). */
export async function countSparksSince(db: DbOrTx, actorId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sparkDecisions)
    .where(and(eq(sparkDecisions.actorId, actorId), eq(sparkDecisions.kind, 'SPARK'), gte(sparkDecisions.decidedAt, since)));
  return row?.n ?? 0;
}

/** The member's most recent decision. */
export async function lastDecision(db: DbOrTx, actorId: string): Promise<SparkDecisionRow | undefined> {
  const [row] = await db.select().from(sparkDecisions).where(eq(sparkDecisions.actorId, actorId)).orderBy(desc(sparkDecisions.decidedAt)).limit(1);
  return row;
}

export async function deleteDecision(db: DbOrTx, actorId: string, targetId: string): Promise<void> {
  await db.delete(sparkDecisions).where(and(eq(sparkDecisions.actorId, actorId), eq(sparkDecisions.targetId, targetId)));
}

/** Records the match of two members once (the pair ordered); null when it existed already. */
export async function insertMatch(db: DbOrTx, a: string, b: string, now: Date): Promise<SparkMatchRow | null> {
  const [userA, userB] = a < b ? [a, b] : [b, a];
  const [row] = await db.insert(sparkMatches).values({ userA, userB, createdAt: now }).onConflictDoNothing().returning();
  return row ?? null;
}

export interface SparkMatchView {
  id: string;
  createdAt: Date;
  member: UserCardRow;
}

const otherOfMatch = (viewerId: string) => sql`case when ${sparkMatches.userA} = ${viewerId} then ${sparkMatches.userB} else ${sparkMatches.userA} end`;

/** The viewer's matches with members still shown and not blocked either way, newest first. */
export async function listMatches(db: DbOrTx, viewer: ProfileViewer, after: Cursor | null, limit: number): Promise<SparkMatchView[]> {
  const rows = await db
    .select({ matchId: sparkMatches.id, matchedAt: sparkMatches.createdAt, ...userCardColumns(viewer) })
    .from(sparkMatches)
    .innerJoin(users, eq(users.id, otherOfMatch(viewer.id)))
    .where(
      and(
        or(eq(sparkMatches.userA, viewer.id), eq(sparkMatches.userB, viewer.id)),
        shownToOthersSql(),
        notBlockedWithSql(viewer.id, users.id),
        after ? or(lt(sparkMatches.createdAt, after.at), and(eq(sparkMatches.createdAt, after.at), lt(sparkMatches.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(sparkMatches.createdAt), desc(sparkMatches.id))
    .limit(limit);
  return rows.map(({ matchId, matchedAt, ...card }) => ({ id: matchId, createdAt: matchedAt, member: toUserCard(card) }));
}

export interface SparkAdmirerView {
  sparkedAt: Date;
  member: UserCardRow;
}

/**
 * Who sparked the viewer and is no match yet (the viewer has not sparked them), newest first:
 * members still shown, not staff, not blocked either way.
 */
export async function listAdmirers(db: DbOrTx, viewer: ProfileViewer, after: Cursor | null, limit: number): Promise<SparkAdmirerView[]> {
  const viewerSparked = sql`coalesce((select d2.kind = 'SPARK' from ${sparkDecisions} d2 where d2.actor_id = ${viewer.id} and d2.target_id = ${sparkDecisions.actorId}), false)`;
  const rows = await db
    .select({ sparkedAt: sparkDecisions.decidedAt, ...userCardColumns(viewer) })
    .from(sparkDecisions)
    .innerJoin(users, eq(users.id, sparkDecisions.actorId))
    .where(
      and(
        eq(sparkDecisions.targetId, viewer.id),
        eq(sparkDecisions.kind, 'SPARK'),
        not(viewerSparked),
        shownToOthersSql(),
        eq(users.admin, false),
        notBlockedWithSql(viewer.id, users.id),
        after ? or(lt(sparkDecisions.decidedAt, after.at), and(eq(sparkDecisions.decidedAt, after.at), lt(users.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(sparkDecisions.decidedAt), desc(users.id))
    .limit(limit);
  return rows.map(({ sparkedAt, ...card }) => ({ sparkedAt, member: toUserCard(card) }));
}

/** A member's decisions and matches for the data export (decision 0014): what they did, not others' sparks. */
export async function exportOf(db: DbOrTx, userId: string) {
  const decisions = await db
    .select({ kind: sparkDecisions.kind, decidedAt: sparkDecisions.decidedAt, member: users.username })
    .from(sparkDecisions)
    .innerJoin(users, eq(users.id, sparkDecisions.targetId))
    .where(eq(sparkDecisions.actorId, userId))
    .orderBy(sparkDecisions.decidedAt);
  const matches = await db
    .select({ id: sparkMatches.id, createdAt: sparkMatches.createdAt, member: users.username })
    .from(sparkMatches)
    .innerJoin(users, eq(users.id, otherOfMatch(userId)))
    .where(or(eq(sparkMatches.userA, userId), eq(sparkMatches.userB, userId)))
    .orderBy(sparkMatches.createdAt);
  return { decisions, matches };
}

import { and, desc, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from './accounts.table.js';
import { executeNamed, listedCountFor, paddedTo, preparedPerHandle } from '../../db/prepared.js';
import { driverJson, fromDriverRow } from '../../db/driver-row.js';

export async function insertSession(db: DbOrTx, row: { userId: string; tokenHash: string; expiresAt: Date; userAgent?: string | null }) {
  const [session] = await db.insert(sessions).values(row).returning();
  return session!;
}

function prepareSessionLookup(db: DbOrTx) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_with_user');
}

/**
 * Every signed-in request asks this, so the query is built once per database handle: building it
 * (drizzle assembling the SQL of two tables' columns) cost about five times what running it does.
 */
const sessionLookup = preparedPerHandle(prepareSessionLookup);

export async function findSessionWithUser(db: DbOrTx, tokenHash: string, now: Date): Promise<SessionWithUser | undefined> {
  const [row] = await sessionLookup(db).execute({ tokenHash, now });
  return row;
}

function prepareSessionsLookup(db: DbOrTx) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`, gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('sessions_with_users');
}

/** Prepared too: a long list (the open sockets' sessions) as one array parameter. */
const sessionsLookup = preparedPerHandle(prepareSessionsLookup);

/**
 * Under load most lookups go several at once (requests that arrived together: 2–16). Each token
 * probes the unique index on its own, in a statement of fixed size (the list padded with its last
 * token, as `statementsPerIdCount`), which PostgreSQL plans once per connection. With one array
 * parameter it planned again at every bind (0.35 ms, nine times the run), and for eight tokens it
 * read the whole table of a small venue's sessions instead of the index (decision 0074).
 */
function sessionsByProbes(count: number, tokenHashes: readonly string[], now: Date): SQL {
  const probes = paddedTo(tokenHashes, count).map((hash) => sql`${hash}::text`);
  return sql`select to_jsonb(s) as session, to_jsonb(u) as member
    from unnest(array[${sql.join(probes, sql`, `)}]) as t(h)
    cross join lateral (select * from ${sessions} x where x.token_hash = t.h and x.expires_at > ${now.toISOString()}::timestamptz limit 1) s
    join ${users} u on u.id = s.user_id`;
}

/** Several sessions at once (requests that arrived together, open sockets), by token hash, with their members. */
export async function findSessionsWithUsers(db: DbOrTx, tokenHashes: string[], now: Date): Promise<Map<string, SessionWithUser>> {
  const count = listedCountFor(tokenHashes.length);
  if (count === undefined) {
    const rows = await sessionsLookup(db).execute({ tokenHashes, now });
    return new Map(rows.map((r) => [r.session.tokenHash, r]));
  }
  const { rows } = await executeNamed(db, `sessions_of_${count}`, sessionsByProbes(count, tokenHashes, now));
  const found = new Map<string, SessionWithUser>();
  for (const row of rows) {
    const session = fromDriverRow(sessions, driverJson(row.session as Record<string, unknown> | string)!);
    found.set(session.tokenHash, { session, user: fromDriverRow(users, driverJson(row.member as Record<string, unknown> | string)!) });
  }
  return found;
}

/** Of these sessions, those that have not ended or expired, with their member (open sockets are checked with it). */
export async function findLiveSessions(db: DbOrTx, tokenHashes: string[], now: Date): Promise<Map<string, typeof users.$inferSelect>> {
  if (tokenHashes.length === 0) return new Map();
  const found = await findSessionsWithUsers(db, tokenHashes, now);
  return new Map([...found].map(([hash, row]) => [hash, row.user]));
}

/** Marks use at most once a minute so that every request does not cost a write. */
export async function touchSession(db: DbOrTx, sessionId: string, now: Date) {
  await sessionTouch(db).execute({ sessionId, now: now.toISOString() });
}

// A member's first request of each minute: prepared.
const sessionTouch = preparedPerHandle((db) =>
  db
    .update(sessions)
    .set({ lastUsedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), lt(sessions.lastUsedAt, sql`${sql.placeholder('now')}::timestamptz - interval '1 minute'`)))
    .prepare('touch_session'),
);

export async function deleteSessionByHash(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the member except the one with `keepTokenHash` (none kept when null). */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepTokenHash: string | null): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

export type SessionRow = typeof sessions.$inferSelect;
export interface SessionWithUser {
  session: SessionRow;
  user: typeof users.$inferSelect;
}

/** The member's sessions that have not expired, newest first, after the keyset position. */
export async function listSessions(db: DbOrTx, userId: string, now: Date, after: { at: Date; id: string } | null, limit: number): Promise<SessionRow[]> {
  const keyset = after ? or(lt(sessions.createdAt, after.at), and(eq(sessions.createdAt, after.at), lt(sessions.id, after.id))) : undefined;
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), keyset))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

export async function findSessionById(db: DbOrTx, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

/** Ends one session of this member; answers whether there was one to end. */
export async function deleteSessionOfUser(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

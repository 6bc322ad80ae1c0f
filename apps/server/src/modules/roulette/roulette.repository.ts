import { and, asc, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { notBlockedWithSql } from '../blocks/blocks.repository.js';
import { profileTypeMatchesSql } from '../profiles/profile-match.js';
import { rouletteMembers, rouletteMessages, roulettePairs, type RouletteMemberRow, type RouletteMessageRow, type RoulettePairRow } from './roulette.table.js';

// Queries only: members' places, live pairs and their messages.

/** Every queue change runs under this one transaction lock, so two members joining at once find each other. */
const MATCHING_LOCK = 0x726f756c; // "roul"

export async function lockMatching(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MATCHING_LOCK})`);
}

/** The member's row, created empty when missing, locked until the transaction ends. */
export async function lockMember(tx: DbOrTx, userId: string, now: Date): Promise<RouletteMemberRow> {
  await tx.insert(rouletteMembers).values({ userId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(rouletteMembers).where(eq(rouletteMembers.userId, userId)).for('update');
  return row!;
}

export async function findMember(db: DbOrTx, userId: string): Promise<RouletteMemberRow | undefined> {
  const [row] = await db.select().from(rouletteMembers).where(eq(rouletteMembers.userId, userId));
  return row;
}

export async function updateMember(tx: DbOrTx, userId: string, values: Partial<Omit<RouletteMemberRow, 'userId'>>): Promise<void> {
  await tx.update(rouletteMembers).set(values).where(eq(rouletteMembers.userId, userId));
}

export async function findPair(db: DbOrTx, id: string): Promise<RoulettePairRow | undefined> {
  const [row] = await db.select().from(roulettePairs).where(eq(roulettePairs.id, id));
  return row;
}

export async function lockPair(tx: DbOrTx, id: string): Promise<RoulettePairRow | undefined> {
  const [row] = await tx.select().from(roulettePairs).where(eq(roulettePairs.id, id)).for('update');
  return row;
}

/**
 * SQL twin of isMatch over the waiting members (`roulette_members` joined with `users`): verified,
 * active members with a profile type, still in the queue, whose type `me` looks for and who look for
 * `me`'s type, without a block either way, and neither one the other's last partner.
 */
export function candidateSql(me: { id: string; sex: string; lookingFor: readonly string[]; lastPartnerId: string | null }, now: Date): SQL {
  const iLookFor = me.lookingFor.length === 0 ? sql`true` : sql`${users.sex} in (${sql.join(me.lookingFor.map((s) => sql`${s}`), sql`, `)})`;
  return and(
    isNotNull(rouletteMembers.waitingSince),
    gt(rouletteMembers.queueExpiresAt, now),
    sql`${rouletteMembers.userId} <> ${me.id}`,
    sql`${rouletteMembers.lastPartnerId} is distinct from ${me.id}::uuid`,
    me.lastPartnerId ? sql`${rouletteMembers.userId} <> ${me.lastPartnerId}` : undefined,
    sql`${users.deletedAt} is null and not ${users.isDeactivated} and (${users.isVerified} or ${users.isPremium}) and ${users.sex} is not null`,
    sql`(${users.loginTimeoutUntil} is null or ${users.loginTimeoutUntil} <= ${now.toISOString()}::timestamptz)`,
    profileTypeMatchesSql(me.sex, rouletteMembers.userId),
    iLookFor,
    notBlockedWithSql(me.id, rouletteMembers.userId),
  )!;
}

/** The member waiting longest who matches `me`, locked (under the matching lock nobody else takes them). */
export async function findCandidate(tx: DbOrTx, me: Parameters<typeof candidateSql>[0], now: Date): Promise<string | null> {
  const [row] = await tx
    .select({ id: rouletteMembers.userId })
    .from(rouletteMembers)
    .innerJoin(users, eq(users.id, rouletteMembers.userId))
    .where(candidateSql(me, now))
    .orderBy(asc(rouletteMembers.waitingSince))
    .limit(1);
  return row?.id ?? null;
}

export async function insertPair(tx: DbOrTx, v: { userA: string; userB: string; aliasA: string; aliasB: string; now: Date }): Promise<RoulettePairRow> {
  const [row] = await tx.insert(roulettePairs).values({ userA: v.userA, userB: v.userB, aliasA: v.aliasA, aliasB: v.aliasB, startedAt: v.now }).returning();
  return row!;
}

/** Ends a chat: the pair goes with its messages (nothing is kept, decision 0019); both members' pair_id become null. */
export async function deletePair(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(roulettePairs).where(eq(roulettePairs.id, id));
}

export async function setReveal(tx: DbOrTx, id: string, side: 'A' | 'B'): Promise<RoulettePairRow> {
  const [row] = await tx
    .update(roulettePairs)
    .set(side === 'A' ? { revealA: true } : { revealB: true })
    .where(eq(roulettePairs.id, id))
    .returning();
  return row!;
}

/** The next place in the chat (the pair row is locked by this update until commit). */
export async function nextSeq(tx: DbOrTx, pairId: string): Promise<number> {
  const [row] = await tx
    .update(roulettePairs)
    .set({ lastSeq: sql`${roulettePairs.lastSeq} + 1` })
    .where(eq(roulettePairs.id, pairId))
    .returning({ seq: roulettePairs.lastSeq });
  return row!.seq;
}

export async function insertMessage(tx: DbOrTx, v: { pairId: string; seq: number; senderId: string; body: string; now: Date }): Promise<RouletteMessageRow> {
  const [row] = await tx.insert(rouletteMessages).values({ pairId: v.pairId, seq: v.seq, senderId: v.senderId, body: v.body, createdAt: v.now }).returning();
  return row!;
}

/** The chat's messages after `afterSeq`, oldest first. */
export async function listMessages(db: DbOrTx, pairId: string, afterSeq: number, limit: number): Promise<RouletteMessageRow[]> {
  return db
    .select()
    .from(rouletteMessages)
    .where(and(eq(rouletteMessages.pairId, pairId), gt(rouletteMessages.seq, afterSeq)))
    .orderBy(asc(rouletteMessages.seq))
    .limit(limit);
}

/** The chat's latest messages, oldest first (what a report quotes). */
export async function latestMessages(db: DbOrTx, pairId: string, limit: number): Promise<RouletteMessageRow[]> {
  const rows = await db
    .select()
    .from(rouletteMessages)
    .where(eq(rouletteMessages.pairId, pairId))
    .orderBy(sql`${rouletteMessages.seq} desc`)
    .limit(limit);
  return rows.reverse();
}

/** The pairs a member is in (one at most while the rules hold). */
export async function pairsOf(db: DbOrTx, userId: string): Promise<RoulettePairRow[]> {
  return db
    .select()
    .from(roulettePairs)
    .where(or(eq(roulettePairs.userA, userId), eq(roulettePairs.userB, userId)));
}

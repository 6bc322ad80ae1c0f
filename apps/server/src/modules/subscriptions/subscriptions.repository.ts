import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { subscriptions, type SubscriptionRow } from './subscriptions.table.js';

// Queries only.

export async function findLiveSubscription(db: DbOrTx, userId: string, opts: { lock?: boolean } = {}): Promise<SubscriptionRow | undefined> {
  const q = db.select().from(subscriptions).where(and(eq(subscriptions.userId, userId), ne(subscriptions.state, 'ENDED')));
  const [row] = await (opts.lock ? q.for('update') : q);
  return row;
}

/** The live subscription, else the latest ended one (what /premium shows). */
export async function findLatestSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(sql`${subscriptions.state} = 'ENDED'`, desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

export async function lockSubscription(db: DbOrTx, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function hadTrial(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.trialEndsAt))).limit(1);
  return !!row;
}

export async function insertSubscription(db: DbOrTx, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(db: DbOrTx, id: string, patch: Partial<typeof subscriptions.$inferInsert>, now: Date): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set({ ...patch, updatedAt: now }).where(eq(subscriptions.id, id)).returning();
  return row!;
}

/** users.is_premium: the one flag the rest of the app reads (spec §6), written with the state change. */
export async function setPremiumFlag(db: DbOrTx, userId: string, isPremium: boolean): Promise<void> {
  await db.update(users).set({ isPremium, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export function subscriptionsOf(db: DbOrTx, userId: string) {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.createdAt);
}

export async function deleteSubscriptionsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
}

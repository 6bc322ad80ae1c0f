import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pushSubscriptions, type PushSubscriptionRow } from './push-subscriptions.table.js';

// Queries only.

export type NewPushSubscription = Pick<typeof pushSubscriptions.$inferInsert, 'userId' | 'endpoint' | 'p256dh' | 'auth' | 'userAgent' | 'createdAt'>;

/**
 * Saves the browser's subscription for this member. An endpoint already stored (for anyone) is
 * taken over: a browser belongs to whoever is signed in on it now. `created_at` is kept when
 * the same member saves again and restarts when the endpoint changes hands, and so does the choice
 * of detailed texts (a new owner starts discreet).
 */
export async function upsertSubscription(tx: DbOrTx, values: NewPushSubscription): Promise<PushSubscriptionRow> {
  const [row] = await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        userAgent: values.userAgent,
        createdAt: sql`case when ${pushSubscriptions.userId} = excluded.user_id then ${pushSubscriptions.createdAt} else excluded.created_at end`,
        // A browser that changes hands starts discreet again (decision 0040).
        detailed: sql`case when ${pushSubscriptions.userId} = excluded.user_id then ${pushSubscriptions.detailed} else false end`,
      },
    })
    .returning();
  return row!;
}

/** Deletes all but the member's newest `keep` subscriptions (old browsers are forgotten first). */
export async function pruneSubscriptions(tx: DbOrTx, userId: string, keep: number): Promise<void> {
  const newest = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

export async function lockByEndpoint(tx: DbOrTx, endpoint: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).for('update').limit(1);
  return row;
}

export async function deleteSubscription(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function findByEndpoint(db: DbOrTx, endpoint: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1);
  return row;
}

export async function setDetailed(tx: DbOrTx, id: string, detailed: boolean): Promise<PushSubscriptionRow> {
  const [row] = await tx.update(pushSubscriptions).set({ detailed }).where(eq(pushSubscriptions.id, id)).returning();
  return row!;
}

import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { sparkDecisions } from '../spark/spark.table.js';

/**
 * DEMO ONLY. Two demo members who look for a single man have sparked Reto_ZH (verified), so his
 * "who sparked me" shows them and a match is one tap away on /spark (issue 16). Idempotent: one row
 * per pair, an existing decision (his or theirs) is left alone.
 */
const SPARKS_TO_RETO = ['Nadja_LU', 'Anna_and_Tom'];

export async function seedDemoSparks(tx: DbOrTx, now: Date): Promise<number> {
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['Reto_ZH', ...SPARKS_TO_RETO]));
  const reto = rows.find((r) => r.username === 'Reto_ZH');
  const actors = rows.filter((r) => r.username !== 'Reto_ZH');
  if (!reto || actors.length === 0) return 0;
  const added = await tx
    .insert(sparkDecisions)
    .values(actors.map((a, i) => ({ actorId: a.id, targetId: reto.id, kind: 'SPARK', decidedAt: new Date(now.getTime() - (i + 1) * 3_600_000) })))
    .onConflictDoNothing()
    .returning({ actorId: sparkDecisions.actorId });
  return added.length;
}

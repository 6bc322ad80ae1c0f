import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from './client.js';

/**
 * Planner settings for the search's and Spark's walks along the activity index. Their filters are
 * per-member subqueries whose share PostgreSQL cannot estimate (it guesses a handful of rows), so it
 * would rather sort every member of a type than read along the index; without sorting the walk is
 * its only way, and it stops at the page's end (bench/README.md, search). JIT compilation, which the
 * same guesses would start, costs far more than these queries run.
 */
export const WALK_THE_INDEXES = sql`select set_config('enable_sort', 'off', true), set_config('jit', 'off', true)`;

/**
 * Runs the walks of one page with those settings: on PostgreSQL on the connections that hold them
 * for their session (one round trip a walk, decision 0072); on the embedded database in a
 * transaction that sets them first (its one session serves every query of the app).
 */
export function withIndexWalks<T>(database: Database, run: (db: DbOrTx) => Promise<T>): Promise<T> {
  if (database.walk) return database.walk(run);
  return database.db.transaction(async (tx) => {
    await tx.execute(WALK_THE_INDEXES);
    return run(tx);
  });
}

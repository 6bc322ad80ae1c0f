import type pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ProfileSearchFilterInput } from '@venue/shared';
import { profileSearchFilterSchema } from '@venue/shared';
import type { Db } from '../../apps/server/src/db/client.js';
import type { UserRow } from '../../apps/server/src/modules/accounts/accounts.table.js';
import { onlineQuery } from '../../apps/server/src/modules/presence/presence.repository.js';
import { activeSince } from '../../apps/server/src/modules/presence/presence.policy.js';
import { searchQueries } from '../../apps/server/src/modules/search/search.repository.js';
import { WALK_THE_INDEXES } from '../../apps/server/src/db/index-walks.js';

// EXPLAIN (ANALYZE, BUFFERS) of the search and online-users queries as the app sends them (built
// by the same repository functions), and whether their plans read the users table through indexes.

export interface PlanReport {
  name: string;
  plan: string;
  executionMs: number;
  /** A "Seq Scan on users" in the plan: the filtered query reads the whole table. */
  seqScanOnUsers: boolean;
}

interface Explainable {
  toSQL(): { sql: string; params: unknown[] };
}

/** EXPLAIN in a transaction of its own, with the planner settings the app's query runs with (if any). */
async function explain(pool: pg.Pool, name: string, query: Explainable, settings?: Explainable): Promise<PlanReport> {
  const { sql, params } = query.toSQL();
  const client = await pool.connect();
  let result: pg.QueryResult<{ 'QUERY PLAN': string }>;
  try {
    await client.query('begin');
    if (settings) await client.query(settings.toSQL().sql);
    result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
  } finally {
    await client.query('rollback');
    client.release();
  }
  const plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  return { name, plan, executionMs, seqScanOnUsers: /Seq Scan on users\b/.test(plan) };
}

/** The filter mixes the search bench measures (the GraphQL variables of each). */
export const SEARCH_MIXES: { name: string; filter: ProfileSearchFilterInput }[] = [
  { name: 'no filter', filter: {} },
  { name: 'couples and women, 30–45', filter: { profileTypes: ['MF', 'F'], ageMin: 30, ageMax: 45 } },
  { name: 'verified with photo', filter: { verifiedOnly: true, hasPhoto: true } },
  { name: 'online now', filter: { onlineNow: true } },
  { name: 'women’s couples 50+, looking for men', filter: { profileTypes: ['FF'], ageMin: 50, lookingFor: ['M'] } },
];

/** Plans of the first page of every search mix (both walks) and of the online users' first page, as `viewer`. */
export async function searchPlans(db: Db, pool: pg.Pool, viewer: UserRow, now: Date, pageSize = 21): Promise<PlanReport[]> {
  const reports: PlanReport[] = [];
  const walk = { toSQL: () => new PgDialect().sqlToQuery(WALK_THE_INDEXES) };
  for (const mix of SEARCH_MIXES) {
    const queries = searchQueries(db, viewer, profileSearchFilterSchema.parse(mix.filter), now, null);
    reports.push(await explain(pool, `search: ${mix.name} (members showing activity)`, queries.showingActivity(pageSize), walk));
    // The app skips the second walk for "online now": online members always show their activity.
    if (!mix.filter?.onlineNow) reports.push(await explain(pool, `search: ${mix.name} (members showing none)`, queries.showingNone(pageSize), walk));
  }
  reports.push(await explain(pool, 'online users', onlineQuery(db, viewer, activeSince(now).toISOString(), null, 31)));
  return reports;
}

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

// Row counts and a checksum of every table: "nothing was written" for the hostile input corpus
// (docs/decisions/0030). One statement per snapshot, no transaction, so it works on both drivers.

export type Snapshot = Map<string, string>;

/** Rows of a raw statement (both drivers answer `{ rows }`; Db's type does not say so). */
async function rowsOf<R>(db: Db, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

export async function tableNames(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * Each table's row count and newest row version (the highest `xmin`: any insert or update makes
 * a new one, a delete lowers the count). Cheap enough to take after every call, unlike a checksum
 * of every row. Tables with columns every request touches (`volatile`: table → columns) get a
 * hash of their rows without those columns instead.
 */
export function snapshotter(db: Db, tables: string[], volatile: Record<string, string[]> = {}): () => Promise<Snapshot> {
  const state = (t: string) =>
    volatile[t]
      ? `coalesce(sum(hashtext((to_jsonb(x) - array[${volatile[t].map((c) => `'${c}'`).join(', ')}]::text[])::text)::bigint), 0)`
      : `coalesce(max(x.xmin::text::bigint), 0)`;
  const query = tables.map((t) => `select '${t}' as t, count(*) || ':' || ${state(t)} as h from "${t}" x`).join(' union all ');
  const lsn = async () => (await rowsOf<{ l: string }>(db, sql`select pg_current_wal_insert_lsn()::text as l`))[0]!.l;
  let last: { lsn: string; tables: Snapshot } | null = null;
  // Fast path: no new WAL since the last snapshot means nothing was written (a write, even one
  // rolled back, always adds WAL; reads seldom do). Otherwise look at every table.
  return async () => {
    const now = await lsn();
    if (last && last.lsn === now) return last.tables;
    const rows = await rowsOf<{ t: string; h: string }>(db, sql.raw(query));
    const tables = new Map(rows.map((r) => [r.t, r.h]));
    last = { lsn: await lsn(), tables };
    return tables;
  };
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t));
}

/** The tables that hold `text` somewhere in a row's text form (a literal value was stored). */
export async function tablesHolding(db: Db, tables: string[], text: string): Promise<string[]> {
  const found: string[] = [];
  for (const t of tables) {
    const rows = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(t)} x where strpos(x::text, ${text}) > 0`);
    if (Number(rows[0]?.n) > 0) found.push(t);
  }
  return found;
}

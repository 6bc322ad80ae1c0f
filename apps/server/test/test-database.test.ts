import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { createTestDatabase } from './test-database.js';

// The embedded test databases are reused from file to file (test-database.ts): a reused one must be
// indistinguishable from a fresh copy of the migrated template, and one whose schema a test changed
// must not be reused at all.

const pgliteOf = (database: Database) => (database as Database & { pglite?: object }).pglite;

async function rows<R>(database: Database, query: SQL): Promise<R[]> {
  return ((await database.db.execute(query)) as unknown as { rows: R[] }).rows;
}

async function counts(database: Database): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(database, sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`);
  const result: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number }>(database, sql.raw(`select count(*)::int as n from ${name}`));
    result[name] = row!.n;
  }
  return result;
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('embedded test databases, reused between files', () => {
  it('come back as the template left them: rows, the migrations’ rows, session settings', async () => {
    const first = await createTestDatabase();
    const fresh = await counts(first);
    expect(fresh['public.venue_opening_hours']).toBe(5);
    await first.exec(`insert into news (slug, title_de, title_en, body_de, body_en, published_at) select 'n' || g, 'a', 'a', 'b', 'b', now() from generate_series(1, 3) g`);
    await first.exec(`delete from venue_opening_hours where weekday = 3; update venue_opening_hours set capacity = 7`);
    await first.exec(`set time zone 'America/New_York'`);
    await first.close();

    const second = await createTestDatabase();
    try {
      expect(pgliteOf(second)).toBe(pgliteOf(first));
      expect(await counts(second)).toEqual(fresh);
      const hours = await rows<{ weekday: number; capacity: number | null }>(second, sql`select weekday, capacity from venue_opening_hours order by weekday`);
      expect(hours).toEqual([3, 4, 5, 6, 7].map((weekday) => ({ weekday, capacity: null })));
      const [zone] = await rows<Record<string, string>>(second, sql`show time zone`);
      expect(Object.values(zone!)[0]).not.toBe('America/New_York');
    } finally {
      await second.close();
    }
  });

  it('are not reused after a test changed the schema', async () => {
    const first = await createTestDatabase();
    await first.exec('alter table news add column extra int');
    await first.close();
    const second = await createTestDatabase();
    try {
      expect(pgliteOf(second)).not.toBe(pgliteOf(first));
      expect(await rows(second, sql`select 1 from information_schema.columns where table_name = 'news' and column_name = 'extra'`)).toHaveLength(0);
    } finally {
      await second.close();
    }
  });
});

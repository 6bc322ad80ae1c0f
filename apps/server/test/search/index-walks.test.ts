import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../src/db/client.js';
import { withIndexWalks } from '../../src/db/index-walks.js';
import { createTestDatabase } from '../test-database.js';

// Decision 0072: the search's and Spark's walks read along the activity index with sorting and JIT
// off. On PostgreSQL the walk connections hold these settings for their session (no transaction per
// walk); the app's other connections never do. On the embedded database a transaction sets them.

type Settings = {
  sort: string;
  jit: string;
};

async function settingsOf(db: DbOrTx): Promise<Settings | undefined> {
  const result = await db.execute<Settings>(sql`select current_setting('enable_sort') as sort, current_setting('jit') as jit`);
  return (result as unknown as { rows: Settings[] }).rows[0];
}

describe('index walks', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('run with sorting and JIT off, and leave the settings of every other query alone', async () => {
    // Several at once: each of the walk connections, not just the first, holds the settings.
    const inWalks = await Promise.all(Array.from({ length: 6 }, () => withIndexWalks(database, settingsOf)));
    for (const s of inWalks) expect(s).toEqual({ sort: 'off', jit: 'off' });
    const outside = await Promise.all(Array.from({ length: 6 }, () => settingsOf(database.db)));
    for (const s of outside) expect(s?.sort).toBe('on');
    // PostgreSQL's walks have connections of their own; the embedded database's one session cannot.
    expect(Boolean(database.walk)).toBe(database.kind === 'postgres');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { executeNamed } from '../../src/db/prepared.js';

// Raw SQL run as a named statement (db/prepared.ts executeNamed): the same text with new values on
// every call, inside and outside transactions, on the pool's connections one after the other.

describe('executeNamed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const doubled = (n: number) => sql`select ${n}::int * 2 as n, ${`#${n}`}::text as label`;

  it('answers each call with its own values, as db.execute does', async () => {
    const db = t.deps.database.db;
    for (const n of [1, 2, 3, 40]) {
      const { rows } = await executeNamed(db, 'test_doubled', doubled(n));
      expect(rows).toEqual([{ n: n * 2, label: `#${n}` }]);
    }
    const plain = (await db.execute(doubled(7))) as unknown as { rows: unknown[] };
    expect((await executeNamed(db, 'test_doubled', doubled(7))).rows).toEqual(plain.rows);
  });

  it('runs inside transactions, many at once, each with its own values', async () => {
    const db = t.deps.database.db;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => db.transaction(async (tx) => (await executeNamed(tx, 'test_doubled', doubled(i))).rows[0])),
    );
    expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => ({ n: i * 2, label: `#${i}` })));
  });
});

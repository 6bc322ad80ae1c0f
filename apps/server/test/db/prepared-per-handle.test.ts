import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '../harness.js';
import { preparedPerHandle } from '../../src/db/prepared.js';
import type { DbOrTx } from '../../src/db/client.js';

// A statement of preparedPerHandle is built once per database and runs on the connection of the
// handle that asks: a transaction's statement sees that transaction's own writes (and nobody
// else's before they commit), on both drivers.

const probe = pgTable('prepared_probe', { id: integer('id').primaryKey(), label: text('label').notNull() });

let builds = 0;
/** A statement of its own (each test starts with one no handle has built yet). */
function labelStatement(name: string) {
  const labelOf = preparedPerHandle((db) => {
    builds++;
    return db.select({ label: probe.label }).from(probe).where(eq(probe.id, sql.placeholder('id'))).prepare(name);
  });
  return async (db: DbOrTx, id: number) => (await labelOf(db).execute({ id }))[0]?.label ?? null;
}

/** Resolves once `count` callers have arrived. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived === count) open();
    return opened;
  };
}

describe('preparedPerHandle', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    [t, other] = await Promise.all([createTestApp(), createTestApp()]);
    for (const app of [t, other]) await app.deps.database.exec('create table prepared_probe (id int primary key, label text not null)');
  });
  afterAll(async () => {
    await Promise.all([t?.close(), other?.close()]);
  });

  it('builds a statement once per database, whichever handle asks first', async () => {
    const db = t.deps.database.db;
    const read = labelStatement('test_probe_first_in_transaction');
    const before = builds;
    await db.transaction(async (tx) => {
      await tx.insert(probe).values({ id: 1, label: 'one' });
      expect(await read(tx, 1)).toBe('one');
    });
    for (let i = 0; i < 3; i++) await db.transaction(async (tx) => expect(await read(tx, 1)).toBe('one'));
    expect(await read(db, 1)).toBe('one');
    expect(builds - before).toBe(1);
    // Another database builds its own (its rows are its own).
    expect(await read(other.deps.database.db, 1)).toBeNull();
    expect(builds - before).toBe(2);
  });

  it("runs in the asking transaction: its own writes are seen there, not elsewhere, and a rollback's never", async () => {
    const db = t.deps.database.db;
    const read = labelStatement('test_probe_first_on_pool');
    await read(db, 0); // built on the pool's handle, then asked in a transaction
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(probe).values({ id: 2, label: 'two' });
        expect(await read(tx, 2)).toBe('two');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await read(db, 2)).toBeNull();
  });

  // The embedded database has one connection: its transactions take turns, none is open beside another.
  it.runIf(process.env.TEST_DATABASE_URL)('keeps transactions at once apart: each sees its own uncommitted row only', async () => {
    const db = t.deps.database.db;
    const read = labelStatement('test_probe_at_once');
    const ids = [10, 11, 12, 13];
    const inserted = barrier(ids.length);
    const looked = barrier(ids.length);
    const seen = await Promise.all(
      ids.map((id) =>
        db.transaction(async (tx) => {
          await tx.insert(probe).values({ id, label: `#${id}` });
          await inserted();
          // One after the other: a transaction's connection runs one statement at a time.
          const all: (string | null)[] = [];
          for (const other of ids) all.push(await read(tx, other));
          await looked();
          return all;
        }),
      ),
    );
    expect(seen).toEqual(ids.map((id) => ids.map((other) => (other === id ? `#${id}` : null))));
    expect(await Promise.all(ids.map((id) => read(db, id)))).toEqual(['#10', '#11', '#12', '#13']);
  });
});

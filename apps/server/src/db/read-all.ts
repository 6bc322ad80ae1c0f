import type { DbOrTx } from './client.js';

/**
 * Independent reads: at once on the pool, one after another in a transaction. A transaction holds
 * one connection, where node-postgres would only queue concurrent queries (and warns that this
 * goes away in pg 9).
 */
export async function readAll<T extends readonly unknown[] | []>(db: DbOrTx, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const thunks = reads as unknown as (() => Promise<unknown>)[];
  if (!isTransaction(db)) return (await Promise.all(thunks.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of thunks) results.push(await read());
  return results as unknown as T;
}

/** Drizzle's transactions (both drivers) have rollback(); the database object has not. */
function isTransaction(db: DbOrTx): boolean {
  return 'rollback' in db;
}

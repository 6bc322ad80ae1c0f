import type { DbOrTx } from './client.js';

/**
 * A query built once per database handle and run as a named prepared statement. Drizzle spends
 * several times a simple lookup's running time assembling its SQL (under the load bench its query
 * building was a fifth of the app's CPU), and PostgreSQL parses and plans a named statement once
 * per connection. For the hottest lookups only. A transaction's handle builds its own, kept while
 * the handle lives; each name must belong to one query.
 */
export function preparedPerHandle<P>(build: (db: DbOrTx) => P): (db: DbOrTx) => P {
  const built = new WeakMap<DbOrTx, P>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) built.set(db, (prepared = build(db)));
    return prepared;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A list of ids as one `uuid[]` parameter (`= any(${placeholder}::uuid[])`): a statement with
 * `in ($1, $2, …)` changes with the list's length and cannot be prepared once. Only UUIDs (ids read
 * from rows or checked at the edge); anything else is a programming error, never sent.
 */
export function uuidArray(ids: readonly string[]): string {
  for (const id of ids) if (!UUID.test(id)) throw new Error('uuidArray: not a UUID');
  return `{${ids.join(',')}}`;
}

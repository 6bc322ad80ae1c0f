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

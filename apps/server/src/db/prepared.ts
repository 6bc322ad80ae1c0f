import { is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, PgPreparedQuery } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/**
 * A query built once per database and run as a named prepared statement. Drizzle spends several
 * times a simple lookup's running time assembling its SQL (under the load bench its query building
 * was a fifth of the app's CPU), and PostgreSQL parses and plans a named statement once per
 * connection. For the hottest lookups only. A transaction's handle runs the statement built for its
 * database on its own connection (`onHandle`); each name must belong to one query.
 */
export function preparedPerHandle<P>(build: (db: DbOrTx) => P): (db: DbOrTx) => P {
  // Prepared queries by database; anything else a builder answers stays with the handle that built it.
  const perDatabase = new WeakMap<object, P>();
  const perHandle = new WeakMap<DbOrTx, P>();
  return (db) => {
    const database = databaseOf(db);
    const shared = perDatabase.get(database);
    if (shared !== undefined) return onHandle(shared, db);
    let own = perHandle.get(db);
    if (own === undefined) {
      own = build(db);
      if (isPreparedQuery(own)) perDatabase.set(database, own);
      else perHandle.set(db, own);
    }
    return own;
  };
}

/** What a transaction shares with the database it runs in: drizzle hands both the same dialect. */
function databaseOf(db: DbOrTx): object {
  return (db as unknown as { dialect: object }).dialect;
}

/** A connection (or pool) a prepared query runs its statement on: drizzle keeps it as `client`. */
interface OnClient {
  client: unknown;
}

function isPreparedQuery(value: unknown): value is OnClient {
  return is(value, PgPreparedQuery) && 'client' in (value as object);
}

/**
 * A statement built on one handle of a database, run through another (a transaction's connection,
 * or the pool): the same prepared query with the handle's client. Built statements used to be kept
 * per handle, so every transaction built its statements again (issue 18: 1.4 % of the app's CPU under
 * `load`, a notification's recipient the most).
 */
function onHandle<P>(prepared: P, db: DbOrTx): P {
  const client = (db as unknown as { _: { session: OnClient } })._.session.client;
  const query = prepared as P & OnClient;
  return query.client === client ? prepared : (Object.create(query, { client: { value: client } }) as P);
}

/**
 * A LIMIT written into a prepared statement's text (Drizzle sends a number as a parameter, and
 * PostgreSQL then cannot tell how many rows the plan stops after: decision 0069); a whole,
 * non-negative number only.
 */
export function sqlLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`not a limit: ${limit}`);
  return sql.raw(String(limit)) as unknown as number;
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

/** How many ids a statement of `statementsPerIdCount` takes at most, one statement per count; longer lists take a padded statement. */
export const LISTED_IDS_MAX = 4;

/**
 * Past LISTED_IDS_MAX, a list goes to the statement of the next of these sizes, filled up with its
 * last id (an `in` list ignores repeats): with a `uuid[]` PostgreSQL assumes ten ids, so for five to
 * about ten it kept planning at every bind (a conversation's members: 0.8 ms each time); a statement
 * of fixed size is planned once. Longer lists take the `uuid[]` statement, whose generic plan
 * PostgreSQL keeps for them anyway (decision 0074).
 */
export const PADDED_ID_COUNTS: readonly number[] = [8, 16];

/** The sizes of listed statements: one per count up to LISTED_IDS_MAX, then the padded ones. */
const LISTED_COUNTS = [...Array.from({ length: LISTED_IDS_MAX }, (_, i) => i + 1), ...PADDED_ID_COUNTS];

/** The size of the listed statement for a list of `length` values; undefined when empty or past the largest. */
export function listedCountFor(length: number): number | undefined {
  return length === 0 ? undefined : LISTED_COUNTS.find((n) => n >= length);
}

/**
 * `column in ($ids_0, …, $ids_{count-1})` with placeholders. PostgreSQL knows how many ids such a
 * statement compares, so its generic plan costs what a custom one does and it stops planning at
 * every bind; with one `uuid[]` parameter it assumes ten, keeps a custom plan and plans each
 * execution again (decision 0068: 0.3 ms a conversation's facts, more than running them).
 */
export function idsIn(column: SQL | SQLWrapper, count: number): SQL {
  const items = Array.from({ length: count }, (_, i) => sql`${sql.placeholder(`ids_${i}`)}::uuid`);
  return sql`${column} in (${sql.join(items, sql`, `)})`;
}

/** A list filled up to `count` values with its last one (a statement of a listed size; an `in` list or a probe ignores repeats). */
export function paddedTo<T>(values: readonly T[], count: number): T[] {
  return Array.from({ length: count }, (_, i) => values[Math.min(i, values.length - 1)]!);
}

/** The parameters of `idsIn` with `count` placeholders (only UUIDs, as uuidArray): the ids, then the last one again up to the count. */
export function idsParams(ids: readonly string[], count = ids.length): Record<string, string> {
  for (const id of ids) if (!UUID.test(id)) throw new Error('idsParams: not a UUID');
  return Object.fromEntries(paddedTo(ids, count).map((id, i) => [`ids_${i}`, id]));
}

/**
 * A lookup by a list of ids as one statement per count up to LISTED_IDS_MAX (`idsIn`), then one per
 * size of PADDED_ID_COUNTS, and one with a `uuid[]` past them. `build` makes a statement from its
 * condition on `column` and the suffix of its name; the answer gives the statement for a list and
 * the parameters for its ids.
 */
export function statementsPerIdCount<S>(column: SQLWrapper, build: (where: SQL, nameSuffix: string) => S) {
  const listed = new Map(LISTED_COUNTS.map((count) => [count, build(idsIn(column, count), `_${count}`)]));
  const list = build(sql`${column} = any(${sql.placeholder('ids')}::uuid[])`, '');
  return (ids: readonly string[]): { statement: S; params: Record<string, string> } => {
    const count = listedCountFor(ids.length);
    if (count === undefined) return { statement: list, params: { ids: uuidArray(ids) } };
    return { statement: listed.get(count)!, params: idsParams(ids, count) };
  };
}

// The app's databases are made without a casing option, so this dialect writes their SQL alike.
const dialect = new PgDialect();

/**
 * `db.execute(query)` as a named prepared statement: for raw SQL (a CTE that writes) that runs in
 * every message's transaction, where preparedPerHandle's builders do not reach. Its text must be the
 * same on every call (only the values change: they go as parameters); PostgreSQL then parses it
 * once per connection and keeps its plan, where an unnamed statement is parsed and planned each
 * time (issue 18: a fifth of a room message's time in the database). Rows as `db.execute` gives them.
 */
export async function executeNamed(db: DbOrTx, name: string, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as { rows: Record<string, unknown>[] };
}

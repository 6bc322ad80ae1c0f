import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.js';
import { migrationsFolder, type Database, type Db } from './client.js';
import { withArrayRowsUnbuilt } from './array-rows.js';

withArrayRowsUnbuilt();

type Release = (err?: Error | boolean) => void;

/**
 * A pool whose checked-out client goes back (and is dropped) by itself when its connection is lost.
 * Drizzle's `transaction` sends BEGIN before its try/finally: when BEGIN fails because the server
 * went away, the client is never released, and a few such failures during a database restart left
 * the pool with no connection to give: the app hung after the database was back (issue 19; test
 * faults/database-lost.test.ts). A later release by the holder is then a no-op.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void): Promise<pg.PoolClient> | void {
    if (!callback) return super.connect().then(releasedWhenLost);
    super.connect((err, client) => {
      if (err || !client) return callback(err, client, () => undefined);
      const guarded = releasedWhenLost(client);
      callback(undefined, guarded, guarded.release);
    });
  }
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const lost = () => releaseOnce(new Error('database connection lost'));
  const releaseOnce = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', lost);
    release(err);
  };
  client.once('end', lost);
  client.release = releaseOnce;
  return client;
}

/** Connections for the index walks of the search and Spark (decision 0072): few, they are short reads. */
export const WALK_POOL_SIZE = 4;
/** What a walk connection's session sets once, as the walks' transactions set it locally before. */
export const WALK_SETTINGS = 'set enable_sort = off; set jit = off';

function openPool(url: string, max: number): pg.Pool {
  // A server that does not answer (a lost network) fails a request after 10 s instead of holding it
  // for ever (the time covers the wait for a free connection too).
  const pool = new ReleasingPool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection (server restart, network) must not crash the process:
  // the pool drops it and the next query opens a new one.
  pool.on('error', (err) => console.error(`[venue] database connection lost: ${err.message}`));
  // A connection lost while checked out but between queries (inside a transaction) is reported as
  // the client's 'error' event, which without a listener crashes the process (issue 19: the
  // database restarted under load). The waiting query fails on its own; the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Runs the walks of one page on a connection of `pool` whose session holds WALK_SETTINGS: set once,
 * when the connection first serves a walk, then kept (the connection serves nothing else).
 */
function walksOn(pool: pg.Pool): NonNullable<Database['walk']> {
  const ready = new WeakMap<pg.PoolClient, Db>();
  return async (run) => {
    const client = await pool.connect();
    try {
      let db = ready.get(client);
      if (!db) {
        await client.query(WALK_SETTINGS);
        db = drizzle(client, { schema }) as unknown as Db;
        ready.set(client, db);
      }
      const result = await run(db);
      client.release();
      return result;
    } catch (error) {
      // Not knowing what state the session is in, the pool drops the connection.
      client.release(true);
      throw error;
    }
  };
}

/** Connects to a PostgreSQL server (or a PGlite socket) and applies migrations. */
export async function openPostgres(url: string, opts: { migrate?: boolean; max?: number; walks?: boolean } = {}): Promise<Database & { pool: pg.Pool }> {
  const pool = openPool(url, opts.max ?? 10);
  // Only for a real server (`walks`): the embedded database's socket serves one session to every
  // connection, so a session's settings there would hold for every query of the app.
  const walkPool = opts.walks ? openPool(url, WALK_POOL_SIZE) : undefined;
  const orm = drizzle(pool, { schema });
  if (opts.migrate !== false) await migrateAlone(url, () => migrate(orm, { migrationsFolder }));
  return {
    db: orm as unknown as Db,
    ...(walkPool ? { walk: walksOn(walkPool) } : {}),
    pool,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await Promise.all([pool.end(), walkPool?.end()]);
    },
  };
}

/** Any fixed number: the key of the advisory lock that instances take for their migrations. */
const MIGRATION_LOCK = 7_501_019;

/**
 * Several instances starting at once on one database would each apply the same new migrations
 * (the second one failing on "already exists"): they take turns under an advisory lock, held by
 * a connection of its own (the pool may have only one), and the later ones find nothing to do.
 */
async function migrateAlone(url: string, run: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await run();
  } finally {
    // Ending the session releases the lock too.
    await lock.end().catch(() => undefined);
  }
}

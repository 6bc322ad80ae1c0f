import path from 'node:path';
import type { Config } from '../config.js';
import type { Database } from './client.js';
import { acquireLock, DatabaseLockedError, lockFilePath, readLiveLock } from './lock.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import { EmbeddedDatabaseServer } from './pglite-server.js';

export interface OpenedDatabase extends Database {
  /** Loopback port where the embedded database is served for the CLI and psql, if any. */
  socketPort?: number;
}

/**
 * The app's database: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/db, locked to this
 * process and served on a loopback port so the CLI and psql can still reach it.
 */
export async function openAppDatabase(config: Config, log: (msg: string) => void): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    // An idle connection that the server ends (restart, failover, admin) must not crash the app:
    // node-postgres emits 'error' on the pool and throws if nobody listens. The pool reconnects.
    database.pool.on('error', (err) => log(`database connection lost (${(err as { code?: string }).code ?? err.message}); reconnecting on demand`));
    return database;
  }
  const lock = acquireLock(config.dataDir);
  let database: Awaited<ReturnType<typeof openPglite>> | undefined;
  try {
    database = await openPglite(path.join(config.dataDir, 'db'));
    const server = new EmbeddedDatabaseServer(database.pglite, { host: '127.0.0.1', port: config.pgliteSocketPort });
    const socketPort = await server.start();
    lock.update({ socketPort });
    log(`embedded database served on 127.0.0.1:${socketPort} (psql -h 127.0.0.1 -p ${socketPort} -U postgres)`);
    const opened = database;
    return {
      ...opened,
      socketPort,
      close: async () => {
        try {
          await server.stop();
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    await database?.close().catch(() => undefined);
    lock.release();
    throw err;
  }
}

/** A short-lived CLI connection: a connection ended by the server fails the running query, not the process. */
function withPoolErrorsIgnored<D extends { pool: { on(event: 'error', listener: (err: Error) => void): unknown } }>(database: D): D {
  database.pool.on('error', () => undefined);
  return database;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For the CLI: the server's database, the running app's embedded database through its socket,
 * or the embedded database opened directly (locked) when no app runs. An app that is still
 * starting (lock taken, socket not yet served) is waited for up to `waitMs`.
 */
export async function openCliDatabase(config: Config, opts: { waitMs?: number } = {}): Promise<Database> {
  if (config.databaseUrl) return withPoolErrorsIgnored(await openPostgres(config.databaseUrl, { max: 2 }));
  const deadline = Date.now() + (opts.waitMs ?? 30_000);
  for (;;) {
    const live = readLiveLock(config.dataDir);
    if (live?.socketPort) {
      const url = `postgresql://postgres@127.0.0.1:${live.socketPort}/postgres?sslmode=disable`;
      return withPoolErrorsIgnored(await openPostgres(url, { migrate: false, max: 1 }));
    }
    if (!live) {
      try {
        const lock = acquireLock(config.dataDir);
        try {
          const database = await openPglite(path.join(config.dataDir, 'db'));
          return {
            ...database,
            close: async () => {
              try {
                await database.close();
              } finally {
                lock.release();
              }
            },
          };
        } catch (err) {
          lock.release();
          throw err;
        }
      } catch (err) {
        if (!(err instanceof DatabaseLockedError)) throw err;
        // Someone took the lock in between: look again.
      }
    }
    if (Date.now() > deadline) {
      throw new DatabaseLockedError(lockFilePath(config.dataDir), live ?? readLiveLock(config.dataDir) ?? { pid: 0 });
    }
    await sleep(200);
  }
}

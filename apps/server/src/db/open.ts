import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { secureDataDir } from '../infra/data-dir.js';
import type { Database } from './client.js';
import { acquireLock, DatabaseLockedError, lockFilePath, readLiveLock } from './lock.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import { EmbeddedDatabaseServer } from './pglite-server.js';

export interface OpenedDatabase extends Database {
  /** Directory of the Unix socket where the embedded database is served for the CLI and psql. */
  socketDir?: string;
  /** Loopback TCP port where it is also served, if PGLITE_SOCKET_PORT asked for one. */
  socketPort?: number;
}

/**
 * DATA_DIR/run: the socket is `.s.PGSQL.5432` in it, the name that psql and node-postgres look for
 * on their default port, so `psql -h DATA_DIR/run -U postgres` connects. The directory is 0700.
 */
export function databaseSocketDir(dataDir: string) {
  return path.join(path.resolve(dataDir), 'run');
}
const SOCKET_FILE = '.s.PGSQL.5432';
/** sun_path holds 108 bytes on Linux, 104 on macOS, both with the closing NUL. */
const MAX_SOCKET_PATH = process.platform === 'linux' ? 107 : 103;

/** A node-postgres connection string for the embedded database served on the socket in `socketDir`. */
export function socketDatabaseUrl(socketDir: string) {
  return `postgresql://postgres@/postgres?host=${encodeURIComponent(socketDir)}`;
}

/** Creates DATA_DIR/run 0700 (tightened if it was looser) and returns the socket file's path. */
function prepareSocket(dataDir: string) {
  const dir = databaseSocketDir(dataDir);
  const file = path.join(dir, SOCKET_FILE);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    throw new Error(`DATA_DIR ${dataDir} is too long for the database socket ${file} (at most ${MAX_SOCKET_PATH} bytes): choose a shorter DATA_DIR`);
  }
  fs.mkdirSync(dir, { mode: 0o700, recursive: true });
  fs.chmodSync(dir, 0o700);
  return { dir, file };
}

/**
 * The app's database: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/db, locked to this
 * process and served on a Unix socket in DATA_DIR/run so the CLI and psql can still reach it
 * (decision 0028). A loopback TCP port only where PGLITE_SOCKET_PORT asks for one, never in production.
 */
export async function openAppDatabase(config: Config, log: (msg: string) => void): Promise<OpenedDatabase> {
  const notice = secureDataDir(config.dataDir);
  if (notice) log(notice);
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, { max: config.databasePoolSize, walks: true });
    // An idle connection that the server ends (restart, failover, admin) must not crash the app:
    // node-postgres emits 'error' on the pool and throws if nobody listens. The pool reconnects.
    database.pool.on('error', (err) => log(`database connection lost (${(err as { code?: string }).code ?? err.message}); reconnecting on demand`));
    return database;
  }
  const lock = acquireLock(config.dataDir);
  let database: Awaited<ReturnType<typeof openPglite>> | undefined;
  const servers: EmbeddedDatabaseServer[] = [];
  try {
    database = await openPglite(path.join(config.dataDir, 'db'));
    const socket = prepareSocket(config.dataDir);
    const unix = new EmbeddedDatabaseServer(database.pglite, { path: socket.file });
    servers.push(unix);
    await unix.start();
    let socketPort: number | undefined;
    if (config.pgliteSocketPort !== undefined) {
      const tcp = new EmbeddedDatabaseServer(database.pglite, { host: '127.0.0.1', port: config.pgliteSocketPort });
      servers.push(tcp);
      socketPort = await tcp.start();
    }
    lock.update({ socketDir: socket.dir, socketPort });
    log(`embedded database served on ${socket.file} (psql -h ${socket.dir} -U postgres)`);
    if (socketPort) log(`embedded database also served without a password on 127.0.0.1:${socketPort} (PGLITE_SOCKET_PORT)`);
    const opened = database;
    return {
      ...opened,
      socketDir: socket.dir,
      socketPort,
      close: async () => {
        try {
          await Promise.all(servers.map((s) => s.stop()));
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
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
 * For the CLI: the server's database, the running app's embedded database through its Unix socket,
 * or the embedded database opened directly (locked) when no app runs. An app that is still
 * starting (lock taken, socket not yet served) is waited for up to `waitMs`.
 */
export async function openCliDatabase(config: Config, opts: { waitMs?: number } = {}): Promise<Database> {
  secureDataDir(config.dataDir);
  if (config.databaseUrl) return withPoolErrorsIgnored(await openPostgres(config.databaseUrl, { max: 2 }));
  const deadline = Date.now() + (opts.waitMs ?? 30_000);
  for (;;) {
    const live = readLiveLock(config.dataDir);
    if (live?.socketDir) {
      return withPoolErrorsIgnored(await openPostgres(socketDatabaseUrl(live.socketDir), { migrate: false, max: 1 }));
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

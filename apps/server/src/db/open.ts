import path from 'node:path';
import type { Config } from '../config.js';
import type { Database } from './client.js';
import { acquireLock, readLiveLock } from './lock.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export interface OpenedDatabase extends Database {
  /** Loopback port where the embedded database is served for the CLI and psql, if any. */
  socketPort?: number;
}

/**
 * The app's database: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/db, locked to this
 * process and served on a loopback port (pglite-socket) so the CLI and psql can still reach it.
 */
export async function openAppDatabase(config: Config, log: (msg: string) => void): Promise<OpenedDatabase> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const lock = acquireLock(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, 'db'));
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const server = new PGLiteSocketServer({ db: database.pglite, host: '127.0.0.1', port: config.pgliteSocketPort });
    await server.start();
    const socketPort = Number(server.getServerConn().split(':').pop());
    lock.update({ socketPort });
    log(`embedded database served on 127.0.0.1:${socketPort} (psql -h 127.0.0.1 -p ${socketPort} -U postgres)`);
    return {
      ...database,
      socketPort,
      close: async () => {
        await server.stop();
        await database.close();
        lock.release();
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/**
 * For the CLI: the server's database, the running app's embedded database through its socket,
 * or the embedded database opened directly (locked) when no app runs.
 */
export async function openCliDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { max: 2 });
  const live = readLiveLock(config.dataDir);
  if (live?.socketPort) {
    return openPostgres(`postgresql://postgres@127.0.0.1:${live.socketPort}/postgres?sslmode=disable`, { migrate: false, max: 1 });
  }
  const lock = acquireLock(config.dataDir);
  const database = await openPglite(path.join(config.dataDir, 'db'));
  return { ...database, close: async () => { await database.close(); lock.release(); } };
}

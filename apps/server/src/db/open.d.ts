import type { Config } from '../config.js';
import type { Database } from './client.js';
export interface OpenedDatabase extends Database {
    /** Loopback port where the embedded database is served for the CLI and psql, if any. */
    socketPort?: number;
}
/**
 * The app's database: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/db, locked to this
 * process and served on a loopback port so the CLI and psql can still reach it.
 */
export declare function openAppDatabase(config: Config, log: (msg: string) => void): Promise<OpenedDatabase>;
/**
 * For the CLI: the server's database, the running app's embedded database through its socket,
 * or the embedded database opened directly (locked) when no app runs. An app that is still
 * starting (lock taken, socket not yet served) is waited for up to `waitMs`.
 */
export declare function openCliDatabase(config: Config, opts?: {
    waitMs?: number;
}): Promise<Database>;

import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import { migrationsFolder } from '../../db/client.js';
import { acquireLock, DatabaseLockedError, readLiveLock, type HeldLock } from '../../db/lock.js';
import { openPglite } from '../../db/pglite.js';
import { BackupRefused, type BackupHeader } from './format.js';
import { loadBackup, type LoadResult } from './load.js';
import { codeMigrations, migrationsOfBackup, subsetMigrationsFolder } from './migrations.js';
import { readBackup } from './read.js';

export interface RestoreSummary {
  dataDir: string;
  createdAt: string;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  /** Files that live in a bucket, not in the backup. */
  filesInBucket: boolean;
  /** Migrations of this code newer than the backup's: the app applies them at its next start. */
  newerMigrations: number;
  ms: number;
}

function nonEmptyDir(dir: string) {
  try {
    return fs.readdirSync(dir).length > 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** Restore never replaces data: only a DATA_DIR with no database (and no stored files) is accepted. */
function refuseOccupied(dataDir: string, opts: { locked?: boolean } = {}) {
  const live = opts.locked ? undefined : readLiveLock(dataDir);
  if (live) throw new BackupRefused(`an app (process ${live.pid}) runs on ${dataDir}: restore only into a data directory without a database`);
  const db = path.join(dataDir, 'db');
  if (fs.existsSync(db)) throw new BackupRefused(`${db} already holds a database: restore only into a data directory without one (move it aside first); nothing was changed`);
  const storage = path.join(dataDir, 'storage');
  if (nonEmptyDir(storage)) throw new BackupRefused(`${storage} already holds files: restore only into a data directory without them (move it aside first); nothing was changed`);
}

/** Reads the whole backup once, checking everything, before anything is written. */
async function checkBackup(file: string, code: ReturnType<typeof codeMigrations>['migrations']) {
  let header: BackupHeader | undefined;
  for await (const item of readBackup(file)) {
    if (item.kind === 'header') {
      header = item.header;
      migrationsOfBackup(header.migrations, code); // refuses at once, before reading on
    }
  }
  return header!;
}

/**
 * Makes DATA_DIR/db and DATA_DIR/storage from a backup: the database is created with the migrations
 * the backup was made with, loaded and counted in temp directories beside them, which are renamed
 * into place only when complete (the database last: its presence marks a finished restore).
 */
export async function restoreBackup(opts: { config: Config; from: string }): Promise<RestoreSummary> {
  const started = performance.now();
  const { dataDir, databaseUrl } = opts.config;
  if (databaseUrl) throw new BackupRefused('DATABASE_URL is set: `restore` makes the embedded database in DATA_DIR; restore PostgreSQL with pg_restore (docs/backups.md)');
  const source = path.resolve(opts.from);
  refuseOccupied(dataDir);
  const { journal, migrations: code } = codeMigrations(migrationsFolder);
  const header = await checkBackup(source, code);
  const applied = migrationsOfBackup(header.migrations, code);

  let lock: HeldLock;
  try {
    lock = acquireLock(dataDir);
  } catch (err) {
    if (err instanceof DatabaseLockedError) throw new BackupRefused(`an app (process ${err.info.pid}) runs on ${dataDir}: restore only into a data directory without a database`);
    throw err;
  }
  const tempDb = path.join(dataDir, `.db.restoring-${process.pid}`);
  const tempStorage = path.join(dataDir, `.storage.restoring-${process.pid}`);
  const folder = subsetMigrationsFolder(migrationsFolder, journal, applied.length);
  try {
    refuseOccupied(dataDir, { locked: true }); // again, under our lock
    // Leftovers of a restore that was killed: no other restore runs while we hold the lock.
    for (const name of fs.readdirSync(dataDir).filter((n) => /^\.(db|storage)\.restoring-\d+$/.test(n))) {
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    const database = await openPglite(tempDb, undefined, { migrationsFolder: folder });
    let loaded: LoadResult;
    try {
      loaded = await loadBackup(database.pglite, source, tempStorage);
    } finally {
      await database.close();
    }
    if (fs.existsSync(tempStorage)) {
      const storage = path.join(dataDir, 'storage');
      if (fs.existsSync(storage)) fs.rmdirSync(storage); // empty (checked above); fails rather than remove a file
      fs.renameSync(tempStorage, path.join(dataDir, 'storage'));
    }
    fs.renameSync(tempDb, path.join(dataDir, 'db'));
    return {
      dataDir,
      createdAt: header.createdAt,
      ...loaded,
      filesInBucket: header.files === 'bucket',
      newerMigrations: code.length - applied.length,
      ms: Math.round(performance.now() - started),
    };
  } catch (err) {
    for (const dir of [tempDb, tempStorage]) fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
    lock.release();
  }
}

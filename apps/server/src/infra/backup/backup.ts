import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { readLiveLock } from '../../db/lock.js';
import { BackupRefused, MANIFEST_ENTRY, type BackupManifest } from './format.js';
import { writeDatabaseSnapshot } from './snapshot.js';
import { fileLocation, writeStorageFiles, type FilesResult } from './storage-files.js';
import { BackupWriter } from './write.js';

export interface BackupOptions {
  config: Config;
  target: string;
  /** Opens the embedded database: through the running app's socket, or directly (db/open.ts). */
  openDatabase: () => Promise<Database>;
  now: () => Date;
}

export interface BackupSummary {
  target: string;
  bytes: number;
  tables: number;
  rows: number;
  migrations: number;
  /** Milliseconds the snapshot transaction held the database. */
  heldMs: number;
  /** True when a running app served the database (it waited heldMs for its own queries). */
  appRunning: boolean;
  files: FilesResult | { bucket: string };
  ms: number;
}

function isInside(file: string, dir: string) {
  const relative = path.relative(path.resolve(dir), path.resolve(file));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function checkTarget(config: Config, target: string) {
  if (config.databaseUrl) {
    throw new BackupRefused('DATABASE_URL is set: `backup` copies the embedded database; back PostgreSQL up with pg_dump (docs/backups.md)');
  }
  if (isInside(target, config.dataDir)) {
    throw new BackupRefused(`${target} is inside DATA_DIR (${config.dataDir}): write backups elsewhere (a copy beside the data is lost with it)`);
  }
  const dir = fs.statSync(path.dirname(target), { throwIfNoEntry: false });
  if (!dir?.isDirectory()) throw new BackupRefused(`the directory ${path.dirname(target)} does not exist`);
  try {
    fs.accessSync(path.dirname(target), fs.constants.W_OK);
  } catch {
    throw new BackupRefused(`cannot write to the directory ${path.dirname(target)} (permission denied)`);
  }
  if (fs.statSync(target, { throwIfNoEntry: false })?.isDirectory()) throw new BackupRefused(`${target} is a directory: name the backup file`);
  if (!fs.existsSync(path.join(config.dataDir, 'db')) && !readLiveLock(config.dataDir)) {
    throw new BackupRefused(`no embedded database in ${path.join(config.dataDir, 'db')}: nothing to back up (is DATA_DIR right?)`);
  }
}

/**
 * The embedded database as one consistent snapshot, then the stored files, into one file. The files
 * are copied after the snapshot: every file a snapshot row names was written before its row
 * committed (uploads store the file first) and is there unless deleted since (docs/backups.md).
 */
export async function createBackup(opts: BackupOptions): Promise<BackupSummary> {
  const started = performance.now();
  const target = path.resolve(opts.target);
  checkTarget(opts.config, target);
  const location = fileLocation(opts.config);
  const database = await opts.openDatabase();
  let open = true;
  const close = async () => {
    if (open) await database.close();
    open = false;
  };
  let writer: BackupWriter | undefined;
  try {
    writer = BackupWriter.create(target);
    const snapshot = await writeDatabaseSnapshot(database.db, writer, location.kind === 'local' ? 'included' : 'bucket', opts.now);
    await close(); // the files need no database
    const files = location.kind === 'local' ? await writeStorageFiles(location.dir, writer) : undefined;
    const manifest: BackupManifest = { rows: snapshot.rows, files: files?.files ?? 0, fileBytes: files?.bytes ?? 0 };
    await writer.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    const bytes = await writer.commit();
    return {
      target,
      bytes,
      tables: snapshot.header.tables.length,
      rows: Object.values(snapshot.rows).reduce((a, b) => a + b, 0),
      migrations: snapshot.header.migrations.length,
      heldMs: snapshot.heldMs,
      appRunning: database.kind === 'postgres',
      files: files ?? { bucket: location.kind === 'bucket' ? location.where : '' },
      ms: Math.round(performance.now() - started),
    };
  } catch (err) {
    await writer?.abort();
    throw err;
  } finally {
    await close().catch(() => undefined);
  }
}

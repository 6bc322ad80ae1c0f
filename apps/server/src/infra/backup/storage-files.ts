import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from '../storage/storage.js';
import { STORAGE_PREFIX, TYPES_PREFIX, isContentType, isStorageKey } from './format.js';
import type { BackupWriter } from './write.js';

export type FileLocation = { kind: 'local'; dir: string } | { kind: 'bucket'; where: string };

/**
 * Where the app keeps its files: DATA_DIR/storage, or (STORAGE_URL=s3://…) a bucket, which the
 * provider's tools back up (docs/backups.md): the Storage interface cannot list, and a bucket has
 * versioning and replication of its own.
 */
export function fileLocation(config: Config): FileLocation {
  if (config.storage.kind === 's3') return { kind: 'bucket', where: `s3://${config.storage.bucket}/${config.storage.prefix}` };
  return { kind: 'local', dir: path.join(config.dataDir, 'storage') };
}

/** A storage write in progress: `<file>.<12 hex>.tmp` (storage.ts), never a key of its own. */
const IN_PROGRESS = /\.[0-9a-f]{12}\.tmp$/;

async function* storageKeys(dir: string, prefix = ''): AsyncGenerator<string> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (!prefix && entry.name === '.types') continue;
    if (entry.isDirectory()) yield* storageKeys(dir, key);
    else if (entry.isFile() && !IN_PROGRESS.test(entry.name)) yield key;
  }
}

export interface FilesResult {
  files: number;
  bytes: number;
  /** Listed but gone when read: deleted after the snapshot (see docs/backups.md). */
  vanished: number;
  /** Files whose names are no storage key (left there by hand): not the app's, not copied. */
  skipped: number;
}

/** Copies every stored file with its content type, through the storage's own reads. */
export async function writeStorageFiles(dir: string, writer: BackupWriter): Promise<FilesResult> {
  const storage = createLocalStorage(dir);
  const result: FilesResult = { files: 0, bytes: 0, vanished: 0, skipped: 0 };
  for await (const key of storageKeys(dir)) {
    if (!isStorageKey(key)) {
      result.skipped++;
      continue;
    }
    const file = await storage.get(key);
    if (!file) {
      result.vanished++;
      continue;
    }
    const contentType = isContentType(file.contentType) ? file.contentType : 'application/octet-stream';
    await writer.add(`${TYPES_PREFIX}${key}`, Buffer.from(contentType));
    await writer.add(`${STORAGE_PREFIX}${key}`, file.data);
    result.files++;
    result.bytes += file.data.length;
  }
  return result;
}

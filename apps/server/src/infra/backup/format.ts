import { z } from 'zod';
import { InvalidStorageKeyError, segmentsOf } from '../storage/storage.js';

/**
 * A backup is a gzip-compressed tar (decision 0058), entries in this order:
 *   backup.json                           what was backed up and with which migrations
 *   db/<schema>/<table>/<000001>.jsonl    rows as `row_to_json`, one per line, in chunks
 *   storage/.types/<key>, storage/<key>   each stored file's content type, then the file
 *   manifest.json                         the counts, written last: a backup without it is cut short
 * The storage entries mirror DATA_DIR/storage, so `tar -xzf backup storage` gives that directory back.
 */
/** Refused before anything was written; the message is for the operator. */
export class BackupRefused extends Error {}

export const BACKUP_FORMAT = 'club-venue-backup';
export const BACKUP_VERSION = 1;
/** Larger than any chunk or stored file the app writes; a bigger size field is damage. */
export const MAX_ENTRY_BYTES = 1 << 30;

export const HEADER_ENTRY = 'backup.json';
export const MANIFEST_ENTRY = 'manifest.json';

/** Plain unquoted identifiers only: they become entry names and are quoted in SQL. */
const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/);

export const migrationSchema = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), createdAt: z.number().int() });
export type AppliedMigration = z.infer<typeof migrationSchema>;

export const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  /** The drizzle migrations applied to the backed-up database, oldest first. */
  migrations: z.array(migrationSchema).min(1),
  tables: z.array(z.object({ schema: identifier, name: identifier })),
  /** Sequence positions read in the snapshot (sequences are not transactional: at least the rows' values). */
  sequences: z.array(z.object({ schema: identifier, name: identifier, lastValue: z.string().regex(/^-?\d+$/).nullable() })),
  /** 'bucket': the files live in an object store and are backed up with its tools, not here. */
  files: z.enum(['included', 'bucket']),
});
export type BackupHeader = z.infer<typeof headerSchema>;

export const manifestSchema = z.object({
  rows: z.record(z.string(), z.number().int().min(0)),
  files: z.number().int().min(0),
  fileBytes: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export const tableKey = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;

export function rowsEntry(t: { schema: string; name: string }, chunk: number) {
  return `db/${t.schema}/${t.name}/${String(chunk).padStart(6, '0')}.jsonl`;
}

export const ROWS_ENTRY = /^db\/([a-z_][a-z0-9_]*)\/([a-z_][a-z0-9_]*)\/(\d{6,})\.jsonl$/;

export const STORAGE_PREFIX = 'storage/';
export const TYPES_PREFIX = 'storage/.types/';

/** A key the storage accepts (its own rule, infra/storage/storage.ts): never a path out of it. */
export function isStorageKey(key: string) {
  try {
    segmentsOf(key);
    return true;
  } catch (err) {
    if (err instanceof InvalidStorageKeyError) return false;
    throw err;
  }
}

/** A content type as the storage writes it: printable ASCII, short. */
export function isContentType(value: string) {
  return value.length > 0 && value.length <= 200 && /^[\x21-\x7e][\x20-\x7e]*$/.test(value);
}

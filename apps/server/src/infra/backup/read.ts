import fs from 'node:fs';
import zlib from 'node:zlib';
import { ArchiveFormatError, readTar } from './tar.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  MAX_ENTRY_BYTES,
  ROWS_ENTRY,
  STORAGE_PREFIX,
  TYPES_PREFIX,
  headerSchema,
  isContentType,
  isStorageKey,
  manifestSchema,
  tableKey,
  type BackupHeader,
  type BackupManifest,
} from './format.js';

export { ArchiveFormatError };

export type BackupItem =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'rows'; table: { schema: string; name: string }; body: Buffer; rows: number }
  | { kind: 'file'; key: string; contentType: string; data: Buffer }
  | { kind: 'manifest'; manifest: BackupManifest };

function parseJson(body: Buffer, what: string): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new ArchiveFormatError(`the backup file is damaged (${what} is not JSON)`);
  }
}

function parseHeader(body: Buffer): BackupHeader {
  const raw = parseJson(body, HEADER_ENTRY) as { format?: unknown; version?: unknown } | null;
  if (raw?.format !== BACKUP_FORMAT) throw new ArchiveFormatError('not a backup of this app (its first entry is not a backup header)');
  if (typeof raw.version === 'number' && raw.version > BACKUP_VERSION) {
    throw new ArchiveFormatError(`the backup has format version ${raw.version}, newer than this app reads (${BACKUP_VERSION}): update the app first`);
  }
  const parsed = headerSchema.safeParse(raw);
  if (!parsed.success) throw new ArchiveFormatError(`the backup file is damaged (${HEADER_ENTRY}: ${parsed.error.issues[0]?.path.join('.')} is invalid)`);
  return parsed.data;
}

/** Each row is one line; a chunk ends with a newline and has no empty lines. */
function countRows(body: Buffer): number {
  if (body.length === 0 || body[body.length - 1] !== 0x0a) throw new ArchiveFormatError('the backup file is damaged (a row chunk does not end with a newline)');
  let rows = 0;
  for (let at = body.indexOf(0x0a); at !== -1; at = body.indexOf(0x0a, at + 1)) rows++;
  if (body.includes('\n\n') || body[0] === 0x0a) throw new ArchiveFormatError('the backup file is damaged (an empty row line)');
  return rows;
}

/** gunzip's and the file system's errors as sentences for the operator. */
function explain(err: unknown, file: string): Error {
  if (err instanceof ArchiveFormatError) return err;
  const { code, message } = err as NodeJS.ErrnoException;
  if (code === 'ENOENT') return new ArchiveFormatError(`no backup file at ${file}`);
  if (code === 'EACCES') return new ArchiveFormatError(`cannot read ${file} (permission denied)`);
  if (code === 'EISDIR') return new ArchiveFormatError(`${file} is a directory, not a backup file`);
  if (code === 'Z_BUF_ERROR') return new ArchiveFormatError('the backup file is truncated (its compressed data ends early)');
  if (code === 'Z_DATA_ERROR' && message.includes('header check')) return new ArchiveFormatError('not a backup file (not gzip-compressed), or damaged at its start');
  if (code === 'Z_DATA_ERROR') return new ArchiveFormatError(`the backup file is damaged (gzip: ${message})`);
  return err as Error;
}

/**
 * The checked contents of a backup file, in order. Throws ArchiveFormatError (a sentence for the
 * operator) when the file is not a backup, is damaged or cut short: the gzip trailer (CRC), tar
 * checksums, the entry order and names, and the manifest's counts against what was read.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupItem> {
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  input.pipe(gunzip);
  let header: BackupHeader | undefined;
  let manifest: BackupManifest | undefined;
  const rows = new Map<string, number>();
  const lastChunk = new Map<string, number>();
  let files = 0;
  let fileBytes = 0;
  let pendingType: { key: string; contentType: string } | undefined;
  try {
    for await (const { name, body } of readTar(gunzip, MAX_ENTRY_BYTES)) {
      if (manifest) throw new ArchiveFormatError(`the backup file is damaged (an entry after ${MANIFEST_ENTRY})`);
      if (!header) {
        if (name !== HEADER_ENTRY) throw new ArchiveFormatError('not a backup of this app (its first entry is not a backup header)');
        header = parseHeader(body);
        for (const t of header.tables) rows.set(tableKey(t), 0);
        yield { kind: 'header', header };
        continue;
      }
      if (pendingType && name !== `${STORAGE_PREFIX}${pendingType.key}`) throw new ArchiveFormatError(`the backup file is damaged (a content type without its file)`);
      const rowsMatch = ROWS_ENTRY.exec(name);
      if (rowsMatch) {
        const table = { schema: rowsMatch[1]!, name: rowsMatch[2]! };
        const key = tableKey(table);
        const chunk = Number(rowsMatch[3]);
        if (!rows.has(key)) throw new ArchiveFormatError(`the backup file is damaged (rows of a table its header does not list)`);
        if (chunk !== (lastChunk.get(key) ?? 0) + 1 || files > 0) throw new ArchiveFormatError('the backup file is damaged (row chunks out of order)');
        lastChunk.set(key, chunk);
        const n = countRows(body);
        rows.set(key, rows.get(key)! + n);
        yield { kind: 'rows', table, body, rows: n };
      } else if (name.startsWith(TYPES_PREFIX)) {
        const key = name.slice(TYPES_PREFIX.length);
        const contentType = body.toString('utf8');
        if (!isStorageKey(key) || !isContentType(contentType)) throw new ArchiveFormatError('the backup file is damaged (an invalid stored file name or type)');
        pendingType = { key, contentType };
      } else if (name.startsWith(STORAGE_PREFIX)) {
        const key = name.slice(STORAGE_PREFIX.length);
        if (!isStorageKey(key)) throw new ArchiveFormatError('the backup file is damaged (an invalid stored file name)');
        if (header.files === 'bucket') throw new ArchiveFormatError('the backup file is damaged (files in a backup whose files live in a bucket)');
        files++;
        fileBytes += body.length;
        yield { kind: 'file', key, contentType: pendingType?.contentType ?? 'application/octet-stream', data: body };
        pendingType = undefined;
      } else if (name === MANIFEST_ENTRY) {
        const parsed = manifestSchema.safeParse(parseJson(body, MANIFEST_ENTRY));
        if (!parsed.success) throw new ArchiveFormatError(`the backup file is damaged (${MANIFEST_ENTRY} is invalid)`);
        manifest = parsed.data;
        const counted = Object.fromEntries(rows);
        const same = Object.keys(manifest.rows).length === rows.size && [...rows].every(([k, n]) => manifest!.rows[k] === n);
        if (!same || manifest.files !== files || manifest.fileBytes !== fileBytes) {
          throw new ArchiveFormatError(`the backup file is damaged (its manifest counts ${describe(manifest)}, the file holds ${describe({ rows: counted, files })})`);
        }
      } else {
        throw new ArchiveFormatError(`the backup file is damaged (an unexpected entry)`);
      }
    }
    if (!manifest) throw new ArchiveFormatError(`the backup file is truncated (no ${MANIFEST_ENTRY} at its end)`);
    yield { kind: 'manifest', manifest };
  } catch (err) {
    throw explain(err, file);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

function describe(counts: { rows: Record<string, number>; files: number }) {
  const total = Object.values(counts.rows).reduce((a, b) => a + b, 0);
  return `${total} rows in ${Object.keys(counts.rows).length} tables and ${counts.files} files`;
}

import type { PGlite, Transaction } from '@electric-sql/pglite';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ArchiveFormatError, readBackup } from './read.js';
import { tableKey, type BackupHeader, type BackupManifest } from './format.js';

const quoted = (t: { schema: string; name: string }) => `"${t.schema}"."${t.name}"`;

/** The restored schema's tables, named as a backup header names them. */
async function schemaTables(tx: Transaction): Promise<string[]> {
  const { rows } = await tx.query<{ key: string }>(`
    SELECT n.nspname || '.' || c.relname AS key
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle') AND n.nspname NOT LIKE 'pg\\_%'`);
  return rows.map((r) => r.key);
}

/** The columns an INSERT may write: generated ones are computed again. */
async function insertColumns(tx: Transaction, table: { schema: string; name: string }): Promise<string> {
  const { rows } = await tx.query<{ list: string }>(
    `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS list FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
    [quoted(table)],
  );
  return rows[0]!.list;
}

/**
 * Writes stored files as DATA_DIR/storage lays them out (the archive mirrors it: `<key>` and
 * `.types/<key>`, infra/storage/storage.ts), a few at a time. No temp-and-rename per file: the whole
 * directory is a temp one, renamed into place when complete. Keys were checked by readBackup.
 */
class FileWriter {
  private readonly made = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private failure: Error | undefined;

  constructor(private readonly dir: string) {}

  async add(key: string, data: Buffer, contentType: string) {
    while (this.running.size >= 8) await Promise.race(this.running);
    if (this.failure) throw this.failure;
    const task: Promise<void> = this.write(key, data, contentType)
      .catch((err: Error) => void (this.failure ??= err))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  private async write(key: string, data: Buffer, contentType: string) {
    for (const [file, body] of [
      [path.join(this.dir, '.types', key), contentType],
      [path.join(this.dir, key), data],
    ] as const) {
      const parent = path.dirname(file);
      if (!this.made.has(parent)) {
        await fs.mkdir(parent, { recursive: true });
        this.made.add(parent);
      }
      await fs.writeFile(file, body, { flag: 'wx' });
    }
  }

  /** Waits for the writes in flight (they never reject); throws the first failure. */
  async flush() {
    await Promise.all(this.running);
    if (this.failure) throw this.failure;
  }
}

/** Empties the freshly migrated tables (the backup holds what the migrations wrote, as it was then). */
async function prepareTables(tx: Transaction, header: BackupHeader): Promise<Map<string, string>> {
  const present = new Set(await schemaTables(tx));
  const listed = new Set(header.tables.map(tableKey));
  const missing = [...listed].find((t) => !present.has(t)) ?? [...present].find((t) => !listed.has(t));
  if (missing) throw new ArchiveFormatError(`the backup's tables differ from the schema its migrations make (${missing}): it was not made by this app`);
  // DELETE, not TRUNCATE: the fresh tables hold a few rows at most, and TRUNCATE makes new files for each.
  for (const table of header.tables) await tx.exec(`DELETE FROM ${quoted(table)}`);
  const columns = new Map<string, string>();
  for (const table of header.tables) columns.set(tableKey(table), await insertColumns(tx, table));
  return columns;
}

async function checkCounts(tx: Transaction, header: BackupHeader, manifest: BackupManifest) {
  for (const table of header.tables) {
    const { rows } = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoted(table)}`);
    if (rows[0]!.n !== manifest.rows[tableKey(table)]) {
      throw new Error(`the restored table ${tableKey(table)} holds ${rows[0]!.n} rows, the backup ${manifest.rows[tableKey(table)]}`);
    }
  }
}

/** Sequences as read in the snapshot: at least every value its rows hold (they are not transactional). */
async function restoreSequences(tx: Transaction, header: BackupHeader) {
  for (const seq of header.sequences) {
    if (seq.lastValue !== null) await tx.query('SELECT setval($1::regclass, $2::bigint, true)', [quoted(seq), seq.lastValue]);
  }
}

export interface LoadResult {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
}

/**
 * Loads a checked backup into a freshly migrated embedded database and a storage directory, in one
 * transaction with triggers and foreign-key checks off (session_replication_role = replica): rows
 * go in table by table, in any order. The counts are compared with the manifest before COMMIT.
 */
export async function loadBackup(pglite: PGlite, file: string, storageDir: string): Promise<LoadResult> {
  const files = new FileWriter(storageDir);
  const result: LoadResult = { tables: 0, rows: 0, files: 0, fileBytes: 0 };
  try {
    await loadInTransaction(pglite, file, files, result);
  } catch (err) {
    await files.flush().catch(() => undefined); // nothing may still write when the caller cleans up
    throw err;
  }
  // A bulk load leaves the planner without statistics (the embedded database has no autovacuum).
  await pglite.exec('ANALYZE');
  return result;
}

async function loadInTransaction(pglite: PGlite, file: string, files: FileWriter, result: LoadResult) {
  await pglite.transaction(async (tx) => {
    await tx.exec('SET LOCAL session_replication_role = replica');
    let header: BackupHeader | undefined;
    let columns = new Map<string, string>();
    for await (const item of readBackup(file)) {
      if (item.kind === 'header') {
        header = item.header;
        columns = await prepareTables(tx, header);
        result.tables = header.tables.length;
      } else if (item.kind === 'rows') {
        const list = columns.get(tableKey(item.table))!;
        // The chunk's lines as one JSON array; json_populate_recordset turns them back into the
        // table's types on the server (no value passes through JavaScript numbers or dates).
        const json = `[${item.body.toString('utf8').slice(0, -1).replaceAll('\n', ',')}]`;
        const inserted = await tx.query(
          `INSERT INTO ${quoted(item.table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${quoted(item.table)}, $1::json)`,
          [json],
        );
        if (inserted.affectedRows !== item.rows) throw new Error(`inserted ${inserted.affectedRows} of ${item.rows} rows into ${tableKey(item.table)}`);
        result.rows += item.rows;
      } else if (item.kind === 'file') {
        await files.add(item.key, item.data, item.contentType);
        result.files++;
        result.fileBytes += item.data.length;
      } else {
        await files.flush();
        await checkCounts(tx, header!, item.manifest);
        await restoreSequences(tx, header!);
      }
    }
  });
}

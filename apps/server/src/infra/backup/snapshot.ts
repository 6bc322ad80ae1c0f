import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { appliedMigrations } from './migrations.js';
import { rowsEntry, tableKey, type BackupHeader } from './format.js';
import type { BackupWriter } from './write.js';

/** Rows per FETCH and per archive entry: a few MB at most, whatever the table holds. */
const CHUNK_ROWS = 2000;

type Rows<T> = { rows: T[] };

/** The app's tables: every schema but the system's and the migrator's (which is recorded apart). */
const APP_TABLES = sql`
  SELECT n.nspname AS schema, c.relname AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
    AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle') AND n.nspname NOT LIKE 'pg\\_%'
  ORDER BY 1, 2`;

const SEQUENCES = sql`
  SELECT schemaname AS schema, sequencename AS name, last_value::text AS "lastValue"
  FROM pg_sequences
  WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle') AND schemaname NOT LIKE 'pg\\_%'
  ORDER BY 1, 2`;

const PLAIN = /^[a-z_][a-z0-9_]*$/;

export interface SnapshotResult {
  header: BackupHeader;
  rows: Record<string, number>;
  /** How long the transaction held the database (through the app's socket, the app waits that long). */
  heldMs: number;
}

/**
 * Copies every table in ONE read-only REPEATABLE READ transaction, so the rows are one consistent
 * moment. Through the app's socket the app waits for the whole transaction, so it makes few round
 * trips: one cursor over all tables (UNION ALL, each row tagged with its table) read in chunks.
 * (pg-copy-streams, for COPY TO STDOUT, is not installed; keyset pages would sort again per page.)
 */
export async function writeDatabaseSnapshot(db: Db, writer: BackupWriter, files: BackupHeader['files'], now: () => Date): Promise<SnapshotResult> {
  const rows: Record<string, number> = {};
  let header: BackupHeader | undefined;
  // The compressor catches up after the commit (bounded: past 64 MB the snapshot waits for it).
  writer.bufferLimit = 64 * 1024 * 1024;
  // Connected before BEGIN: the app waits for the transaction only, not for the connection.
  await db.execute(sql`SELECT 1`);
  const started = performance.now();
  let failure: unknown;
  try {
    await db.transaction(
      async (tx) => {
        try {
          header = await readSnapshot(tx, writer, files, now, rows);
        } catch (err) {
          failure = err;
          throw err;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } catch (err) {
    // The cause, not the ROLLBACK that failed after it on a lost connection (drizzle reports that one).
    throw failure ?? err;
  }
  const heldMs = Math.round(performance.now() - started);
  writer.bufferLimit = 0;
  return { header: header!, rows, heldMs };
}

async function readSnapshot(tx: Tx, writer: BackupWriter, files: BackupHeader['files'], now: () => Date, rows: Record<string, number>): Promise<BackupHeader> {
  const migrations = await appliedMigrations(tx);
  const tables = ((await tx.execute(APP_TABLES)) as unknown as Rows<{ schema: string; name: string }>).rows;
  const unusual = tables.find((t) => !PLAIN.test(t.schema) || !PLAIN.test(t.name));
  if (unusual) throw new Error(`the table ${tableKey(unusual)} has a name backups do not support (lower-case letters, digits and _ only)`);
  const sequences = ((await tx.execute(SEQUENCES)) as unknown as Rows<{ schema: string; name: string; lastValue: string | null }>).rows;
  const header: BackupHeader = { format: 'club-venue-backup', version: 1, createdAt: now().toISOString(), migrations, tables, sequences, files };
  await writer.add('backup.json', Buffer.from(JSON.stringify(header, null, 2)));
  for (const table of tables) rows[tableKey(table)] = 0;
  if (tables.length > 0) await copyTables(tx, writer, tables, rows);
  return header;
}

async function copyTables(tx: Tx, writer: BackupWriter, tables: { schema: string; name: string }[], rows: Record<string, number>) {
  const selects = tables.map(
    (t, i) => sql`SELECT ${sql.raw(String(i))} AS t, row_to_json(x)::text AS r FROM ${sql.identifier(t.schema)}.${sql.identifier(t.name)} AS x`,
  );
  await tx.execute(sql`DECLARE venue_backup NO SCROLL CURSOR FOR ${sql.join(selects, sql` UNION ALL `)}`);
  const chunks = tables.map(() => 0);
  for (;;) {
    const batch = ((await tx.execute(sql.raw(`FETCH ${CHUNK_ROWS} FROM venue_backup`))) as unknown as Rows<{ t: number; r: string }>).rows;
    // One entry per run of rows of one table; row_to_json escapes newlines inside values.
    for (let from = 0; from < batch.length; ) {
      const t = Number(batch[from]!.t);
      let to = from + 1;
      while (to < batch.length && Number(batch[to]!.t) === t) to++;
      const table = tables[t]!;
      await writer.add(rowsEntry(table, ++chunks[t]!), Buffer.from(`${batch.slice(from, to).map((row) => row.r).join('\n')}\n`));
      rows[tableKey(table)]! += to - from;
      from = to;
    }
    if (batch.length < CHUNK_ROWS) break;
  }
  await tx.execute(sql`CLOSE venue_backup`);
}

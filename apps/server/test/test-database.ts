import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, type Database } from '../src/db/client.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';

/**
 * A migrated, empty PGlite data directory, made once per worker: each file's database starts as a
 * copy of it (about a second less per file than initdb and every migration again). It also holds
 * what `resetToTemplate` needs: a copy of the rows the migrations wrote (schema `template_rows`),
 * the sequences' positions, and a fingerprint of the schema.
 */
let template: Promise<{ dump: Blob | File; fingerprint: string }> | undefined;
function migratedTemplate(): Promise<{ dump: Blob | File; fingerprint: string }> {
  template ??= (async () => {
    const database = await openPglite();
    await keepTemplateRows(database.pglite);
    const fingerprint = await schemaFingerprint(database.pglite);
    const dump = await database.pglite.dumpDataDir('none');
    await database.close();
    return { dump, fingerprint };
  })();
  return template;
}

/** The tables of the app's schemas (not the migrator's, not the template's copy). */
const APP_TABLES = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name, c.oid
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
    AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle', 'template_rows')
    AND n.nspname NOT LIKE 'pg\\_%'`;

async function keepTemplateRows(pglite: PGlite): Promise<void> {
  await pglite.exec('CREATE SCHEMA template_rows; CREATE TABLE template_rows.__tables (name text, copy text, columns text); CREATE TABLE template_rows.__sequences (name text, last_value bigint, is_called boolean)');
  const { rows: tables } = await pglite.query<{ name: string; oid: number }>(APP_TABLES);
  for (const [i, { name, oid }] of tables.entries()) {
    const { rows } = await pglite.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
    if (rows[0]!.n === 0) continue;
    // Generated columns are computed again on insert; every other column is copied as it was.
    const { rows: columns } = await pglite.query<{ name: string }>(
      "SELECT quote_ident(attname) AS name FROM pg_attribute WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum",
      [oid],
    );
    const list = columns.map((c) => c.name).join(', ');
    await pglite.exec(`CREATE TABLE template_rows.t${i} AS SELECT ${list} FROM ${name}`);
    await pglite.query('INSERT INTO template_rows.__tables VALUES ($1, $2, $3)', [name, `t${i}`, list]);
  }
  await pglite.exec(`INSERT INTO template_rows.__sequences
    SELECT format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), last_value IS NOT NULL
    FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle', 'template_rows')`);
}

/** What a test could change about the schema: relations, columns, functions, triggers, settings. */
async function schemaFingerprint(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ f: string }>(`
    SELECT md5(coalesce(string_agg(x, ',' ORDER BY x), '')) AS f FROM (
      SELECT 'c:' || c.oid::regclass::text || ':' || c.relkind::text || ':' || c.relnatts
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      UNION ALL SELECT 'a:' || attrelid::regclass::text || ':' || attname || ':' || atttypid || ':' || attnotnull || ':' || attisdropped
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE a.attnum > 0 AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      UNION ALL SELECT 'p:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
        FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
      UNION ALL SELECT 't:' || tgrelid::regclass::text || ':' || tgname || ':' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL SELECT 's:' || setdatabase || ':' || setrole || ':' || array_to_string(setconfig, ';') FROM pg_db_role_setting
    ) s(x)`);
  return rows[0]!.f;
}

/**
 * Puts a file's database back into the template's state for the next file of this worker, as a
 * copy of the template would be (about 0.8 s of CPU less per file than loading the copy: the
 * suite's files start some 130 databases). False when the file changed the schema, its functions,
 * triggers or settings: such a database is closed instead.
 */
async function resetToTemplate(pglite: PGlite, fingerprint: string): Promise<boolean> {
  await pglite.exec('ROLLBACK').catch(() => undefined);
  await pglite.exec('RESET ALL; DISCARD TEMP; DEALLOCATE ALL; UNLISTEN *; SELECT pg_advisory_unlock_all()');
  if ((await schemaFingerprint(pglite)) !== fingerprint) return false;
  const { rows: tables } = await pglite.query<{ name: string }>(APP_TABLES);
  const { rows: kept } = await pglite.query<{ name: string; copy: string; columns: string }>('SELECT name, copy, columns FROM template_rows.__tables');
  const copies = kept.map(({ name, copy, columns }) => `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM template_rows.${copy};`);
  // The copied rows are as the migrations left them (trigger-made values included): written with
  // triggers and foreign-key checks off, in any order.
  await pglite.exec(`BEGIN;
    TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE;
    SET LOCAL session_replication_role = replica;
    ${copies.join('\n')}
    SELECT setval(name, last_value, is_called) FROM template_rows.__sequences;
    COMMIT;`);
  return true;
}

/** One database of the worker's last file, reset and waiting for the next file. */
let spare: (Database & { pglite: PGlite }) | undefined;

async function pgliteFromTemplate(): Promise<Database> {
  const { dump, fingerprint } = await migratedTemplate();
  const database = spare ?? (await openPglite(undefined, dump));
  spare = undefined;
  let closed = false;
  return {
    ...database,
    async close() {
      if (closed) return;
      closed = true;
      // One spare is kept; another file's database may have become it while this one was reset.
      const reusable = !spare && (await resetToTemplate(database.pglite, fingerprint).catch(() => false));
      if (reusable && !spare) spare = database;
      else await database.close();
    },
  };
}

/**
 * On a PostgreSQL server: one migrated template database per set of migrations (named by their
 * hash), made once for all workers under an advisory lock; each file's database is a copy of it
 * (CREATE DATABASE … TEMPLATE: about a quarter of a second less per file than every migration again).
 * Templates of older migrations are left alone (another checkout may be using one); on a
 * development server `DROP DATABASE` them by hand when they pile up.
 */
let serverTemplate: Promise<string> | undefined;
function migratedServerTemplate(serverUrl: string): Promise<string> {
  serverTemplate ??= (async () => {
    const hash = crypto.createHash('sha256');
    for (const file of fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()) {
      hash.update(file).update(fs.readFileSync(path.join(migrationsFolder, file)));
    }
    const name = `t_template_${hash.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query("SELECT pg_advisory_lock(hashtext('venue-test-template'))");
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) {
        // Built under another name and renamed when complete: a run killed half-way leaves no half template.
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const database = await openPostgres(withDatabase(serverUrl, building), { max: 1 });
        await database.close();
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.query("SELECT pg_advisory_unlock(hashtext('venue-test-template'))").catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return serverTemplate;
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return pgliteFromTemplate();
  const template = await migratedServerTemplate(serverUrl);
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  // A test database need not survive a crash: commits do not wait for the WAL to reach the disk
  // (on a busy CI machine an fsync per commit made the PostgreSQL run several times slower).
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  // Migrating again finds every migration applied (one query): the copy is checked, not trusted.
  const database = await openPostgres(withDatabase(serverUrl, name), { max: 5, walks: true });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

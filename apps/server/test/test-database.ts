import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, type Database } from '../src/db/client.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';

/**
 * A migrated, empty PGlite data directory, made once per worker: each file's database starts as a
 * copy of it (about a second less per file than initdb and every migration again).
 */
let template: Promise<Blob | File> | undefined;
function migratedTemplate(): Promise<Blob | File> {
  template ??= (async () => {
    const database = await openPglite();
    const dump = await database.pglite.dumpDataDir('none');
    await database.close();
    return dump;
  })();
  return template;
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

function withDatabase(serverUrl: string, name: string): string {
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
  if (!serverUrl) return openPglite(undefined, await migratedTemplate());
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
  const database = await openPostgres(withDatabase(serverUrl, name), { max: 5 });
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

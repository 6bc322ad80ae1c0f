import crypto from 'node:crypto';
import pg from 'pg';
import type { Database } from '../src/db/client.js';
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
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(undefined, await migratedTemplate());
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 5 });
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

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema.js';
import { migrationsFolder, type Database, type Db } from './client.js';

const extensions = { citext, pg_trgm };

/**
 * Opens PGlite in a directory, or in memory when dir is undefined; applies migrations. `from` is a
 * data directory dumped by `dumpDataDir` (an in-memory copy of an already migrated database: the
 * tests start each file's database from one, skipping initdb).
 */
export async function openPglite(dir?: string, from?: Blob | File, opts: { migrationsFolder?: string } = {}): Promise<Database & { pglite: PGlite }> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const options = { extensions, ...(from ? { loadDataDir: from } : {}) };
  const pglite = dir ? new PGlite(dir, options) : new PGlite(options);
  await pglite.waitReady;
  const db = drizzle(pglite, { schema }) as unknown as Db;
  // `restore` makes a database with the migrations its backup was made with, not necessarily all.
  await migrate(drizzle(pglite, { schema }), { migrationsFolder: opts.migrationsFolder ?? migrationsFolder });
  return {
    db,
    pglite,
    kind: 'pglite',
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPostgres } from '../../src/db/postgres.js';
import { migrationsFolder } from '../../src/db/client.js';
import { withDatabase } from '../test-database.js';

// Issue 19: instances of a new version start at once on one PostgreSQL database (a rolling deploy
// that starts several, or a restart of all). They take turns applying the new migrations, so none
// fails at start on "already exists" and each migration is applied once.

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn('instances-start-together.test.ts: TEST_DATABASE_URL is not set, so it is skipped (CI sets it).');

describe.skipIf(!serverUrl)('three instances starting at once on an empty database (TEST_DATABASE_URL)', () => {
  const name = `t_start_${crypto.randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  afterAll(async () => {
    if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('all start, and every migration is applied once', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = withDatabase(serverUrl!, name);
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url, { max: 2 })));
    const applied = await instances[0]!.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    const files = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length;
    expect(applied.rows[0].n).toBe(files);
    await Promise.all(instances.map((i) => i.close()));
  });
});

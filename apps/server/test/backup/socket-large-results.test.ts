import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseServer } from '../../src/db/pglite-server.js';
import { tempDir } from './support.js';

// A backup reads through the running app's socket in large cursor FETCHes; each must arrive intact.
describe('the embedded database socket with results larger than the socket buffer', () => {
  const dir = tempDir('venue-socket-large-');
  let pglite: PGlite;
  let server: EmbeddedDatabaseServer;
  let client: pg.Client;

  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec(`CREATE TABLE t AS SELECT i, repeat(chr(65 + i % 26), 700) AS s FROM generate_series(1, 3000) i`);
    server = new EmbeddedDatabaseServer(pglite, { path: path.join(dir, '.s.PGSQL.5432') });
    await server.start();
    // A garbled stream leaves the client waiting for bytes that never come: fail in 10 s, not at the server's 30 s limit.
    client = new pg.Client({ connectionString: `postgresql://postgres@/postgres?host=${encodeURIComponent(dir)}`, query_timeout: 10_000 });
    client.on('error', () => undefined); // the failing query reports it
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await server?.stop();
    await pglite?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('delivers cursor FETCHes of megabytes byte for byte', async () => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query('DECLARE big NO SCROLL CURSOR FOR SELECT i, s FROM t ORDER BY i');
    let next = 1;
    for (const n of [100, 1500, 1400]) {
      const { rows } = await client.query<{ i: number; s: string }>(`FETCH ${n} FROM big`);
      expect(rows).toHaveLength(n);
      for (const row of rows) {
        expect(row.i).toBe(next);
        expect(row.s).toBe(String.fromCharCode(65 + (next % 26)).repeat(700));
        next++;
      }
    }
    await client.query('COMMIT');
  });
});

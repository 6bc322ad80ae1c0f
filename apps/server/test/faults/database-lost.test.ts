import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../src/db/postgres.js';
import type { Database } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../harness.js';
import { createTestDatabase } from '../test-database.js';
import { member, type TestMember } from '../friends/support.js';
import { startFaultProxy, type FaultProxy } from '../fault-proxy.js';

// Issue 19, faults: PostgreSQL restarted under way. While it is down, requests fail at once with
// the general error the web app translates (code INTERNAL), the process neither crashes nor hangs;
// once it is back the app answers again by itself within 5 s. The database sits behind a proxy the
// test takes down (every connection reset, new ones refused, as a restarting server does) and
// brings back. CI sets TEST_DATABASE_URL (.ci/run); without it the file is skipped with a warning.

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.warn('database-lost.test.ts: TEST_DATABASE_URL is not set, so the PostgreSQL fault test is skipped (CI sets it).');

const ME = `query { currentUser { id username } }`;

describe.skipIf(!databaseUrl)('PostgreSQL restarted under way (TEST_DATABASE_URL)', () => {
  let owner: Database & { pool?: pg.Pool };
  let proxy: FaultProxy;
  let viaProxy: Database;
  let t: TestApp;
  let anna: TestMember;

  beforeAll(async () => {
    owner = await createTestDatabase();
    proxy = await startFaultProxy(owner.pool!.options.connectionString!);
    viaProxy = await openPostgres(proxy.url, { migrate: false, max: 5 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    t = await createTestApp({ database: viaProxy });
    anna = await member(t);
  });
  afterAll(async () => {
    await t?.app.close();
    await viaProxy?.close();
    await proxy?.close();
    await owner?.close();
    vi.restoreAllMocks();
  });

  it('answers the general error while the database is down, and recovers within 5 s of its return', async () => {
    expect((await t.gql(ME, {}, { token: anna.token })).data?.currentUser?.username).toBe(anna.username);

    // The background work runs through the outage too: a crash there would fail this file.
    t.services.jobs.start();
    t.services.pushSender.start();
    proxy.cut();
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const down = await t.gql(ME, {}, { token: anna.token });
      expect(down.errors?.[0]?.extensions?.code).toBe('INTERNAL');
      expect(down.data?.currentUser ?? null).toBeNull();
      expect(Date.now() - started, 'a request fails fast instead of hanging').toBeLessThan(5_000);
    }
    // More failed transactions than the pool has connections: each must give its connection back.
    for (let i = 0; i < 8; i++) {
      await expect(viaProxy.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    }
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode, 'the process still answers').toBe(200);

    proxy.restore();
    const back = Date.now();
    await expect
      .poll(async () => (await t.gql(ME, {}, { token: anna.token })).data?.currentUser?.username ?? null, { timeout: 5_000, interval: 100 })
      .toBe(anna.username);
    console.info(`answering again ${Date.now() - back} ms after the database returned`);
    await t.services.jobs.stop();
    await t.services.pushSender.stop();
    // Nothing still holds a connection: one lost inside a transaction went back to the pool (a held
    // one is never given out again, and a few of them would leave the app without any).
    const pool = (viaProxy as Database & { pool: pg.Pool }).pool;
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5_000 }).toBe(0);
  });
});

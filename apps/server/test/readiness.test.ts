import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { AppDeps } from '../src/deps.js';
import type { Database, Db } from '../src/db/client.js';
import { createDeps } from '../src/infra/create-deps.js';
import { createLocalStorage } from '../src/infra/storage/storage.js';
import { READY_CHECK_TIMEOUT_MS } from '../src/http/readiness.js';
import { createTestApp, type TestApp } from './harness.js';

// GET /readyz (decision 0057): the database, Redis and storage, each bounded; 503 while shutting down.
describe('GET /readyz', () => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t?.close();
  });

  /** The app again on changed deps (same database unless replaced). */
  async function appWith(changes: Partial<AppDeps>) {
    const built = await buildApp({ ...t.deps, ...changes }, { logger: false, webDist: path.join(t.dataDir, 'no-web') });
    apps.push(built.app);
    return built;
  }

  /** The real database, but `execute` (the readiness query) does what `execute` says. */
  function databaseWhose(execute: () => Promise<unknown>): Database {
    const db = new Proxy(t.deps.database.db, { get: (target, prop, receiver) => (prop === 'execute' ? execute : Reflect.get(target, prop, receiver)) }) as Db;
    return { ...t.deps.database, db };
  }

  const readyz = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/readyz' });

  it('answers ready when the database and the storage answer (Redis not configured)', async () => {
    const res = await readyz(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not configured', storage: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the database when its queries fail', async () => {
    const { app } = await appWith({ database: databaseWhose(() => Promise.reject(new Error('PGlite is closed'))) });
    const res = await readyz(app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', failing: ['database'], checks: { database: 'error', redis: 'not configured', storage: 'ok' } });
  });

  it('keeps connection strings and error texts out of the answer', async () => {
    const { app } = await appWith({ database: databaseWhose(() => Promise.reject(new Error('connect ECONNREFUSED postgres://venue:hunter2@db.internal:5432/venue'))) });
    const res = await readyz(app);
    expect(res.statusCode).toBe(503);
    expect(res.json().failing).toEqual(['database']);
    for (const secret of ['hunter2', 'db.internal', 'ECONNREFUSED', 'postgres://']) expect(res.body).not.toContain(secret);
  });

  it('does not hang on a database that never answers: 503 "timeout" after the check timeout', async () => {
    const { app } = await appWith({ database: databaseWhose(() => new Promise(() => undefined)) });
    const started = performance.now();
    const [first, second] = await Promise.all([readyz(app), readyz(app)]);
    const ms = performance.now() - started;
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ status: 'not ready', failing: ['database'], checks: { database: 'timeout' } });
    expect(second.json()).toEqual(first.json());
    expect(ms).toBeGreaterThanOrEqual(READY_CHECK_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(READY_CHECK_TIMEOUT_MS + 3_000);
  });

  it('names Redis when a connection is down, and the storage when files cannot be written', async () => {
    const redisDown = await appWith({ pingRedis: () => Promise.reject(new Error('redis connection reconnecting')) });
    expect((await readyz(redisDown.app)).json()).toEqual({ status: 'not ready', failing: ['redis'], checks: { database: 'ok', redis: 'error', storage: 'ok' } });
    // A directory that cannot be made (a file is in the way), as a full or read-only disk would refuse it.
    // (The tests may run as root, for whom every existing directory is writable.)
    fs.writeFileSync(path.join(t.dataDir, 'not-a-directory'), '');
    const unwritable = await appWith({ storage: createLocalStorage(path.join(t.dataDir, 'not-a-directory', 'storage')) });
    const res = await readyz(unwritable.app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ failing: ['storage'], checks: { storage: 'error' } });
  });

  it('says "not checked" for a storage without a check (it is optional)', async () => {
    const { check: _, ...unchecked } = createLocalStorage(path.join(t.dataDir, 'storage'));
    const { app } = await appWith({ storage: unchecked });
    expect((await readyz(app)).json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not configured', storage: 'not checked' } });
  });

  it('answers 503 "shutting down" once shutdown began, while /healthz still answers', async () => {
    const { app, readiness } = await appWith({});
    expect((await readyz(app)).statusCode).toBe(200);
    readiness.shutDown();
    const res = await readyz(app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'shutting down' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('PINGs Redis when REDIS_URL is set (TEST_REDIS_URL)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-readyz-'));
    const deps = createDeps(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, REDIS_URL: redisUrl, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), t.deps.database);
    try {
      const { app } = await buildApp(deps, { logger: false, webDist: path.join(dataDir, 'no-web') });
      apps.push(app);
      // The connections come up in the background; until then the check says so.
      let res = await readyz(app);
      for (let i = 0; res.statusCode !== 200 && i < 100; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        res = await readyz(app);
      }
      expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    } finally {
      await deps.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { buildApp } from '../src/app.js';
import { createDeps } from '../src/infra/create-deps.js';
import { createMemoryRateLimiter } from '../src/infra/rate-limit/rate-limiter.js';
import { createTestDatabase } from './test-database.js';

describe('in-process rate limiter (no Redis)', () => {
  it('allows up to the limit in a window and refuses the next with the seconds left', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
    now += 20_000;
    const refused = await limiter.hit('k', 3, 60);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await limiter.hit('other', 3, 60)).allowed).toBe(true);
  });

  it('opens a new window once the old one has passed, and reset clears a key at once', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    await limiter.hit('k', 1, 10);
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(false);
    now += 9_999;
    expect((await limiter.hit('k', 1, 10)).retryAfterSeconds).toBe(1);
    now += 1;
    expect(await limiter.hit('k', 1, 10)).toEqual({ allowed: true, retryAfterSeconds: 10 });
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(true);
  });
});

describe('rate limiter: peek and block (sign-in guard, decision 0026)', () => {
  it('peeks at a count without adding to it, and blocks a key for a given time', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    expect(await limiter.peek('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
    await limiter.hit('k', 5, 60);
    await limiter.hit('k', 5, 60);
    expect(await limiter.peek('k')).toEqual({ count: 2, retryAfterSeconds: 60 });
    expect(await limiter.peek('k')).toEqual({ count: 2, retryAfterSeconds: 60 });
    await limiter.block('wait', 8);
    now += 5_000;
    expect(await limiter.peek('wait')).toEqual({ count: 1, retryAfterSeconds: 3 });
    now += 3_000;
    expect(await limiter.peek('wait')).toEqual({ count: 0, retryAfterSeconds: 0 });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('redis.test.ts: TEST_REDIS_URL is not set, so the two-instance Redis tests are skipped (CI sets it).');

describe.skipIf(!redisUrl)('two app instances sharing Redis (TEST_REDIS_URL)', () => {
  // Unique per run: keys and channels of this run cannot meet another run's on the same Redis.
  const run = `test-${crypto.randomUUID()}`;
  let database: Database;
  let dataDir: string;
  let probe: Redis;
  const instances: { app: FastifyInstance; deps: ReturnType<typeof createDeps> }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-redis-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, REDIS_URL: redisUrl, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    for (let i = 0; i < 2; i++) {
      const deps = createDeps(config, database);
      const { app } = await buildApp(deps, { logger: false, webDist: path.join(dataDir, 'no-web') });
      await app.ready();
      instances.push({ app, deps });
    }
    probe = new Redis(redisUrl!);
  });
  afterAll(async () => {
    for (const { app, deps } of instances) {
      await app.close();
      await deps.dispose();
    }
    await probe?.quit();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts hits on instance A against the same limit on instance B', async () => {
    const [a, b] = instances.map((i) => i.deps.rateLimiter);
    const key = `${run}:signin:ip:203.0.113.9`;
    expect((await a!.hit(key, 3, 60)).allowed).toBe(true);
    expect((await a!.hit(key, 3, 60)).allowed).toBe(true);
    expect((await b!.hit(key, 3, 60)).allowed).toBe(true);
    const refused = await b!.hit(key, 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await a!.hit(key, 3, 60)).allowed).toBe(false);
    // A key of another client is not affected, and a reset on B frees the key on A.
    expect((await a!.hit(`${run}:signin:ip:203.0.113.10`, 3, 60)).allowed).toBe(true);
    // peek and block (the sign-in guard) see the same counts on both instances.
    expect((await b!.peek(key)).count).toBe(5);
    await a!.block(`${run}:wait`, 30);
    expect(await b!.peek(`${run}:wait`)).toMatchObject({ count: 1 });
    expect((await b!.peek(`${run}:nothing`)).count).toBe(0);
    await b!.reset(key);
    expect((await a!.hit(key, 3, 60)).allowed).toBe(true);
  });

  it('delivers 20 numbered events published on instance A to a subscriber on instance B exactly once, in order', async () => {
    const [a, b] = instances.map((i) => i.deps.pubsub);
    const probeId = run;
    const channel = `system:probe:${probeId}`;
    const received: number[] = [];
    const iterator = b!.subscribe('system:probe', probeId)[Symbol.asyncIterator]();
    const collecting = (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        received.push(next.value.seq);
      }
    })();
    // Subscribing on Redis is asynchronous: wait until B's subscription is registered there.
    for (let i = 0; ; i++) {
      const [, subscribers] = (await probe.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(subscribers) >= 1) break;
      if (i > 100) throw new Error('instance B never subscribed on Redis');
      await new Promise((r) => setTimeout(r, 20));
    }
    for (let seq = 1; seq <= 20; seq++) a!.publish('system:probe', probeId, { seq, from: 'A' });
    const deadline = Date.now() + 5_000;
    while (received.length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300)); // room for a duplicate to show up
    await iterator.return?.();
    await collecting;
    expect(received).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

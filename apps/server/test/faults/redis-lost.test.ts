import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/infra/create-deps.js';
import type { Database } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../harness.js';
import { member } from '../friends/support.js';
import { startFaultProxy, type FaultProxy } from '../fault-proxy.js';
import { SIGN_IN } from '../accounts/support.js';

// Issue 19, faults: Redis lost under way. Each instance keeps serving its own clients (its events
// reach its own subscribers, requests do not wait for Redis), rate limits fall back to each
// instance's own counters (never "no limit"), a warning is logged, and delivery between instances
// resumes by itself when Redis returns. Redis sits behind a proxy the test takes down and brings back.
// CI sets TEST_REDIS_URL (.ci/run); without it the file is skipped with a warning.

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('redis-lost.test.ts: TEST_REDIS_URL is not set, so the Redis fault tests are skipped (CI sets it).');

const WRITE_TO = `mutation ($slug: String!, $body: String!) { writeTo(slug: $slug, body: $body) { message { seq } } }`;

describe.skipIf(!redisUrl)('Redis lost under way (TEST_REDIS_URL)', () => {
  const run = crypto.randomUUID();
  let proxy: FaultProxy;
  let dataDir: string;
  const instances: ReturnType<typeof createDeps>[] = [];
  let t: TestApp;
  const warnings: string[] = [];

  beforeAll(async () => {
    proxy = await startFaultProxy(redisUrl!);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-redis-lost-'));
    vi.spyOn(console, 'warn').mockImplementation((msg: unknown) => void warnings.push(String(msg)));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, REDIS_URL: proxy.url, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    // Two instances' Redis parts (their rate limits and pub/sub), the first one inside a whole app.
    for (let i = 0; i < 2; i++) instances.push(createDeps(config, undefined as unknown as Database));
    t = await createTestApp({ rateLimiter: instances[0]!.rateLimiter, pubsub: instances[0]!.pubsub });
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await t?.close();
    for (const deps of instances) await deps.dispose();
    await proxy?.close();
    vi.restoreAllMocks();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Publishes numbered probes on A until B receives one (B's subscription is live on Redis), at most `ms`. */
  async function crossInstanceDelivery(ms: number): Promise<number> {
    const [a, b] = instances.map((d) => d.pubsub);
    const id = `${run}-${crypto.randomUUID()}`;
    const iterator = b!.subscribe('system:probe', id)[Symbol.asyncIterator]();
    const started = Date.now();
    const received = iterator.next();
    let seq = 0;
    const timer = setInterval(() => a!.publish('system:probe', id, { seq: ++seq, from: 'A' }), 50);
    try {
      const winner = await Promise.race([received, new Promise<null>((r) => setTimeout(() => r(null), ms))]);
      if (winner === null) throw new Error(`no event from A reached B within ${ms} ms`);
      return Date.now() - started;
    } finally {
      clearInterval(timer);
      await iterator.return?.();
    }
  }

  it('keeps serving its own clients, counts rate limits on its own and warns; delivery between instances resumes when Redis returns', async () => {
    await crossInstanceDelivery(10_000);
    const anna = await member(t);
    const ben = await member(t);
    const bensEvents = t.deps.pubsub.subscribe('conversation:event', ben.id)[Symbol.asyncIterator]();
    const first = bensEvents.next();
    await t.listening('conversation:event', ben.id);

    proxy.cut();
    warnings.length = 0;

    // A message between two members of this instance reaches the recipient's subscription at once.
    const sent = Date.now();
    const res = await t.gql(WRITE_TO, { slug: ben.slug, body: 'Hallo Ben, Redis ist weg' }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    const event = await Promise.race([first, new Promise<null>((r) => setTimeout(() => r(null), 5_000))]);
    expect(event, 'the recipient on the same instance got the message').not.toBeNull();
    expect(Date.now() - sent).toBeLessThan(5_000);
    await bensEvents.return?.();

    // Sign-in (rate limited per address) answers without waiting for Redis, and refuses a wrong password as usual.
    const signInStarted = Date.now();
    const wrong = await t.gql(SIGN_IN, { input: { email: `${anna.slug}@example.ch`, password: 'Falsch-Passwort-1' } }, { ip: '198.51.100.7' });
    expect(wrong.errors?.[0]?.extensions?.code).not.toBe('INTERNAL');
    expect(Date.now() - signInStarted).toBeLessThan(3_000);

    // A limit still holds, counted by the instance itself.
    const limiter = instances[0]!.rateLimiter;
    const key = `${run}:lost`;
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(true);
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(true);
    expect((await limiter.hit(key, 2, 60)).allowed).toBe(false);
    expect(warnings.some((w) => w.includes('rate limits are counted by each instance'))).toBe(true);
    expect(warnings.some((w) => w.includes('real-time events reach only the clients of this instance'))).toBe(true);

    // Redis returns: events from A reach B again, by themselves, and limits are shared again.
    proxy.restore();
    const resumedAfter = await crossInstanceDelivery(15_000);
    console.info(`cross-instance delivery resumed ${resumedAfter} ms after Redis returned`);
    const shared = `${run}:shared`;
    await expect.poll(async () => (await instances[0]!.rateLimiter.hit(shared, 100, 60)).allowed && (await instances[1]!.rateLimiter.peek(shared)).count > 0, { timeout: 10_000 }).toBe(true);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { insertUser } from '../../src/modules/accounts/accounts.repository.js';
import { createTestApp } from '../harness.js';
import { memberSocket, rawSocket, until, type Frame } from './raw-socket.js';

// Issue 11 item 1: /socket runs the same envelop pipeline as /graphql (limits, introspection,
// suggestions), accepts only subscriptions and only members, checks Origin, and caps connections
// per client IP and messages per connection (decision 0023).

const BASE_ENV = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' };

async function listening(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-socket-'));
  const config = loadConfig({ NODE_ENV: 'test', ...BASE_ENV, DATA_DIR: dataDir, PUBLIC_URL: 'https://club.example.ch', ...env });
  const app = await createTestApp({ config });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.app.server.address() as AddressInfo).port;
  const user = await insertUser(app.deps.database.db, {
    email: `s${port}@example.ch`,
    username: `socket_${port}`,
    passwordHash: 'not-used',
    emailVerifiedAt: new Date(),
    phoneVerifiedAt: new Date(),
  });
  const { token } = await app.services.sessions.start(app.deps.database.db, user.id, null);
  return { t: app, url: `ws://127.0.0.1:${port}/socket`, base: `http://127.0.0.1:${port}`, token };
}

/** Subscribes and answers the first error or next frame for it. */
async function answerTo(s: Awaited<ReturnType<typeof memberSocket>>, id: string, query: string) {
  s.send({ id, type: 'subscribe', payload: { query } });
  await s.until(() => s.state.frames.some((f) => f.id === id && (f.type === 'error' || f.type === 'next')), 10_000);
  return s.state.frames.find((f) => f.id === id)!;
}

/**
 * How much slower /healthz answers while `work` runs than it did just after (the median of its
 * answers, in ms): the machine's own load (other test files, busy neighbours) is in both and
 * cancels out; a median, as one slow answer on a loaded machine says nothing of the server.
 */
async function healthzDelay(base: string, work: () => Promise<unknown>) {
  const medianWhile = async (running: Promise<unknown>) => {
    let done = false;
    const times: number[] = [];
    const sampling = (async () => {
      while (!done || times.length < 5) {
        const started = performance.now();
        await fetch(`${base}/healthz`);
        times.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await running.finally(() => (done = true));
    await sampling;
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  };
  const started = performance.now();
  const during = await medianWhile(work());
  const baseline = await medianWhile(new Promise((r) => setTimeout(r, performance.now() - started)));
  return during - baseline;
}

const errorMessages = (frame: Frame) => (frame.payload as { message: string }[]).map((e) => e.message).join(' | ');

describe('/socket: the GraphQL protections of /graphql', () => {
  let app: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    app = await listening({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await app.t.close();
  });

  it('refuses 1,000 aliases before executing, and /healthz stays under 200 ms meanwhile', async () => {
    const s = await memberSocket(app.url, app.token);
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: serverTime`).join(' ');
    let frame: Frame | undefined;
    const delay = await healthzDelay(app.base, () => answerTo(s, 'aliases', `subscription { ${aliases} }`).then((f) => (frame = f)));
    expect(frame!.type).toBe('error');
    expect(JSON.stringify(frame!.payload).length).toBeLessThan(10_000);
    expect(delay).toBeLessThan(200);
    s.socket.close();
  });

  it('refuses depth 12', async () => {
    const s = await memberSocket(app.url, app.token);
    const deep = `subscription { roomEvents(roomId: "1") { ${'message { sender { '.repeat(6)} id ${'} } '.repeat(6)} } }`;
    const frame = await answerTo(s, 'deep', deep);
    expect(frame.type).toBe('error');
    expect(errorMessages(frame)).toMatch(/depth/i);
    s.socket.close();
  });

  it('refuses introspection in production, and suggests no field names', async () => {
    const s = await memberSocket(app.url, app.token);
    const schema = await answerTo(s, 'schema', 'subscription { __schema { types { name } } }');
    expect(schema.type).toBe('error');
    const query = await answerTo(s, 'query', '{ __schema { types { name } } }');
    expect(query.type).toBe('error');
    const typo = await answerTo(s, 'typo', 'subscription { serverTim }');
    expect(typo.type).toBe('error');
    expect(errorMessages(typo)).not.toMatch(/did you mean/i);
    s.socket.close();
  });

  it('accepts only subscriptions: a query or mutation is refused with NOT_ALLOWED', async () => {
    const s = await memberSocket(app.url, app.token);
    const query = await answerTo(s, 'q', '{ serverTime }');
    expect(query).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'NOT_ALLOWED' } }] });
    const mutation = await answerTo(s, 'm', 'mutation { signOut }');
    expect(mutation).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'NOT_ALLOWED' } }] });
    s.socket.close();
  });

  it('still runs a member’s subscription through the pipeline', async () => {
    const s = await memberSocket(app.url, app.token);
    const frame = await answerTo(s, 'tick', 'subscription { serverTime(intervalMs: 200) }');
    expect(frame.type).toBe('next');
    s.socket.close();
  });

  it('refuses a visitor’s connection_init with 4403', async () => {
    const s = rawSocket(app.url);
    await s.settled();
    s.send({ type: 'connection_init', payload: {} });
    await s.until(() => s.state.closedWith !== null);
    expect(s.state.closedWith).toBe(4403);
  });

  it('refuses an upgrade from a foreign Origin with 403, and accepts PUBLIC_URL’s origin', async () => {
    const foreign = rawSocket(app.url, { origin: 'https://evil.example.ch' });
    await foreign.settled();
    expect(foreign.state.refusedWith).toBe(403);
    const sibling = rawSocket(app.url, { origin: 'https://chat.club.example.ch' });
    await sibling.settled();
    expect(sibling.state.refusedWith).toBe(403);
    const own = await memberSocket(app.url, app.token, { origin: 'https://club.example.ch' });
    expect(own.state.open).toBe(true);
    own.socket.close();
  });
});

describe('/socket: connections per client IP and messages per connection', () => {
  let app: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    app = await listening({ SOCKET_MAX_PER_IP: '20', SOCKET_MAX_MESSAGES_PER_SECOND: '30', TRUST_PROXY: '1', ALLOWED_ORIGINS: 'https://app.example.ch' });
  });
  afterAll(async () => {
    await app.t.close();
  });

  it('refuses connections beyond the cap of one IP (200 tried: 20 open) with 429; /healthz stays under 200 ms', async () => {
    const sockets: ReturnType<typeof rawSocket>[] = [];
    // In waves of 20: the clients live in this process too, and 200 made in one go would stall it.
    const delay = await healthzDelay(app.base, async () => {
      for (let wave = 0; wave < 10; wave++) {
        const batch = Array.from({ length: 20 }, () => rawSocket(app.url, { 'x-forwarded-for': '203.0.113.7' }));
        sockets.push(...batch);
        await Promise.all(batch.map((s) => s.settled()));
        // Those let in stay (a socket without connection_init is closed after 3 s).
        for (const s of batch) if (s.state.open) s.send({ type: 'connection_init', payload: { authorization: `Bearer ${app.token}` } });
      }
    });
    expect(sockets.filter((s) => s.state.open)).toHaveLength(20);
    expect(sockets.filter((s) => s.state.closedWith !== null && s.state.refusedWith === null)).toHaveLength(0);
    expect(sockets.filter((s) => s.state.refusedWith === 429)).toHaveLength(180);
    expect(delay).toBeLessThan(200);
    // Another client behind the same proxy has a bucket of its own (TRUST_PROXY=1: the proxy's entry).
    const other = rawSocket(app.url, { 'x-forwarded-for': '198.51.100.1' });
    await other.settled();
    expect(other.state.open).toBe(true);
    // A client cannot pick its own address: only the entry the trusted proxy appended counts.
    const forged = rawSocket(app.url, { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' });
    await forged.settled();
    expect(forged.state.refusedWith).toBe(429);
    // Closed sockets give their places back.
    for (const s of [...sockets, other]) s.socket.close();
    await until(() => sockets.every((s) => s.state.closedWith !== null || s.state.refusedWith !== null), 5000);
    await until(() => app.t.realtime.wss.clients.size === 0, 5000);
    const again = rawSocket(app.url, { 'x-forwarded-for': '203.0.113.7' });
    await again.settled();
    expect(again.state.open).toBe(true);
    again.socket.close();
  });

  it('accepts an origin of ALLOWED_ORIGINS', async () => {
    const s = rawSocket(app.url, { origin: 'https://app.example.ch', 'x-forwarded-for': '198.51.100.2' });
    await s.settled();
    expect(s.state.open).toBe(true);
    s.socket.close();
  });

  it('closes a connection that sends more messages a second than allowed (1008), not one that keeps to it', async () => {
    const calm = await memberSocket(app.url, app.token, { 'x-forwarded-for': '198.51.100.3' });
    for (let i = 0; i < 20; i++) calm.send({ type: 'ping' });
    await calm.until(() => calm.state.frames.filter((f) => f.type === 'pong').length === 20);
    expect(calm.state.closedWith).toBeNull();
    const noisy = await memberSocket(app.url, app.token, { 'x-forwarded-for': '198.51.100.4' });
    for (let i = 0; i < 100; i++) noisy.send({ type: 'ping' });
    await noisy.until(() => noisy.state.closedWith !== null);
    expect(noisy.state.closedWith).toBe(1008);
    expect(noisy.state.frames.filter((f) => f.type === 'pong').length).toBeLessThanOrEqual(31);
    calm.socket.close();
  });
});

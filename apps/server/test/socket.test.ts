import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { insertUser } from '../src/modules/accounts/accounts.repository.js';
import { createTestApp, type TestApp } from './harness.js';

// A real graphql-ws client over a real WebSocket against the app listening on a port.
describe('/socket (graphql-ws)', () => {
  let t: TestApp;
  let url: string;
  let token: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/socket`;
    const member = await insertUser(t.deps.database.db, {
      email: 'socket@example.ch',
      username: 'socket_member',
      passwordHash: 'not-used',
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
    });
    ({ token } = await t.services.sessions.start(t.deps.database.db, member.id, null));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t.close();
  });

  function connect(opts: { cookie?: string; connectionParams?: Record<string, unknown> } = {}) {
    const cookie = opts.cookie;
    class WebSocketWithCookie extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, cookie ? { headers: { cookie } } : {});
      }
    }
    const client = createClient({ url, webSocketImpl: WebSocketWithCookie, connectionParams: opts.connectionParams, retryAttempts: 0, lazy: true });
    clients.push(client);
    return client;
  }

  /** The first `n` results of the serverTime subscription, or the error that ended it. */
  async function ticks(client: Client, n: number) {
    const results: { data?: { serverTime: string } | null; errors?: readonly { extensions?: Record<string, unknown> }[] }[] = [];
    const iterator = client.iterate<{ serverTime: string }>({ query: 'subscription { serverTime(intervalMs: 200) }' });
    try {
      for await (const result of iterator) {
        results.push(result);
        if (result.errors || results.length >= n) break;
      }
    } catch (err) {
      results.push({ errors: (Array.isArray(err) ? err : [err]) as { extensions?: Record<string, unknown> }[] });
    }
    return results;
  }

  it('refuses the connection of a visitor with 4403 Forbidden (no subscription is open to visitors)', async () => {
    const results = await ticks(connect(), 1);
    expect(results).toHaveLength(1);
    expect(results[0]!.errors?.[0]).toMatchObject({ code: 4403 });
  });

  it('refuses a token that leads to no session', async () => {
    const results = await ticks(connect({ connectionParams: { authorization: 'Bearer not-a-real-session-token' } }), 1);
    expect(results[0]!.errors?.[0]).toMatchObject({ code: 4403 });
  });

  it('sends a member signed in by the session cookie of the upgrade request ticks of the server time', async () => {
    const results = await ticks(connect({ cookie: `session=${encodeURIComponent(token)}` }), 3);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    const times = results.map((r) => Date.parse(r.data!.serverTime));
    expect(times.every((ms) => Math.abs(ms - Date.now()) < 10_000)).toBe(true);
    expect(times[2]!).toBeGreaterThan(times[0]!);
  });

  it('accepts the session token as connectionParams.authorization (Bearer)', async () => {
    const results = await ticks(connect({ connectionParams: { authorization: `Bearer ${token}` } }), 2);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(typeof results[1]!.data?.serverTime).toBe('string');
  });
});

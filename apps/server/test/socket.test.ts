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

  it('masks an unexpected error of a subscription, at its start, in an event and of its stream, as /graphql does; the app’s own errors keep their code', async () => {
    const original = t.services.roomMessages.subscribe;
    const room = '00000000-0000-4000-8000-000000000001';
    const iterate = (query: string) => connect({ connectionParams: { authorization: `Bearer ${token}` } }).iterate({ query });
    const first = async (query: string) => {
      try {
        for await (const result of iterate(query)) return result;
      } catch (err) {
        return { errors: err as { message: string; extensions?: Record<string, unknown> }[] };
      }
      return null;
    };
    try {
      t.services.roomMessages.subscribe = async () => {
        throw new Error('the database said something private');
      };
      const atStart = await first(`subscription { roomEvents(roomId: "${room}") { kind } }`);
      expect(JSON.stringify(atStart)).not.toContain('private');
      expect(atStart?.errors?.[0]).toMatchObject({ message: 'Unexpected error.', extensions: { code: 'INTERNAL' } });

      t.services.roomMessages.subscribe = async () =>
        (async function* () {
          yield {
            kind: 'MESSAGE',
            roomId: room,
            get message(): never {
              throw new Error('a private detail of the event');
            },
          };
        })() as never;
      const inEvent = await first(`subscription { roomEvents(roomId: "${room}") { kind message { id } } }`);
      expect(JSON.stringify(inEvent)).not.toContain('private');
      expect(inEvent?.errors?.[0]).toMatchObject({ message: 'Unexpected error.', extensions: { code: 'INTERNAL' } });

      // The stream itself fails after it started (a lost database connection while it reads).
      t.services.roomMessages.subscribe = async () =>
        (async function* () {
          yield* [];
          throw new Error('Failed query: select private_column from blocks params: a-member-id');
        })() as never;
      const streamFailed = await first(`subscription { roomEvents(roomId: "${room}") { kind } }`);
      expect(JSON.stringify(streamFailed)).not.toContain('private');
      expect(streamFailed?.errors?.[0]).toMatchObject({ message: 'Unexpected error.', extensions: { code: 'INTERNAL' } });

      t.services.roomMessages.subscribe = original;
      const refused = await first(`subscription { roomEvents(roomId: "${room}") { kind } }`);
      expect(refused?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      t.services.roomMessages.subscribe = original;
    }
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../harness.js';

/** Starts the test app on a port (once) and answers its /socket address. */
export async function socketUrl(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/socket`;
}

export interface LiveSubscription<T> {
  /** Results received so far, in order. */
  results: { data?: T | null; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }[];
  /** The code the socket was closed with, once it was. */
  closedWith: number | null;
  /** Resolves once `n` results are there (or rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<void>;
  /** Resolves with the close code once the socket closed (or rejects after `ms`). */
  waitForClose(ms?: number): Promise<number>;
  /** Resolves once the server acknowledged the connection. */
  connected: Promise<void>;
  client: Client;
  stop(): Promise<void>;
}

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A real graphql-ws client (no retries) subscribed as the member with this session token. */
export function subscribe<T = Record<string, unknown>>(url: string, token: string | null, query: string): LiveSubscription<T> {
  let acked: () => void = () => undefined;
  const live: LiveSubscription<T> = {
    results: [],
    closedWith: null,
    connected: new Promise<void>((resolve) => (acked = resolve)),
    waitFor: (n, ms = 15_000) => until(() => live.results.length >= n, ms, `${n} results`),
    waitForClose: async (ms = 15_000) => {
      await until(() => live.closedWith !== null, ms, 'the socket to close');
      return live.closedWith!;
    },
    client: createClient({
      url,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      on: {
        connected: () => acked(),
        closed: (event) => {
          live.closedWith = (event as { code: number }).code;
        },
      },
    }),
    stop: () => live.client.dispose() as Promise<void>,
  };
  live.client.subscribe<T>(
    { query },
    {
      next: (result) => void live.results.push(result as LiveSubscription<T>['results'][number]),
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return live;
}

/**
 * A test app listening on a port for the describe block, and a `subscribe` as a member whose
 * sockets are closed with the app. Read `t` and `url` inside tests (they are set in beforeAll).
 */
export function socketTestApp() {
  const open: LiveSubscription<unknown>[] = [];
  const ctx = {
    t: undefined as unknown as TestApp,
    url: '',
    subscribe<T = Record<string, unknown>>(token: string | null, query: string): LiveSubscription<T> {
      const live = subscribe<T>(ctx.url, token, query);
      open.push(live as LiveSubscription<unknown>);
      return live;
    },
  };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.url = await socketUrl(ctx.t);
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.stop()));
    await ctx.t.close();
  });
  return ctx;
}

import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from '../harness.js';

// A real graphql-ws client over a real WebSocket against the test app listening on a port.

export interface Stream<T> {
  /** Every result so far (data or errors). */
  results: { data?: T | null; errors?: readonly { extensions?: Record<string, unknown> }[] }[];
  /** Resolves when the server completed the stream (or it failed). */
  done: Promise<void>;
  /** Waits until `predicate` holds for the results (or fails after `ms`). */
  until(predicate: (results: Stream<T>['results']) => boolean, ms?: number): Promise<void>;
  stop(): void;
}

export async function socketUrl(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/socket`;
}

export function connect(url: string, token: string): Client {
  return createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0, lazy: true });
}

/** Subscribes and records; `ready` resolves once the subscription is live on the server (first next or a short wait). */
export function subscribe<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Stream<T> {
  const results: Stream<T>['results'] = [];
  const waiters = new Set<() => void>();
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const notify = () => waiters.forEach((w) => w());
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        results.push(value as Stream<T>['results'][number]);
        notify();
      },
      error: (error) => {
        results.push({ errors: (Array.isArray(error) ? error : [error]) as { extensions?: Record<string, unknown> }[] });
        notify();
        finish();
      },
      complete: () => {
        notify();
        finish();
      },
    },
  );
  return {
    results,
    done,
    stop,
    until(predicate, ms = 15_000) {
      if (predicate(results)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; results: ${JSON.stringify(results)}`));
        }, ms);
        const check = () => {
          if (!predicate(results)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
  };
}

/** Polls `check` until it holds (or fails after `ms` naming `what`): a wait on the condition, not a guess of time. */
export async function waitFor(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

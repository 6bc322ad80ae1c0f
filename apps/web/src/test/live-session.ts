import { Client, fetchExchange, subscriptionExchange, type ExecutionResult } from 'urql';
import { createMemberCacheExchange } from '../app/session/member-cache.js';
import { Session } from '../app/session/session.js';

type Sink = { next(value: ExecutionResult): void; complete(): void };

/**
 * A member's session as in the app (the normalised cache with its subscription updates) whose
 * subscriptions a test feeds by hand: `push('PresenceChanged', { presenceChanged: … })` delivers a
 * result to every open subscription of that name, as the socket would.
 */
export function liveSession(fetch: typeof globalThis.fetch) {
  const sinks = new Map<Sink, string>();
  const client = new Client({
    url: 'http://localhost/graphql',
    fetch,
    preferGetMethod: false,
    exchanges: [
      createMemberCacheExchange(),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe(sink: Sink) {
            const name = /\bsubscription\s+(\w+)/.exec(request.query ?? '')?.[1] ?? '';
            sinks.set(sink, name);
            return { unsubscribe: () => void sinks.delete(sink) };
          },
        }),
      }),
    ],
  });
  const session = new Session(() => ({ client, memberCache: true, dispose: () => undefined }));
  return {
    session,
    /** Subscriptions of this name open now. */
    open: (name: string) => [...sinks.values()].filter((n) => n === name).length,
    push(name: string, data: Record<string, unknown>) {
      for (const [sink, n] of sinks) if (n === name) sink.next({ data });
    },
  };
}

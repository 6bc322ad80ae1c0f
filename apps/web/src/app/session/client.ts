import { cacheExchange as documentCacheExchange, Client, fetchExchange, makeOperation, mapExchange, subscriptionExchange, type Exchange, type Operation, type SSRExchange } from 'urql';
import { readAppError } from '../../components/app-error.js';
import type { RealtimeSocket } from './socket.js';
import { bindConnection, RealtimeConnection } from './connection.js';
import { PUBLIC_QUERIES } from '../../sw/public-queries.js';

/** The header the server requires of GraphQL requests that a form or a link could send (apps/server/src/graphql/yoga.ts). */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

export interface GraphQLClientOptions {
  /** Origin-relative by default; tests pass an absolute URL. */
  url?: string;
  /** Subscriptions over the websocket; left out in tests (spec §7: the test environment uses HTTP only). */
  socketUrl?: string | null;
  fetch?: typeof fetch;
  /** A signed-in member's operation was refused because a login timeout is in force (spec §4 rule 7). */
  onLoginTimeout?: (until: string) => void;
  /**
   * Server-rendered pages: on the server it records every answer, in the browser it replays them
   * for the first render (hydration) without asking again (src/ssr/).
   */
  ssr?: SSRExchange;
  /** On the server: a query suspends the render until its answer is there. */
  suspense?: boolean;
}

export interface GraphQLClient {
  client: Client;
  /** True when the client caches normalised (graphcache): members' clients. */
  memberCache: boolean;
  dispose(): void;
}

// Graphcache (8 KB gzip) and its configuration (member-cache.ts: keys, updates for subscription
// results) are fetched at the first sign of a member; visitors, who only read public pages, get
// urql's document cache, which keeps the first bundle small (initial-JS budget).
let memberCacheExchange: (() => Exchange) | null = null;

/** Fetches the members' normalised cache; clients created afterwards use it. */
export async function loadMemberCache(): Promise<void> {
  memberCacheExchange ??= (await import('./member-cache.js')).createMemberCacheExchange;
}

export function createGraphQLClient({ url = '/graphql', socketUrl, fetch: fetchImpl, onLoginTimeout, ssr, suspense = false }: GraphQLClientOptions = {}): GraphQLClient {
  // graphql-ws is fetched with the first subscription, not with the first page.
  let socket: Promise<RealtimeSocket> | null = null;
  const connection = new RealtimeConnection();
  const connect = (url: string) => (socket ??= import('./socket.js').then((m) => m.createRealtimeSocket({ url, connection })));
  const memberCache = memberCacheExchange !== null;
  const servedFresh = ssr && !suspense ? servedAnswersFresh(ssr) : null;
  const exchanges: Exchange[] = [
    mapExchange({
      onError(error, operation) {
        const info = readAppError(error);
        // Signing in while timed out is answered on the sign-in form itself.
        const signingIn = operation.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.name?.value === 'SignIn');
        if (info.code === 'LOGIN_TIMEOUT' && info.until && !signingIn) onLoginTimeout?.(info.until);
      },
    }),
    ...(servedFresh ? [mapExchange({ onOperation: servedFresh })] : []),
    memberCacheExchange ? memberCacheExchange() : documentCacheExchange,
    mapExchange({ onOperation: asGetWhenPublic }),
    ...(ssr ? [ssr] : []),
    fetchExchange,
  ];
  if (socketUrl) {
    exchanges.push(
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query || '' };
          return {
            subscribe(sink) {
              let stop: (() => void) | null = null;
              let stopped = false;
              void connect(socketUrl).then((realtime) => {
                if (!stopped) stop = realtime.client.subscribe(input, sink);
              });
              return {
                unsubscribe() {
                  stopped = true;
                  stop?.();
                },
              };
            },
          };
        },
      }),
    );
  }
  const client = new Client({
    url,
    exchanges,
    // The CSRF header makes every request one a foreign page could only send after a CORS preflight (decision 0023).
    fetchOptions: { credentials: 'same-origin', headers: { [CSRF_HEADER]: '1' } },
    // POST: variables (search terms, tokens) stay out of URLs and access logs. Only the public
    // queries go as GET (asGetWhenPublic), so that the service worker can keep them for offline reading.
    preferGetMethod: false,
    suspense,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  bindConnection(client, connection);
  return { client, memberCache, dispose: () => void socket?.then((realtime) => realtime.dispose()) };
}

/** How long after the page loaded an answer the server rendered it with counts as just fetched. */
export const SERVED_ANSWER_FRESH_MS = 30_000;

/**
 * In the browser, the answers a page was rendered with are as fresh as a request sent now: a
 * `cache-and-network` query among them is read from them alone (`cache-first`) while the page is
 * young. Asking again would only bring the same answer back as a new object, and with it a second
 * render of the whole screen right after hydration (a long task on a phone) and a request.
 * Later (the member comes back to the screen), the query's own policy applies again.
 */
function servedAnswersFresh(ssr: SSRExchange): (operation: Operation) => Operation | void {
  const served = new Set(Object.keys(ssr.extractData()));
  const until = Date.now() + SERVED_ANSWER_FRESH_MS;
  return (operation) => {
    if (operation.kind !== 'query' || operation.context.requestPolicy !== 'cache-and-network') return;
    if (!served.has(String(operation.key)) || Date.now() > until) return;
    return makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: 'cache-first' });
  };
}

/** A public read-only query (venue pages, news, events: the same for everyone) is sent as GET. */
function asGetWhenPublic(operation: Operation): Operation | void {
  if (operation.kind !== 'query') return;
  const name = operation.query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
  if (name && PUBLIC_QUERIES.has(name)) return makeOperation(operation.kind, operation, { ...operation.context, preferGetMethod: 'within-url-limit' });
}

/** The websocket address on the page's own origin. */
export function socketUrlFor(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/socket`;
}

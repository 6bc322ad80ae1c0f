import { Client, fetchExchange, mapExchange, subscriptionExchange, type Exchange } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { readAppError } from '../../components/app-error.js';
import type { RealtimeSocket } from './socket.js';

export interface GraphQLClientOptions {
  /** Origin-relative by default; tests pass an absolute URL. */
  url?: string;
  /** Subscriptions over the websocket; left out in tests (spec §7: the test environment uses HTTP only). */
  socketUrl?: string | null;
  fetch?: typeof fetch;
  /** A signed-in member's operation was refused because a login timeout is in force (spec §4 rule 7). */
  onLoginTimeout?: (until: string) => void;
}

export interface GraphQLClient {
  client: Client;
  dispose(): void;
}

/** Types without an id are stored inside their parent, not normalised. */
const embedded = () => null;

export function createGraphQLClient({ url = '/graphql', socketUrl, fetch: fetchImpl, onLoginTimeout }: GraphQLClientOptions = {}): GraphQLClient {
  // graphql-ws is fetched with the first subscription, not with the first page.
  let socket: Promise<RealtimeSocket> | null = null;
  const connect = (url: string) => (socket ??= import('./socket.js').then((m) => m.createRealtimeSocket({ url })));
  const exchanges: Exchange[] = [
    mapExchange({
      onError(error, operation) {
        const info = readAppError(error);
        // Signing in while timed out is answered on the sign-in form itself.
        const signingIn = operation.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.name?.value === 'SignIn');
        if (info.code === 'LOGIN_TIMEOUT' && info.until && !signingIn) onLoginTimeout?.(info.until);
      },
    }),
    cacheExchange({
      keys: {
        AuthPayload: embedded,
        AdminDashboard: embedded,
        CountBySex: embedded,
        CountByStatus: embedded,
        GuestbookEntryConnection: embedded,
        GuestbookEntryAbilities: embedded,
        NewsConnection: embedded,
        EventConnection: embedded,
      },
    }),
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
    fetchOptions: { credentials: 'same-origin' },
    // POST only: variables (search terms, tokens) stay out of URLs and access logs.
    preferGetMethod: false,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  return { client, dispose: () => void socket?.then((realtime) => realtime.dispose()) };
}

/** The websocket address on the page's own origin. */
export function socketUrlFor(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/socket`;
}

import type { Client } from 'urql';

/**
 * The state of the realtime socket, as the members' layout shows it:
 * - `idle`: no subscription, so no socket (it opens with the first one);
 * - `connecting`: the first connection is being made;
 * - `connected`: subscriptions are live;
 * - `reconnecting`: the connection was lost and is being made again (every 4 s, at once when the page
 *   becomes visible or the browser is back online); events may be missed until then;
 * - `signedOut`: the server ended the connection because the session ended (signed out elsewhere,
 *   login timeout, deactivation): the socket does not retry.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'signedOut';

/**
 * One client's connection state and its "reconnected" signal (decision 0017: after a reconnect,
 * each screen fetches what it missed). Kept apart from the socket's code, which is loaded only with
 * the first subscription, so that screens can listen before the socket exists.
 */
export class RealtimeConnection {
  #status: ConnectionStatus = 'idle';
  readonly #listeners = new Set<() => void>();
  readonly #reconnectListeners = new Set<() => void>();

  getStatus = (): ConnectionStatus => this.#status;

  /** For useSyncExternalStore: called on every change of status. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  /** Called each time the socket is connected again after it was lost (not on the first connection). */
  onReconnected(listener: () => void): () => void {
    this.#reconnectListeners.add(listener);
    return () => void this.#reconnectListeners.delete(listener);
  }

  /** The socket's side. */
  setStatus(status: ConnectionStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    for (const listener of [...this.#listeners]) listener();
  }

  /** The socket's side: connected again after a loss; listeners run their catch-up. */
  reconnected(): void {
    this.setStatus('connected');
    for (const listener of [...this.#reconnectListeners]) listener();
  }
}

const connections = new WeakMap<Client, RealtimeConnection>();

/** The connection of an urql client made by createGraphQLClient (a fresh idle one for any other client). */
export function connectionOf(client: Client): RealtimeConnection {
  let connection = connections.get(client);
  if (!connection) {
    connection = new RealtimeConnection();
    connections.set(client, connection);
  }
  return connection;
}

/** createGraphQLClient's side: ties a client to the connection its socket reports to. */
export function bindConnection(client: Client, connection: RealtimeConnection): void {
  connections.set(client, connection);
}

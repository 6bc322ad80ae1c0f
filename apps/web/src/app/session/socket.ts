import { CloseCode, createClient, type Client as SocketClient } from 'graphql-ws';
import { TIMINGS } from '@venue/shared';
import { RealtimeConnection } from './connection.js';

const { timeoutMs, heartbeatMs, reconnectMs, idleCloseMs } = TIMINGS.websocket;

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface SocketOptions {
  url: string;
  /** Where the socket reports its state and reconnections (the members' layout and screens listen there). */
  connection?: RealtimeConnection;
  /** The document whose visibility wakes the connection (spec §7: reconnect when the page is active again). */
  doc?: Target & Pick<Document, 'visibilityState'>;
  /** The window whose `online` event (the network is back) wakes the connection. */
  win?: Target;
  /** For tests: replaces the WebSocket implementation. */
  webSocketImpl?: unknown;
}

export interface RealtimeSocket {
  client: SocketClient;
  connection: RealtimeConnection;
  dispose(): void;
}

/** Close codes after which graphql-ws gives up (it throws them to the subscribers instead of retrying). */
const FINAL_CLOSE_CODES = new Set<number>([
  CloseCode.InternalServerError,
  CloseCode.InternalClientError,
  CloseCode.BadRequest,
  CloseCode.BadResponse,
  CloseCode.SubprotocolNotAcceptable,
  CloseCode.SubscriberAlreadyExists,
  CloseCode.TooManyInitialisationRequests,
]);

/**
 * The graphql-ws client for subscriptions at /socket (spec §9): a ping every 3 s and a close when
 * its pong has not come within 3 s; after a close or error, a retry every 4 s for as long as it
 * takes, and at once when the page becomes visible again or the network is back. Subscriptions are
 * made again on the new connection (graphql-ws does that), and `connection.onReconnected` tells the
 * screens to fetch what they missed meanwhile. The server closes with 4401 when the session ended:
 * then the socket stays closed, as after 4403 (a socket without a session is refused). Connects
 * lazily, on the first subscription, and closes once no subscription has been left for `idleCloseMs`.
 */
export function createRealtimeSocket({ url, connection = new RealtimeConnection(), doc = globalThis.document, win = globalThis.window, webSocketImpl }: SocketOptions): RealtimeSocket {
  let socket: WebSocket | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let lastHeardAt = 0;
  let wasConnected = false;
  /** Ends the wait before the next attempt (set while waiting). */
  let endWait: (() => void) | null = null;
  /** A wake-up came while no wait was running: the next attempt goes at once. */
  let wakeRequested = false;

  const client = createClient({
    url,
    lazy: true,
    lazyCloseTimeout: idleCloseMs,
    keepAlive: heartbeatMs,
    connectionAckWaitTimeout: timeoutMs,
    retryAttempts: Number.POSITIVE_INFINITY,
    // 4403: the server takes no socket without a session (no retry storm from a signed-out page).
    shouldRetry: (event) => (event as CloseEvent | undefined)?.code !== CloseCode.Forbidden,
    retryWait: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, wakeRequested ? 0 : reconnectMs);
        function done() {
          clearTimeout(timer);
          endWait = null;
          wakeRequested = false;
          resolve();
        }
        endWait = done;
      }),
    ...(webSocketImpl ? { webSocketImpl } : {}),
    on: {
      connecting: (isRetry) => connection.setStatus(isRetry ? 'reconnecting' : 'connecting'),
      connected: (s, _payload, wasRetry) => {
        socket = s as WebSocket;
        lastHeardAt = Date.now();
        if (wasRetry && wasConnected) connection.reconnected();
        else connection.setStatus('connected');
        wasConnected = true;
      },
      message: () => {
        lastHeardAt = Date.now();
      },
      closed: (event) => {
        socket = null;
        clearTimeout(pongTimer);
        const code = (event as CloseEvent | undefined)?.code ?? 1006;
        if (code === CloseCode.Unauthorized || code === CloseCode.Forbidden) connection.setStatus('signedOut');
        else if (code === 1000 || FINAL_CLOSE_CODES.has(code)) connection.setStatus('idle');
        else connection.setStatus('reconnecting');
      },
      ping: (received) => {
        if (received) return;
        // Our ping went out: the pong must come within the timeout, or the connection is dead.
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => {
          if (socket && socket.readyState === 1) socket.close(4408, 'Request Timeout');
        }, timeoutMs);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
    },
  });

  /** The page is visible again or the network is back: retry now, or replace a connection that went quiet. */
  const wake = () => {
    if (endWait) return endWait();
    if (socket && Date.now() - lastHeardAt > heartbeatMs + timeoutMs) {
      wakeRequested = true;
      client.terminate();
    }
  };
  const onVisibility = () => {
    if (doc?.visibilityState === 'visible') wake();
  };
  doc?.addEventListener('visibilitychange', onVisibility);
  win?.addEventListener('online', wake);

  return {
    client,
    connection,
    dispose() {
      doc?.removeEventListener('visibilitychange', onVisibility);
      win?.removeEventListener('online', wake);
      clearTimeout(pongTimer);
      void client.dispose();
      connection.setStatus('idle');
    },
  };
}

import { createClient, type Client as SocketClient } from 'graphql-ws';
import { TIMINGS } from '@venue/shared';

const { timeoutMs, heartbeatMs, reconnectMs } = TIMINGS.websocket;

export interface SocketOptions {
  url: string;
  /** The document whose visibility wakes the connection (spec §7: reconnect when the page is active again). */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** For tests: replaces the WebSocket implementation. */
  webSocketImpl?: unknown;
}

export interface RealtimeSocket {
  client: SocketClient;
  dispose(): void;
}

/**
 * The graphql-ws client for subscriptions at /socket (spec §9): a ping every 3 s and a close when
 * its pong has not come within 3 s; after a close or error, a retry every 4 s for as long as it
 * takes, and at once when the page becomes visible again. Connects lazily, on the first subscription.
 */
export function createRealtimeSocket({ url, doc = globalThis.document, webSocketImpl }: SocketOptions): RealtimeSocket {
  let socket: WebSocket | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let lastPongAt = 0;
  let wakeRetry: (() => void) | null = null;

  const client = createClient({
    url,
    lazy: true,
    keepAlive: heartbeatMs,
    connectionAckWaitTimeout: timeoutMs,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, reconnectMs);
        function done() {
          clearTimeout(timer);
          wakeRetry = null;
          resolve();
        }
        wakeRetry = done;
      }),
    ...(webSocketImpl ? { webSocketImpl } : {}),
    on: {
      connected: (s) => {
        socket = s as WebSocket;
        lastPongAt = Date.now();
      },
      closed: () => {
        socket = null;
        clearTimeout(pongTimer);
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
        if (!received) return;
        clearTimeout(pongTimer);
        lastPongAt = Date.now();
      },
    },
  });

  const onVisibility = () => {
    if (doc?.visibilityState !== 'visible') return;
    if (wakeRetry) wakeRetry();
    else if (socket && Date.now() - lastPongAt > heartbeatMs + timeoutMs) client.terminate();
  };
  doc?.addEventListener('visibilitychange', onVisibility);

  return {
    client,
    dispose() {
      doc?.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(pongTimer);
      void client.dispose();
    },
  };
}

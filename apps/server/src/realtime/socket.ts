import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { subscribeShared } from './shared-execution.js';
import type { GraphQLSchema } from 'graphql';
import { TIMINGS } from '@venue/shared';
import type { AppDeps } from '../deps.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { Services } from '../services.js';
import { readSessionToken } from '../http/session-cookie.js';
import { ConnectionRegistry, type MemberConnection } from './connections.js';
import { createSessionWatch } from './session-watch.js';

/** Limits of one instance's sockets (decision 0020). */
export const SOCKET_LIMITS = {
  /** Open sockets per instance; beyond, new ones are closed with 1013 "try again later" (the browser retries in 4 s). */
  maxConnections: 20_000,
  /** Largest message a client may send (subscribe messages are small; the default of ws is 100 MiB). */
  maxPayloadBytes: 64 * 1024,
  /** Unsent data above which a client that does not read is dropped instead of buffered without end. */
  maxBufferedBytes: 1024 * 1024,
} as const;

const { heartbeatMs, timeoutMs } = TIMINGS.websocket;
/** How late a heartbeat tick may be before it counts as the process having stalled. */
const HEARTBEAT_LATE_MS = 1000;

/**
 * GraphQL subscriptions over WebSocket at /socket (graphql-ws protocol). The session comes from
 * the upgrade request's cookie, or from connectionParams.authorization ("Bearer <token>"). A
 * member's socket is registered so that it closes when the session ends (session-watch.ts).
 */
export function attachSocketServer(server: Server, schema: GraphQLSchema, deps: AppDeps, services: Services, opts: { checkMs?: number } = {}) {
  const wss = new WebSocketServer({ server, path: '/socket', maxPayload: SOCKET_LIMITS.maxPayloadBytes });
  const registry = new ConnectionRegistry();
  const watch = createSessionWatch(deps, services, registry, opts);
  const disposable = useServer<Record<string, unknown>, { context?: GraphQLContext; member?: MemberConnection }>(
    {
      schema,
      // Events that many subscribers see alike are executed once for all of them.
      subscribe: subscribeShared,
      connectionInitWaitTimeout: timeoutMs,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const authorization = typeof params.authorization === 'string' ? params.authorization : undefined;
        const token = readSessionToken({ authorization, cookie: ctx.extra.request.headers.cookie });
        const session = await services.sessions.resolve(token);
        await services.presence.recordActivity(session?.user ?? null);
        const context: GraphQLContext = {
          deps,
          services,
          viewer: session?.user ?? null,
          sessionTokenHash: session?.tokenHash ?? null,
          ip: ctx.extra.request.socket.remoteAddress ?? '',
          userAgent: ctx.extra.request.headers['user-agent'] ?? null,
          cookies: { set: () => undefined, clear: () => undefined },
        };
        ctx.extra.context = context;
        if (session && ctx.extra.socket.readyState === ctx.extra.socket.OPEN) {
          const member = { socket: ctx.extra.socket, context: context as MemberConnection['context'] };
          ctx.extra.member = member;
          registry.add(member);
        }
        return true;
      },
      // Each subscription started over an open socket is activity too (throttled as for HTTP).
      onSubscribe: async (ctx) => {
        await services.presence.recordActivity(ctx.extra.context?.viewer ?? null);
      },
      onClose: (ctx) => {
        if (ctx.extra.member) registry.remove(ctx.extra.member);
      },
      context: (ctx) => ctx.extra.context!,
    },
    wss,
  );

  // Keep-alive (spec §9: heartbeat 3 s, timeout 3 s). Anything a client sends shows it is alive (the
  // browser pings every 3 s); a socket silent for 3 s gets a ping, and one silent 3 s after that is
  // dropped. A client that stopped reading (too much unsent data) is dropped too.
  const heardAt = new WeakMap<WebSocket, number>();
  const heard = (socket: WebSocket) => heardAt.set(socket, Date.now());
  wss.on('connection', (socket) => {
    if (wss.clients.size > SOCKET_LIMITS.maxConnections) {
      socket.close(1013, 'Try Again Later');
      return;
    }
    heard(socket);
    socket.on('message', () => heard(socket));
    socket.on('pong', () => heard(socket));
  });
  let lastTick = Date.now();
  const heartbeat = setInterval(() => {
    const now = Date.now();
    // A tick that comes late means this process, not the clients, was silent: timers run before
    // the waiting pongs are read, so judging now would drop live sockets of a busy instance.
    const stalled = now - lastTick > heartbeatMs + HEARTBEAT_LATE_MS;
    lastTick = now;
    for (const socket of wss.clients) {
      const silentFor = now - (heardAt.get(socket) ?? now);
      if (socket.bufferedAmount > SOCKET_LIMITS.maxBufferedBytes || (!stalled && silentFor >= heartbeatMs + timeoutMs)) socket.terminate();
      else if (silentFor >= heartbeatMs) socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    wss,
    registry,
    watch,
    async close() {
      clearInterval(heartbeat);
      await watch.stop();
      for (const socket of wss.clients) socket.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { GraphQLSchema } from 'graphql';
import { TIMINGS } from '@venue/shared';
import type { AppDeps } from '../deps.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { Services } from '../services.js';
import { readSessionToken } from '../http/session-cookie.js';

/**
 * GraphQL subscriptions over WebSocket at /socket (graphql-ws protocol). The session comes from
 * the upgrade request's cookie, or from connectionParams.authorization ("Bearer <token>").
 */
export function attachSocketServer(server: Server, schema: GraphQLSchema, deps: AppDeps, services: Services) {
  const wss = new WebSocketServer({ server, path: '/socket' });
  const disposable = useServer<Record<string, unknown>, { context?: GraphQLContext }>(
    {
      schema,
      connectionInitWaitTimeout: TIMINGS.websocket.timeoutMs,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const authorization = typeof params.authorization === 'string' ? params.authorization : undefined;
        const token = readSessionToken({ authorization, cookie: ctx.extra.request.headers.cookie });
        const session = await services.sessions.resolve(token);
        ctx.extra.context = {
          deps,
          services,
          viewer: session?.user ?? null,
          sessionTokenHash: session?.tokenHash ?? null,
          ip: ctx.extra.request.socket.remoteAddress ?? '',
          userAgent: ctx.extra.request.headers['user-agent'] ?? null,
          cookies: { set: () => undefined, clear: () => undefined },
        };
        return true;
      },
      context: (ctx) => ctx.extra.context!,
    },
    wss,
  );
  // Keep-alive: ping every client, drop those that stopped answering (spec §9 heartbeat).
  const alive = new WeakMap<object, boolean>();
  wss.on('connection', (socket) => {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
  });
  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (!alive.get(socket)) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, TIMINGS.websocket.heartbeatMs * 3);
  heartbeat.unref();
  return {
    wss,
    async close() {
      clearInterval(heartbeat);
      for (const socket of wss.clients) socket.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

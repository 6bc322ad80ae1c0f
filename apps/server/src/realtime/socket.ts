import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { handleProtocols } from 'graphql-ws';
import { pino } from 'pino';
import { GraphQLError, getOperationAST, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import { subscribeMasked } from './shared-execution.js';
import { MASKED_ERROR_MESSAGE, maskUnexpected, type ServerContext } from '../graphql/yoga.js';
import { clientIp } from '../http/client-ip.js';
import { TIMINGS } from '@venue/shared';
import type { AppDeps } from '../deps.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { Services } from '../services.js';
import { readSessionToken } from '../http/session-cookie.js';
import { ConnectionRegistry, type MemberConnection } from './connections.js';
import { createSessionWatch } from './session-watch.js';
import { connectionOf, serveTransport } from './transport.js';

/** Limits of one instance's sockets (decision 0020). */
export const SOCKET_LIMITS = {
  /** Open sockets per instance; beyond, new ones are closed with 1013 "try again later" (the browser retries in 4 s). */
  maxConnections: 20_000,
  /** Largest message a client may send (subscribe messages are small; the default of ws is 100 MiB). */
  maxPayloadBytes: 64 * 1024,
  /** Unsent data above which a client that does not read is dropped instead of buffered without end. */
  maxBufferedBytes: 1024 * 1024,
  /** Closing: how long clients have to answer the 1001 close before they are dropped. */
  closeGraceMs: 1000,
} as const;

const { heartbeatMs, timeoutMs } = TIMINGS.websocket;
/** Yoga's masking of unexpected errors (one function for every subscription, not one each). */
const maskError = (error: GraphQLError) => maskUnexpected(error, MASKED_ERROR_MESSAGE) as GraphQLError;
/** How late a heartbeat tick may be before it counts as the process having stalled. */
const HEARTBEAT_LATE_MS = 1000;
/** How long a socket past its deadline is given for what it already sent to be read. */
const DROP_GRACE_MS = 100;
/** A socket sets no cookies: one object for every connection's context. */
const NO_COOKIES: GraphQLContext['cookies'] = { bearer: false, set: () => undefined, clear: () => undefined };
type MemberContext = MemberConnection['context'];

/**
 * GraphQL subscriptions over WebSocket at /socket (graphql-ws's protocol, transport.ts). The
 * session comes from the upgrade request's cookie, or from connectionParams.authorization ("Bearer
 * <token>"); a connection without a session is refused (4403: there is no public subscription). A member's
 * socket is registered so that it closes when the session ends (session-watch.ts).
 *
 * Every operation runs through the same envelop pipeline as /graphql (as Yoga's graphql-ws recipe:
 * limits, introspection switch, masked errors), and only subscriptions are accepted. Upgrades from
 * a foreign page (Origin), beyond the per-IP connection cap, and connections that send more
 * messages a second than allowed are refused (decision 0023).
 */
export function attachSocketServer(
  server: Server,
  yoga: YogaServerInstance<ServerContext, GraphQLContext>,
  deps: AppDeps,
  services: Services,
  opts: { checkMs?: number } = {},
) {
  const { allowedOrigins, socket: limits } = deps.config;
  const perIp = new Map<string, number>();
  const wss = new WebSocketServer({
    server,
    path: '/socket',
    maxPayload: SOCKET_LIMITS.maxPayloadBytes,
    perMessageDeflate: false,
    handleProtocols,
    // Answered at once (so the count in perIp is exact: 'connection' follows in the same tick).
    verifyClient: ({ origin, req }, answer) => {
      if (!upgradeAllowed(origin, allowedOrigins)) return answer(false, 403, 'Forbidden');
      if ((perIp.get(clientIp(req, deps.config)) ?? 0) >= limits.maxPerIp) return answer(false, 429, 'Too Many Requests');
      answer(true);
    },
  });
  wss.on('connection', (socket) => {
    if (wss.clients.size > SOCKET_LIMITS.maxConnections) socket.close(1013, 'Try Again Later');
  });
  const registry = new ConnectionRegistry();
  const watch = createSessionWatch(deps, services, registry, opts);
  const log = pino({ name: 'socket', level: deps.config.logLevel });
  serveTransport<MemberContext>(wss, {
    connectionInitWaitTimeout: timeoutMs,
    // Messages a second: beyond the limit the connection is closed (the browser retries in 4 s).
    maxMessagesPerSecond: limits.maxMessagesPerSecond,
    ipOf: (request) => {
      const ip = clientIp(request, deps.config);
      perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
      return ip;
    },
    connect: async (connection, params, request) => {
      const authorization = typeof params?.authorization === 'string' ? params.authorization : undefined;
      const token = readSessionToken({ authorization, cookie: request.headers.cookie });
      const session = await services.sessions.resolve(token);
      // No subscription is open to visitors: a socket without a session has nothing to do.
      if (!session) return null;
      await services.presence.recordActivity(session.user);
      return {
        deps,
        services,
        viewer: session.user,
        sessionTokenHash: session.tokenHash,
        ip: connection.ip,
        userAgent: request.headers['user-agent'] ?? null,
        cookies: NO_COOKIES,
      };
    },
    accepted: (connection) => registry.add(connection as MemberConnection),
    prepare: async (connection, payload) => {
      const context = connection.context!;
      // Each subscription started over an open socket is activity too (throttled as for HTTP).
      await services.presence.recordActivity(context.viewer);
      // The socket's context is the initial context, so the session watch's updates reach the resolvers.
      const { schema, parse, validate, contextFactory } = yoga.getEnveloped(context);
      let document: DocumentNode;
      try {
        // The limits (tokens, depth, aliases, cost) throw or report here, before anything runs.
        document = parse(payload.query);
        if (getOperationAST(document, payload.operationName)?.operation !== 'subscription') {
          return [new GraphQLError('Only subscriptions go over /socket; queries and mutations go to /graphql.', { extensions: { code: 'NOT_ALLOWED' } })];
        }
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
      } catch (error) {
        if (error instanceof GraphQLError) return [error];
        throw error;
      }
      return {
        schema,
        document,
        operationName: payload.operationName,
        variableValues: payload.variables,
        contextValue: await contextFactory(),
        rootValue: undefined,
      } satisfies ExecutionArgs;
    },
    // The shared execution with Yoga's masking of unexpected errors, without envelop's stream wrapping.
    subscribe: (args) => subscribeMasked(args, maskError),
    closed: (connection) => {
      if (connection.acknowledged) registry.remove(connection as MemberConnection);
      const left = (perIp.get(connection.ip) ?? 1) - 1;
      if (left > 0) perIp.set(connection.ip, left);
      else perIp.delete(connection.ip);
    },
    // The error's kind and code only: a failed query's message carries its parameters (a token's hash, a body).
    failed: (error) => log.error({ type: error instanceof Error ? error.name : typeof error, code: (error as { code?: unknown } | null)?.code }, 'socket message failed'),
  });

  // Keep-alive (spec §9: heartbeat 3 s, timeout 3 s). Anything a client sends shows it is alive (the
  // browser pings every 3 s); a socket silent for 3 s gets a ping, and one silent 3 s after that is
  // dropped. A client that stopped reading (too much unsent data) is dropped too.
  const heardAt = (socket: WebSocket, now: number) => connectionOf(socket)?.heardAt ?? now;
  let lastTick = Date.now();
  const heartbeat = setInterval(() => {
    const now = Date.now();
    // A tick that comes late means this process, not the clients, was silent: timers run before
    // the waiting pongs are read, so judging now would drop live sockets of a busy instance.
    const stalled = now - lastTick > heartbeatMs + HEARTBEAT_LATE_MS;
    lastTick = now;
    const silent: WebSocket[] = [];
    for (const socket of wss.clients) {
      const silentFor = now - heardAt(socket, now);
      if (socket.bufferedAmount > SOCKET_LIMITS.maxBufferedBytes) socket.terminate();
      else if (!stalled && silentFor >= heartbeatMs + timeoutMs) silent.push(socket);
      else if (silentFor >= heartbeatMs) socket.ping();
    }
    // The silent ones are dropped a moment later, once the loop has read what already arrived: a
    // process the machine descheduled for a while resumes with this tick before the pongs waiting
    // to be read (a late tick under a second is not counted as a stall).
    if (silent.length > 0) {
      setTimeout(() => {
        for (const socket of silent) if (Date.now() - heardAt(socket, 0) >= heartbeatMs + timeoutMs) socket.terminate();
      }, DROP_GRACE_MS).unref();
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    wss,
    registry,
    watch,
    /**
     * Tells every client to go with 1001 "going away" (graphql-ws clients reconnect, behind a load
     * balancer to another instance), waits up to `graceMs` for their closing handshakes, then drops
     * the rest. Until they are gone the HTTP server cannot close (decision 0057).
     */
    async close(graceMs = SOCKET_LIMITS.closeGraceMs) {
      clearInterval(heartbeat);
      const gone = Promise.all([...wss.clients].map((socket) => (socket.readyState === socket.CLOSED ? null : new Promise((resolve) => socket.once('close', resolve)))));
      for (const socket of wss.clients) socket.close(1001, 'Going away');
      await watch.stop();
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([gone, new Promise((resolve) => (grace = setTimeout(resolve, graceMs).unref()))]);
      clearTimeout(grace);
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/**
 * May a page of this Origin open a socket? Browsers always send Origin on a WebSocket upgrade: a
 * foreign one is a page elsewhere using the member's cookie. Without Origin it is no browser
 * (bench, apps), which has to bring a session like any other client.
 */
export function upgradeAllowed(origin: string | undefined, allowedOrigins: readonly string[]): boolean {
  return !origin || allowedOrigins.includes(origin);
}

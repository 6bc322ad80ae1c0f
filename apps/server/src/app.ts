import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import helmet from 'helmet';
import type { AppDeps } from './deps.js';
import { createServices, type Services } from './services.js';
import { schema } from './graphql/schema.js';
import { createGraphQLServer, graphqlCors, onUnexpectedError } from './graphql/yoga.js';
import { createFastPath, type FastPath } from './graphql/fast-path.js';
import { contextForRequest } from './http/context.js';
import { readSessionToken } from './http/session-cookie.js';
import { registerWebApp } from './http/web.js';
import { registerJsonApi } from './http/json-api.js';
import { registerNoStore } from './http/no-store.js';
import { serializeRequestForLog } from './http/log-redaction.js';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id.js';
import { registerReadiness, type Readiness } from './http/readiness.js';
import { HttpMetrics } from './http/http-metrics.js';
import { registerMetrics } from './http/metrics.js';
import { registerDrain } from './http/drain.js';
import { dueJobCount } from './infra/jobs/jobs.js';
import { proxyTrust } from './http/client-ip.js';
import { attachSocketServer } from './realtime/socket.js';
import { registerMediaFiles } from './modules/media/media.http.js';
import { registerTestCheckout } from './infra/payments/test-provider.http.js';
import { isTestProvider } from './infra/payments/create-payment-provider.js';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  /** The /socket server: its open members' sockets and their session checks (tests, bench). */
  realtime: ReturnType<typeof attachSocketServer>;
  /** The /graphql fast path (null when switched off): how many requests it answered. */
  graphqlFastPath: FastPath | null;
  /** GET /readyz; main.ts marks the instance as shutting down at SIGTERM. */
  readiness: Readiness;
}

/** The whole HTTP surface on one Fastify instance: /healthz, /graphql, /socket, /api/, the web app. */
export async function buildApp(
  deps: AppDeps,
  opts: {
    webDist?: string;
    logger?: boolean;
    /** Tests read the log here. */
    logStream?: NodeJS.WritableStream;
    /** false: every /graphql request goes through Yoga (the fast path's test compares the two). */
    graphqlFastPath?: boolean;
  } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    // The same trust as clientIp() (req.ip, req.protocol): TRUST_PROXY, decision 0023.
    trustProxy: proxyTrust(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The request id of every log line: the proxy's X-Request-Id when it is a safe token (decision 0057).
    genReqId: requestIdOf,
    logger:
      opts.logger === false || deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            // Never log secrets: cookies, tokens, passwords.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: { req: serializeRequestForLog },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
  });
  const services = createServices(deps);
  onUnexpectedError((report) => app.log.error({ err: report }, 'an unexpected error was answered as INTERNAL'));
  // Counted only when someone may read them (METRICS_TOKEN): otherwise requests carry no metrics hooks at all.
  const httpMetrics = deps.config.metricsToken ? new HttpMetrics() : null;
  httpMetrics?.register(app);

  await app.register(fastifyCookie);
  // The security headers (CSP and the rest), worked out once: @fastify/helmet built helmet's
  // middleware again for every request, its CSP parsed anew each time (issue 18: per-request cost).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Sockets only to the app itself ('self' covers ws(s): of the same host in current browsers).
        connectSrc: ["'self'", socketOrigin(deps.config.publicUrl)],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    securityHeaders(req.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });

  registerNoStore(app);
  app.get('/healthz', async () => ({ status: 'ok', database: deps.database.kind, time: deps.now().toISOString() }));
  const readiness = registerReadiness(app, deps);

  const yoga = createGraphQLServer(schema, {
    production: deps.config.isProduction,
    allowedOrigins: deps.config.allowedOrigins,
    context: ({ req, reply, anonymous }) => contextForRequest(deps, services, req, reply, { anonymous }),
  });
  const fastPath =
    opts.graphqlFastPath === false
      ? null
      : createFastPath(yoga, { schema, cors: graphqlCors(deps.config.allowedOrigins), context: (req, reply) => contextForRequest(deps, services, req, reply) });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      if (fastPath && (await fastPath.answer(req, reply))) return reply;
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      // A result (JSON) goes out in one piece with its length; only a stream of results (server-sent
      // events, multipart) is sent as the stream it is. Piping every small answer through a stream
      // cost a chunked response and several socket writes each (issue 18: GraphQL overhead).
      const type = response.headers.get('content-type') ?? '';
      reply.send(type.startsWith('text/event-stream') || type.startsWith('multipart/') ? response.body : Buffer.from(await response.arrayBuffer()));
      return reply;
    },
  });

  await app.register(registerJsonApi, { prefix: '/api', deps, services });
  await app.register(registerMediaFiles, { services });
  // The built-in test provider's hosted checkout page (PAYMENT_PROVIDER=test).
  const provider = services.payments.provider;
  if (isTestProvider(provider)) await app.register(registerTestCheckout, { provider });
  // The server renderer's GraphQL requests run in-process, in the context of the page's request.
  const graphqlFetch = (req: FastifyRequest, reply: FastifyReply): typeof fetch => (input, init) =>
    Promise.resolve(yoga.fetch(input instanceof Request ? input.url : String(input), init ?? {}, { req, reply }));
  // A member's profile exists or not for the viewer who asks (their session, read only for /users/…).
  const profilePath = (pathname: string, req: FastifyRequest) =>
    services.profiles.knownPath(pathname, async () => (await services.sessions.resolve(readSessionToken(req.headers, req.cookies)))?.user ?? null);
  await registerWebApp(app, opts.webDist ?? defaultWebDist, [services.pages.knownPath, services.news.knownPath, services.events.knownPath, profilePath], graphqlFetch);

  const realtime = attachSocketServer(app.server, yoga, deps, services);
  // Sockets are told to go (1001) while the server stops listening: server.close() waits for every
  // connection, upgraded ones too, and closing them only afterwards (onClose) hung the shutdown.
  let realtimeClosed: Promise<void> | undefined;
  app.addHook('preClose', (done) => {
    realtimeClosed = realtime.close();
    done();
  });
  app.addHook('onClose', async () => realtimeClosed ?? realtime.close());
  // In-flight requests get half the shutdown time, the jobs and the database the rest.
  registerDrain(app, Math.floor(deps.config.shutdownTimeoutMs / 2));
  registerMetrics(app, {
    token: deps.config.metricsToken,
    http: httpMetrics,
    openSockets: () => realtime.wss.clients.size,
    queueDepth: () => dueJobCount(deps.database.db, deps.now()),
  });
  // The push sender's keep-alive connections (and its poll, where started) end with the app.
  app.addHook('onClose', async () => services.pushSender.stop());

  return { app, services, realtime, graphqlFastPath: fastPath, readiness };
}

/** The WebSocket origin of PUBLIC_URL (ws://host or wss://host), for the CSP's connect-src. */
function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

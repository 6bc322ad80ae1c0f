import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CORSOptions } from '@whatwg-node/server';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { isUntextableInput } from '../db/errors.js';
import type { GraphQLContext } from './context.js';
import { subscribeShared } from '../realtime/shared-execution.js';

/**
 * What a GraphQL operation starts from: an HTTP request (/graphql, and the server renderer's
 * in-process requests), or a /socket connection whose context is already made (realtime/socket.ts).
 */
export type ServerContext = { req: FastifyRequest; reply: FastifyReply } | GraphQLContext;

/** The header every GraphQL request over HTTP must carry unless its content type forces a CORS preflight. */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/** What an unexpected error says to the client (Yoga's default, named for the fast path). */
export const MASKED_ERROR_MESSAGE = 'Unexpected error.';

/** CORS of /graphql: the app's own origins, with credentials (also the fast path's, fast-path.ts). */
export function graphqlCors(allowedOrigins: string[]): CORSOptions {
  return { origin: allowedOrigins, credentials: true, methods: ['GET', 'POST'] };
}

/**
 * One envelop pipeline for /graphql and /socket (decision 0023): depth, cost and alias limits;
 * introspection and field suggestions off in production; unexpected errors masked. Over HTTP,
 * CORS answers only the app's own origins and CSRF prevention refuses "simple" cross-site
 * requests. A GET runs as a visitor (`anonymous`): only the public queries go as GET, and a link
 * to /graphql can never act as the member who opens it.
 */
export function createGraphQLServer(
  schema: GraphQLSchema,
  opts: {
    production: boolean;
    allowedOrigins: string[];
    context: (server: { req: FastifyRequest; reply: FastifyReply; anonymous: boolean }) => Promise<GraphQLContext>;
  },
): YogaServerInstance<ServerContext, GraphQLContext> {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !opts.production,
    landingPage: false,
    logging: false,
    cors: graphqlCors(opts.allowedOrigins),
    // Unexpected errors are masked ('INTERNAL'); AppError instances pass with their code.
    maskedErrors: { errorMessage: MASKED_ERROR_MESSAGE, maskError: (error, message) => maskUnexpected(error, message) },
    // A socket's context was made when it connected (its session) and is the initial context
    // itself: the very object the session watch updates (realtime/session-watch.ts).
    context: (initial) => ('services' in initial ? initial : opts.context({ req: initial.req, reply: initial.reply, anonymous: initial.request.method === 'GET' })),
    plugins: [
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        costLimit: { maxCost: 5000 },
        maxAliases: { n: 15 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        blockFieldSuggestion: { enabled: opts.production },
      }),
      ...(opts.production ? [disableIntrospection()] : []),
      sharedSubscriptions(),
    ],
  });
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** Subscriptions execute shared event views once for all their subscribers (decision 0022). */
function sharedSubscriptions(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribeShared as Parameters<typeof setSubscribeFn>[0]);
    },
  };
}

/** What an unexpected error says in the log: its kind and code, never its text (SQL parameters may hold a message's body). */
export interface UnexpectedErrorReport {
  name: string;
  code?: string;
  path?: string;
}
let reportUnexpected: (report: UnexpectedErrorReport) => void = () => undefined;
/** Where the masked (INTERNAL) errors are reported: the app's logger (buildApp). They left no trace before (issue 19). */
export function onUnexpectedError(report: (report: UnexpectedErrorReport) => void): void {
  reportUnexpected = report;
}

export function maskUnexpected(error: unknown, message: string): Error {
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (original instanceof GraphQLError && typeof original.extensions?.code === 'string') {
    return error as Error;
  }
  if (error instanceof GraphQLError && !error.originalError) return error; // validation/parse errors
  // A NUL in a text that reached a statement: refused by PostgreSQL, nothing written. Bad input.
  if (isUntextableInput(original)) return new GraphQLError(message, { extensions: { code: 'BAD_INPUT' } });
  // A variable of the wrong type is refused before anything runs; graphql-js keeps the scalar's
  // TypeError as its cause. It is the client's fault and says nothing of the server: BAD_INPUT.
  if (error instanceof GraphQLError && !error.path && error.message.startsWith('Variable "$')) {
    return new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_INPUT' } });
  }
  const cause = original as { name?: unknown; code?: unknown; cause?: { code?: unknown } } | null;
  const code = cause?.code ?? cause?.cause?.code;
  reportUnexpected({
    name: typeof cause?.name === 'string' ? cause.name : typeof original,
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(error instanceof GraphQLError && error.path ? { path: error.path.join('.') } : {}),
  });
  return new GraphQLError(message, { extensions: { code: 'INTERNAL' } });
}

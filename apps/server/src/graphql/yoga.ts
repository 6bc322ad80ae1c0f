import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context.js';

export type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/** GraphQL over HTTP: depth, cost and alias limits; introspection off in production. */
export function createGraphQLServer(
  schema: GraphQLSchema,
  opts: { production: boolean; context: (server: ServerContext) => Promise<GraphQLContext> },
): YogaServerInstance<ServerContext, GraphQLContext> {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !opts.production,
    landingPage: false,
    logging: false,
    // Unexpected errors are masked ('INTERNAL'); AppError instances pass with their code.
    maskedErrors: { maskError: (error, message) => maskUnexpected(error, message) },
    context: ({ req, reply }) => opts.context({ req, reply }),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        costLimit: { maxCost: 5000 },
        maxAliases: { n: 15 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        blockFieldSuggestion: { enabled: opts.production },
      }),
      ...(opts.production ? [disableIntrospection()] : []),
    ],
  });
}

import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

function maskUnexpected(error: unknown, message: string): Error {
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (original instanceof GraphQLError && typeof original.extensions?.code === 'string') {
    return error as Error;
  }
  if (error instanceof GraphQLError && !error.originalError) return error; // validation/parse errors
  return new GraphQLError(message, { extensions: { code: 'INTERNAL' } });
}

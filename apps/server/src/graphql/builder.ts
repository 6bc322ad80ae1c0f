import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { AppError } from '../shared/app-error.js';
import type { GraphQLContext } from './context.js';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { signedIn: boolean; admin: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date | string } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({ signedIn: !!ctx.viewer, admin: !!ctx.viewer?.admin }),
    unauthorizedError: (_parent, ctx) => new AppError(ctx.viewer ? 'NOT_ALLOWED' : 'NOT_SIGNED_IN'),
  },
});

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new AppError('BAD_INPUT');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

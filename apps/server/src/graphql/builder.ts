import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { AppError } from '../shared/app-error.js';
import { isTimedOut } from '../modules/accounts/accounts.policy.js';
import type { GraphQLContext } from './context.js';

/** The viewer's login timeout end, when one is in force (decision 0003). */
function timeoutOf(ctx: GraphQLContext): Date | null {
  const viewer = ctx.viewer;
  return viewer && isTimedOut(viewer, ctx.deps.now()) ? viewer.loginTimeoutUntil : null;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { signedIn: boolean; admin: boolean; notTimedOut: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date | string }; GuestbookRating: { Input: number; Output: number } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A timed-out member counts as neither signed in nor admin; every root field also requires
    // notTimedOut, so only fields that skip the type scopes (currentUser, signOut) still answer.
    authScopes: (ctx) => {
      const timedOut = timeoutOf(ctx) !== null;
      return { signedIn: !!ctx.viewer && !timedOut, admin: !!ctx.viewer?.admin && !timedOut, notTimedOut: !timedOut };
    },
    unauthorizedError: (_parent, ctx) => {
      const until = timeoutOf(ctx);
      if (until) return new AppError('LOGIN_TIMEOUT', { until: until.toISOString() });
      return new AppError(ctx.viewer ? 'NOT_ALLOWED' : 'NOT_SIGNED_IN');
    },
  },
});

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    // Only ISO 8601 text: `new Date(5)` or `new Date("5")` would turn a number into some date.
    if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) throw new AppError('BAD_INPUT');
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw new AppError('BAD_INPUT');
    return date;
  },
});

builder.queryType({ authScopes: { notTimedOut: true } });
builder.mutationType({ authScopes: { notTimedOut: true } });
builder.subscriptionType({ authScopes: { notTimedOut: true } });

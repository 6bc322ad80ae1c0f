import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { isTimedOut } from '../accounts/accounts.policy.js';
import type { UserRow } from '../accounts/accounts.table.js';

/**
 * The member starting a subscription. Scope checks guard a subscription's resolver, which runs only
 * once an event arrives; the start itself is checked here, so a visitor or a timed-out member is
 * refused at once rather than subscribed.
 */
export function subscriber(ctx: GraphQLContext): UserRow {
  const viewer = ctx.viewer;
  if (!viewer) throw new AppError('NOT_SIGNED_IN');
  if (isTimedOut(viewer, ctx.deps.now())) throw new AppError('LOGIN_TIMEOUT', { until: viewer.loginTimeoutUntil!.toISOString() });
  return viewer;
}

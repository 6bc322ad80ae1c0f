import type { GraphQLContext } from './context.js';
import { AppError } from '../shared/app-error.js';
import { isTimedOut } from '../modules/accounts/accounts.policy.js';
import type { UserRow } from '../modules/accounts/accounts.table.js';

/**
 * The member starting a subscription. Scope checks guard a subscription's resolver, which runs only
 * once an event arrives; the start itself is checked here, so a visitor or a timed-out member is
 * refused at once rather than subscribed. `active`: a deactivated member is refused too
 * (NEED_ACTIVE), as the socket would not let them stay (realtime/connection.policy.ts).
 */
export function subscriber(ctx: GraphQLContext, opts: { active?: boolean } = {}): UserRow {
  const viewer = ctx.viewer;
  if (!viewer) throw new AppError('NOT_SIGNED_IN');
  if (isTimedOut(viewer, ctx.deps.now())) throw new AppError('LOGIN_TIMEOUT', { until: viewer.loginTimeoutUntil!.toISOString() });
  if (opts.active && viewer.isDeactivated) throw new AppError('NEED_ACTIVE');
  return viewer;
}

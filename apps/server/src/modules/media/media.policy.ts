import type { UserRow } from '../accounts/accounts.table.js';
import { isTimedOut } from '../accounts/accounts.policy.js';

export type EditDecision = { allowed: true } | { allowed: false; code: 'NOT_SIGNED_IN' | 'NOT_ALLOWED' | 'LOGIN_TIMEOUT' };

/**
 * Venue content (pages, news, events and their images) is edited by admins only (spec §2); a
 * timed-out admin counts as no admin, as in the GraphQL scopes.
 */
export function mayEditVenueContent(viewer: Pick<UserRow, 'admin' | 'loginTimeoutUntil'> | null, now: Date): EditDecision {
  if (!viewer) return { allowed: false, code: 'NOT_SIGNED_IN' };
  if (isTimedOut(viewer, now)) return { allowed: false, code: 'LOGIN_TIMEOUT' };
  if (!viewer.admin) return { allowed: false, code: 'NOT_ALLOWED' };
  return { allowed: true };
}

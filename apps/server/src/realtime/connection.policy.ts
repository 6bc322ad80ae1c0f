import type { UserRow } from '../modules/accounts/accounts.table.js';
import { isTimedOut } from '../modules/accounts/accounts.policy.js';

/**
 * May an open socket of a member stay open (checked on `user:signedOut` and every minute)? Its
 * session must still hold (`member` is the session's member, undefined once the session ended or
 * expired), and the member must still be allowed in: not deleted, not deactivated, not timed out.
 */
export function socketMayStay(member: Pick<UserRow, 'deletedAt' | 'isDeactivated' | 'loginTimeoutUntil'> | undefined, now: Date): boolean {
  return !!member && !member.deletedAt && !member.isDeactivated && !isTimedOut(member, now);
}

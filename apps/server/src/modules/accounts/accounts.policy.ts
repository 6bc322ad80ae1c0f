import type { UserRow } from './accounts.table.js';

// Pure rules about accounts. Each returns true (allowed) or a reason code.

/** A login timeout in the future suspends the member: only currentUser and signOut remain. */
export function isTimedOut(user: Pick<UserRow, 'loginTimeoutUntil'>, now: Date): boolean {
  return !!user.loginTimeoutUntil && user.loginTimeoutUntil.getTime() > now.getTime();
}

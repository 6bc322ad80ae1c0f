import type { UserRow } from '../accounts/accounts.table.js';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Staff's work on member accounts (/admin/members; docs/decisions/0031-staff-are-not-members.md).
// Pure rules: who may act on whom. The login timeout's end is checked by reports.policy
// isValidTimeoutEnd, the same rule as the report action and the CLI's user:timeout.

/** At most this many characters of a search (username or e-mail, a part of either). */
export const MEMBER_SEARCH_MAX = 100;

/** Finding and reading member accounts in the staff area: staff only. */
export function canManageMembers(viewer: Pick<UserRow, 'admin'>): Decision {
  return viewer.admin ? ALLOWED : deny('NOT_ALLOWED');
}

/**
 * A staff action on a member account (login timeout, deactivation, reactivation): staff only,
 * on a member who exists (a deleted account is an anonymised shell, as unknown as a forged id),
 * never on another staff account.
 */
export function canActOnMember(viewer: Pick<UserRow, 'admin'>, member: Pick<UserRow, 'admin' | 'deletedAt'> | null | undefined): Decision {
  const staff = canManageMembers(viewer);
  if (!staff.allowed) return staff;
  if (!member || member.deletedAt) return deny('USER_NOT_FOUND');
  if (member.admin) return deny('REPORT_TARGET_IS_ADMIN');
  return ALLOWED;
}

/** `%` and `_` in a search are letters, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

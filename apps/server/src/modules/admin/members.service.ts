import type { AppDeps } from '../../deps.js';
import { AppError } from '../../shared/app-error.js';
import { assertAllowed, idOrNotFound } from '../../shared/decision.js';
import { decodeCursor, isUuid, toPage, type Page } from '../../shared/cursor.js';
import { findUserById, updateUser } from '../accounts/accounts.repository.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { lockMembers } from '../accounts/members.repository.js';
import type { SessionsService } from '../accounts/sessions.service.js';
import { isValidTimeoutEnd } from '../reports/reports.policy.js';
import { canActOnMember, canManageMembers, MEMBER_SEARCH_MAX } from './members.policy.js';
import { listMemberAccounts } from './members.repository.js';

// /admin/members (docs/decisions/0031): staff find member accounts by username or e-mail and set
// a login timeout, deactivate or reactivate them. Each change is one transaction on the locked
// member row; the member's open sockets hear of a timeout or deactivation after commit.

const PAGE_SIZE = 20;
const PAGE_SIZE_MAX = 50;

export function createAdminMembersService(deps: AppDeps, sessions: Pick<SessionsService, 'announceSignedOut'>) {
  const db = () => deps.database.db;

  /** Locks the member, checks the rule, applies the change; answers the member as stored now. */
  async function change(viewer: UserRow, id: unknown, patch: (member: UserRow) => Partial<UserRow>): Promise<UserRow> {
    const memberId = idOrNotFound(id);
    return db().transaction(async (tx) => {
      const member = (await lockMembers(tx, [memberId])).get(memberId);
      assertAllowed(canActOnMember(viewer, member));
      return (await updateUser(tx, memberId, patch(member!)))!;
    });
  }

  return {
    /** Members (not staff, not deleted), newest first; `search` narrows to a part of username or e-mail. */
    async list(viewer: UserRow, args: { search?: string | null; first?: number | null; after?: string | null }): Promise<Page<UserRow>> {
      assertAllowed(canManageMembers(viewer));
      const search = (args.search ?? '').trim();
      if (search.length > MEMBER_SEARCH_MAX) throw new AppError('BAD_INPUT', { fields: [{ field: 'search', code: 'BAD_INPUT' }] });
      const size = Math.min(Math.max(Math.trunc(args.first ?? PAGE_SIZE), 1), PAGE_SIZE_MAX);
      const rows = await listMemberAccounts(db(), search, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.createdAt, id: r.id }));
    },

    /** One member account; null for unknown or forged ids, deleted accounts and staff. */
    async get(viewer: UserRow, id: unknown): Promise<UserRow | null> {
      assertAllowed(canManageMembers(viewer));
      if (typeof id !== 'string' || !isUuid(id)) return null;
      const member = await findUserById(db(), id.toLowerCase());
      return member && canActOnMember(viewer, member).allowed ? member : null;
    },

    /** A login timeout until `until` (in the future, within 10 years: TIMEOUT_UNTIL_INVALID otherwise). */
    async setLoginTimeout(viewer: UserRow, id: unknown, until: unknown): Promise<UserRow> {
      assertAllowed(canManageMembers(viewer));
      const end = until instanceof Date ? until : new Date(Number.NaN);
      const valid = isValidTimeoutEnd(end, deps.now());
      if (!valid.allowed) throw new AppError(valid.code, { fields: [{ field: 'until', code: valid.code }] });
      const member = await change(viewer, id, () => ({ loginTimeoutUntil: end }));
      sessions.announceSignedOut(member.id, 'timeout');
      return member;
    },

    /** Ends a login timeout now (the member may sign in again). */
    endLoginTimeout: (viewer: UserRow, id: unknown): Promise<UserRow> => change(viewer, id, () => ({ loginTimeoutUntil: null })),

    /** Deactivates the account (spec §4: reversible); the member's open sockets are signed out. */
    async deactivate(viewer: UserRow, id: unknown): Promise<UserRow> {
      const member = await change(viewer, id, () => ({ isDeactivated: true }));
      sessions.announceSignedOut(member.id, 'deactivated');
      return member;
    },

    /** Reactivates a deactivated account. */
    reactivate: (viewer: UserRow, id: unknown): Promise<UserRow> => change(viewer, id, () => ({ isDeactivated: false })),
  };
}

export type AdminMembersService = ReturnType<typeof createAdminMembersService>;

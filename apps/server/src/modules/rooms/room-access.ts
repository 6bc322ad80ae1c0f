import { ROOM_LIST_FILTERS, ROOMS, type RoomKind, type RoomListFilter } from '@venue/shared';
import { AppError } from '../../shared/app-error.js';
import type * as policy from './rooms.policy.js';
import type { RoomListRow } from './rooms.repository.js';
export { assertAllowed, idOrNotFound as validId } from '../../shared/decision.js';

// Small helpers the rooms services share: ids, page sizes, refusals, the access facts of a list row.

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export function pageSize(first: number | null | undefined, size: number, max: number): number {
  if (first === null || first === undefined) return size;
  return Math.min(Math.max(Math.trunc(first), 1), max);
}

export function listFilter(value: unknown): RoomListFilter {
  const filter = (value ?? 'ALL') as RoomListFilter;
  if (!ROOM_LIST_FILTERS.includes(filter)) throw new AppError('BAD_INPUT', { fields: [{ field: 'filter', code: 'BAD_INPUT' }] });
  return filter;
}

/** The rules' facts of a room as the list query read it (a listed room is never one the viewer is banned from). */
export function accessOfRow(row: RoomListRow, banned = false): policy.RoomAccess {
  return {
    room: { kind: row.kind as RoomKind, ownerId: row.ownerId },
    membership: row.membershipId ? { admin: Boolean(row.membershipAdmin), joinedAt: row.joinedAt } : null,
    banned,
    adminCount: row.adminCount,
  };
}

/** Unread counts are counted up to one past the shown maximum: enough to say "more than 100" (spec §9). */
export const UNREAD_CAP = ROOMS.unreadCountMax + 1;

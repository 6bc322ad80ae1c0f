import type { AppDeps } from '../../deps.js';
import { listPageSize } from '@venue/shared';
import type { UserRow } from '../accounts/accounts.table.js';
import { AppError } from '../../shared/app-error.js';
import { decodeCursor, toPage, type Page } from '../../shared/cursor.js';
import { notify } from '../notifications/notify.js';
import { assertMembersArea } from '../profiles/members-area.policy.js';
import * as policy from './visitors.policy.js';
import * as repo from './visitors.repository.js';
import { zurichDate } from '../reservations/reservations.time.js';

/** The calendar day in Switzerland (YYYY-MM-DD): visits are counted per Swiss day (one formatter, made once). */
export function swissDay(at: Date): string {
  return zurichDate(at);
}

export function createVisitorsService(deps: AppDeps) {
  const db = () => deps.database.db;
  return {
    /**
     * A member opened another's profile (the visit was allowed): records it unless the policy says
     * not to (`shownOnline`: the visitor's own setting, read with the visit's facts), and tells the
     * visited member on the first visit of the Swiss day. One transaction.
     */
    async recordVisit(visitor: UserRow, visitedId: string, shownOnline: boolean): Promise<boolean> {
      if (!policy.shouldRecordVisit(visitor, visitedId, shownOnline)) return false;
      const at = deps.now();
      await db().transaction(async (tx) => {
        const { firstOfDay, visited } = await repo.recordVisit(tx, { visitorId: visitor.id, visitedId, day: swissDay(at), at });
        if (firstOfDay) await notify(tx, { userId: visitedId, kind: 'PROFILE_VISIT', actorId: visitor.id, at }, visited);
      });
      return true;
    },

    /** Who visited the viewer, newest first (verified or premium members only). */
    async list(viewer: UserRow | null, args: { first?: number | null; after?: string | null }): Promise<Page<repo.VisitRow>> {
      const member = assertMembersArea(viewer);
      const decision = policy.canSeeVisitors(member);
      if (!decision.allowed) throw new AppError(decision.code);
      const size = listPageSize(args.first);
      const rows = await repo.listVisitors(db(), member, size + 1, args.after ? decodeCursor(args.after) : undefined);
      return toPage(rows, size, (r) => ({ at: r.lastVisitedAt, id: r.visitor.id }));
    },
  };
}

export type VisitorsService = ReturnType<typeof createVisitorsService>;

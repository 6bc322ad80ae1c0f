import { listPageSize } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { AppError } from '../../shared/app-error.js';
import { decodeCursor, toPage, type Page } from '../../shared/cursor.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import { mayKnowVisitors } from '../visitors/visitors.policy.js';
import * as repo from './notifications.repository.js';

/** A notification as /home shows it; the actor is null where the member may not learn who it was. */
export interface NotificationView extends Omit<repo.NotificationCardRow, 'actor'> {
  actor: UserCardRow | null;
}

function signedIn(viewer: UserRow | null): UserRow {
  if (!viewer) throw new AppError('NOT_SIGNED_IN');
  return viewer;
}

export function createNotificationsService(deps: AppDeps) {
  const db = () => deps.database.db;
  return {
    /**
     * The member's notifications, newest first. Who visited stays hidden from members who may not
     * see their visitors (spec §6: profile visitors are for verified members).
     */
    async list(viewer: UserRow | null, args: { first?: number | null; after?: string | null }): Promise<Page<NotificationView>> {
      const member = signedIn(viewer);
      const size = listPageSize(args.first);
      const rows = await repo.listShownNotifications(db(), member, size + 1, args.after ? decodeCursor(args.after) : undefined);
      const knowsVisitors = mayKnowVisitors(member);
      const views = rows.map((n) => ({ ...n, actor: n.kind === 'PROFILE_VISIT' && !knowsVisitors ? null : n.actor }));
      return toPage(views, size, (n) => ({ at: n.createdAt, id: n.id }));
    },

    unreadCount(viewer: UserRow | null): Promise<number> {
      return repo.countShownUnread(db(), signedIn(viewer));
    },

    /** Marks every notification of the member read; answers how many were unread. */
    markAllRead(viewer: UserRow | null): Promise<number> {
      return repo.markAllRead(db(), signedIn(viewer).id, deps.now());
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

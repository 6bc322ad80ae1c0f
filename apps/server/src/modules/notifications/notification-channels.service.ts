import { NOTIFICATION_CHANNELS, NOTIFICATION_KIND_NAMES, type NotificationChannel, type NotificationKind } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../shared/app-error.js';
import { assertAllowed } from '../../shared/decision.js';
import type { UserRow } from '../accounts/accounts.table.js';
import * as policy from './notification-channels.policy.js';
import * as repo from './notification-channels.repository.js';

// The member's notification table in /settings (decision 0041): one row per kind, a switch per channel.

export function createNotificationChannelsService(deps: AppDeps) {
  const db = () => deps.database.db;
  return {
    /** Every kind in NOTIFICATION_KINDS order, with the member's choices (defaults until changed). */
    list: (userId: string) => repo.channelsOf(db(), userId),

    /** Switches one channel of one kind; EMAIL of a kind without e-mail: BAD_INPUT (nothing written). */
    async set(viewer: UserRow | null, kind: unknown, channel: unknown, enabled: unknown): Promise<repo.NotificationChannelsView> {
      if (!viewer) throw new AppError('NOT_SIGNED_IN');
      if (!NOTIFICATION_KIND_NAMES.includes(kind as NotificationKind)) throw new AppError('BAD_INPUT', { fields: [{ field: 'kind', code: 'BAD_INPUT' }] });
      if (!(NOTIFICATION_CHANNELS as readonly unknown[]).includes(channel)) throw new AppError('BAD_INPUT', { fields: [{ field: 'channel', code: 'BAD_INPUT' }] });
      if (typeof enabled !== 'boolean') throw new AppError('BAD_INPUT', { fields: [{ field: 'enabled', code: 'BAD_INPUT' }] });
      assertAllowed(policy.canSetChannel(viewer, kind as NotificationKind, channel as NotificationChannel), 'channel');
      return db().transaction(async (tx) => {
        await repo.setChannel(tx, viewer.id, kind as NotificationKind, channel as NotificationChannel, enabled, deps.now());
        return repo.channelsOfKind(tx, viewer.id, kind as NotificationKind);
      });
    },
  };
}

export type NotificationChannelsService = ReturnType<typeof createNotificationChannelsService>;

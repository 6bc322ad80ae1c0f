import { eq, sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_KINDS, TIMINGS, type NotificationKind } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { driverJson, fromDriverRow } from '../../db/driver-row.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { users } from '../accounts/accounts.table.js';
import { resolve } from './notification-channels.repository.js';
import { notificationPreferences } from './notification-preferences.table.js';
import { defaultSettings } from '../settings/settings.repository.js';
import { userSettings } from '../settings/settings.table.js';
import { addNotification, type NotificationKind as HomeKind } from './notifications.repository.js';
import type { NotificationRow } from './notifications.table.js';
import { pushDeliveries } from './push-deliveries.table.js';
import { pushSubscriptions } from './push-subscriptions.table.js';

// The one door every notification goes through (decision 0040). Called inside the transaction of
// the change it reports: the home entry, the push deliveries (the outbox the push sender drains)
// and the e-mail decision commit or roll back with that change, so a rolled-back change sends nothing.

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** The member who did it; null/absent: the venue (a staff decision, a reservation, a reminder). */
  actorId?: string | null;
  /** What it is about (conversation for MESSAGE, the friendship, the reservation, …). */
  subjectId?: string | null;
  /** The app's clock for the change (the home list is ordered by it). */
  at: Date;
  /**
   * The home list's entry for it (its own, older list of kinds: e.g. VERIFICATION_APPROVED for
   * VERIFICATION_DECIDED); absent: the kind's usual entry, null: none (messages, reminders).
   */
  home?: HomeKind | null;
  /** MESSAGE: the message's seq; its push is held back and dropped once the member read it. */
  messageSeq?: number;
}

export interface NotifyResult {
  /** The home entry written, if any. */
  home: NotificationRow | null;
  /** How many push deliveries were queued (one per subscription of the member). */
  pushes: number;
  /**
   * The member's e-mail choice for this kind (false for kinds without e-mail and for staff): the
   * caller sends its e-mail (its own text and throttle) only when true.
   */
  email: boolean;
}

/** The home entry each kind writes unless the caller names one (kinds without one: null). */
const HOME_OF: Record<NotificationKind, HomeKind | null> = {
  MESSAGE: null,
  FRIEND_REQUEST: 'FRIEND_REQUEST',
  FRIEND_ACCEPTED: 'FRIEND_ACCEPTED',
  PROFILE_VISIT: 'PROFILE_VISIT',
  VERIFICATION_DECIDED: null,
  SUBSCRIPTION: null,
  RESERVATION_CONFIRMED: null,
  RESERVATION_PROMOTED: 'RESERVATION_PROMOTED',
  RESERVATION_REMINDER: null,
  FRIEND_EVENT_RESERVATION: 'FRIEND_RESERVED',
  FRIEND_DAILY_RESERVATION: 'FRIEND_RESERVED',
  SPARK_MATCH: 'SPARK_MATCH',
  ACHIEVEMENT_EARNED: 'ACHIEVEMENT_EARNED',
  GIFT_RECEIVED: 'GIFT_RECEIVED',
};

const NOTHING: NotifyResult = { home: null, pushes: 0, email: false };

/** What notify needs of the recipient: their state, their choices for the kind and their push devices. */
export interface RecipientFacts {
  admin: boolean;
  deletedAt: Date | null;
  isDeactivated: boolean;
  /** Their channel choices for the kind as stored (JSON: `[{ channel, enabled }]`), null when none. */
  stored: { channel: string; enabled: boolean }[] | string | null;
  /** Their settings row (JSON), null when they kept the defaults. */
  settings: Record<string, unknown> | string | null;
  /** Their push subscriptions' ids (JSON), null when none. */
  devices: string[] | string | null;
}

/**
 * The columns of RecipientFacts beyond the member row, for the member `userId` (a column or a
 * placeholder) and the notification kind `kind`: a statement that reads the recipients anyway (a
 * message's transaction reads its participants) selects them too, one round trip less (issue 18).
 */
export function recipientChannelsSql(userId: SQL, kind: SQL) {
  return {
    stored: sql<RecipientFacts['stored']>`(select json_agg(json_build_object('channel', p.channel, 'enabled', p.enabled)) from ${notificationPreferences} p where p.user_id = ${userId} and p.kind = ${kind})`,
    settings: sql<RecipientFacts['settings']>`(select to_jsonb(s) from ${userSettings} s where s.user_id = ${userId})`,
    devices: sql<RecipientFacts['devices']>`(select json_agg(d.id order by d.id) from ${pushSubscriptions} d where d.user_id = ${userId})`,
  };
}

/** The channels a recipient's facts give for the kind, and their devices. */
function channelsOf(userId: string, kind: NotificationKind, facts: RecipientFacts) {
  const stored = new Map((driverJson(facts.stored) ?? []).map((p) => [`${kind}:${p.channel}`, p.enabled]));
  const row = driverJson(facts.settings);
  return { channels: resolve(kind, stored, row ? fromDriverRow(userSettings, row) : defaultSettings(userId)), devices: driverJson(facts.devices) ?? [] };
}

/**
 * The recipient's state, their choices for this kind and their push devices, in one query (it runs
 * inside the change's transaction, for every notification: issue 18, queries per request). Prepared,
 * so that PostgreSQL parses it once per connection, not for every notification.
 */
async function recipientOf(tx: DbOrTx, userId: string, kind: NotificationKind): Promise<RecipientFacts | undefined> {
  const [row] = await recipientFacts(tx).execute({ userId, kind });
  return row;
}

const recipientFacts = preparedPerHandle((db) =>
  db
    .select({ admin: users.admin, deletedAt: users.deletedAt, isDeactivated: users.isDeactivated, ...recipientChannelsSql(sql`${users.id}`, sql`${sql.placeholder('kind')}`) })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('notification_recipient'),
);

/**
 * Tells member `n.userId` (see NotifyInput). `known`: the recipient's facts when the caller's
 * statements under the same transaction already read them (recipientChannelsSql).
 */
export async function notify(tx: DbOrTx, n: NotifyInput, known?: RecipientFacts): Promise<NotifyResult> {
  const member = known ?? (await recipientOf(tx, n.userId, n.kind));
  // Staff are not members (decision 0031); gone members hear of nothing.
  if (!member || member.admin || member.deletedAt) return NOTHING;
  const homeKind = n.home === undefined ? HOME_OF[n.kind] : n.home;
  const home = homeKind ? await addNotification(tx, { userId: n.userId, kind: homeKind, actorId: n.actorId ?? null, subjectId: n.subjectId ?? null, at: n.at }) : null;
  // A deactivated member keeps the home list (they see it when they come back) but gets no push or mail.
  if (member.isDeactivated) return { home, pushes: 0, email: false };
  const { channels: choice, devices: deviceIds } = channelsOf(n.userId, n.kind, member);
  let pushes = 0;
  if (choice.push) {
    const runAt = n.kind === 'MESSAGE' ? new Date(n.at.getTime() + TIMINGS.pushMessageDelayMs) : n.at;
    const devices = deviceIds.map((id) => ({ id }));
    if (devices.length > 0) {
      await tx.insert(pushDeliveries).values(
        devices.map((d) => ({
          subscriptionId: d.id,
          userId: n.userId,
          kind: n.kind,
          actorId: n.actorId ?? null,
          subjectId: n.subjectId ?? null,
          messageSeq: n.messageSeq ?? null,
          runAt,
          createdAt: n.at,
        })),
      );
    }
    pushes = devices.length;
  }
  return { home, pushes, email: NOTIFICATION_KINDS[n.kind].email && choice.email === true };
}

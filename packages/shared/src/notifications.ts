import type { SettingToggle } from './settings.schemas.js';

/**
 * The kinds of notification the app sends (issue 15), each through up to three channels: the home
 * list, e-mail and Web Push. One dispatcher on the server sends every kind; the settings screen shows
 * one row per kind with a switch per channel the kind offers. Kinds added later (gifts, Spark) join
 * this list.
 *
 * - `email`: the kind can send an e-mail. Where the spec already had an e-mail toggle (§3), `emailSetting`
 *   names the stored setting, so the old toggle and the new table are one value.
 * - `pushDefault` / `emailDefault`: the member's choice until they change it.
 * - `path`: what a tap on the notification opens (`{id}` stands for the subject's id where there is one).
 */
export const NOTIFICATION_KINDS = {
  MESSAGE: { email: true, emailSetting: 'emailOnMessage', pushDefault: true, emailDefault: true, path: '/conversations/{id}' },
  FRIEND_REQUEST: { email: true, emailSetting: 'emailOnFriendRequest', pushDefault: true, emailDefault: true, path: '/friends' },
  FRIEND_ACCEPTED: { email: false, pushDefault: true, emailDefault: false, path: '/friends' },
  PROFILE_VISIT: { email: false, pushDefault: false, emailDefault: false, path: '/home' },
  VERIFICATION_DECIDED: { email: true, pushDefault: true, emailDefault: true, path: '/premium' },
  SUBSCRIPTION: { email: true, pushDefault: true, emailDefault: true, path: '/premium' },
  RESERVATION_CONFIRMED: { email: false, pushDefault: true, emailDefault: false, path: '/reservations' },
  RESERVATION_PROMOTED: { email: false, pushDefault: true, emailDefault: false, path: '/reservations' },
  RESERVATION_REMINDER: { email: false, pushDefault: true, emailDefault: false, path: '/reservations' },
  FRIEND_EVENT_RESERVATION: { email: true, emailSetting: 'emailOnFriendEventReservation', pushDefault: false, emailDefault: true, path: '/home' },
  FRIEND_DAILY_RESERVATION: { email: true, emailSetting: 'emailOnFriendDailyReservation', pushDefault: false, emailDefault: true, path: '/home' },
  // Issue 16: a spark both ways (the subject is the other member's match row) and an achievement earned.
  SPARK_MATCH: { email: false, pushDefault: true, emailDefault: false, path: '/spark/matches' },
  ACHIEVEMENT_EARNED: { email: false, pushDefault: false, emailDefault: false, path: '/achievements' },
  // Issue 17: a gift sent to the member (the subject is the sending); the spec's "gift received" e-mail toggle (§3).
  GIFT_RECEIVED: { email: true, emailSetting: 'emailOnGiftReceived', pushDefault: true, emailDefault: true, path: '/gifts' },
} as const satisfies Record<string, { email: boolean; emailSetting?: SettingToggle; pushDefault: boolean; emailDefault: boolean; path: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = /* @__PURE__ */ Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
export const NOTIFICATION_CHANNELS = ['PUSH', 'EMAIL'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What the service worker receives in a push message (JSON, encrypted by Web Push). The server writes
 * the texts in the member's language: discreet by default (no names, no message text, no word that
 * reveals the club); detailed only where the member opted in on that device.
 */
export interface PushPayload {
  /** Format version, so an old worker can ignore a newer payload safely. */
  v: 1;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The app path a tap opens (same origin), e.g. `/conversations/…`. */
  path: string;
  /** Notifications with the same tag replace each other (e.g. one per conversation). */
  tag: string;
  /** The member's unread count (messages plus home notifications) for the app icon badge, where known. */
  badge?: number;
}

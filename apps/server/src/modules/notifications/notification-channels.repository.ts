import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_KIND_NAMES, NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { getSettings, saveSettings } from '../settings/settings.repository.js';
import type { UserSettingsRow } from '../settings/settings.table.js';
import { notificationPreferences } from './notification-preferences.table.js';

// The member's per-kind, per-channel choices (decision 0041): a stored row, else the kind's
// default; e-mail of a kind with an `emailSetting` lives in user_settings (one value, two screens).

/** One row of the settings table: a kind, its push choice and its e-mail choice (null: no e-mail). */
export interface NotificationChannelsView {
  kind: NotificationKind;
  push: boolean;
  email: boolean | null;
}

/** One kind's choices from the member's stored rows (`KIND:CHANNEL` → enabled) and settings. */
export function resolve(kind: NotificationKind, stored: Map<string, boolean>, settings: UserSettingsRow): NotificationChannelsView {
  const spec = NOTIFICATION_KINDS[kind];
  const push = stored.get(`${kind}:PUSH`) ?? spec.pushDefault;
  let email: boolean | null = null;
  if (spec.email) email = 'emailSetting' in spec ? settings[spec.emailSetting] : (stored.get(`${kind}:EMAIL`) ?? spec.emailDefault);
  return { kind, push, email };
}

async function storedOf(db: DbOrTx, userId: string): Promise<Map<string, boolean>> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((r) => [`${r.kind}:${r.channel}`, r.enabled]));
}

/** Every kind, in NOTIFICATION_KINDS order. */
export async function channelsOf(db: DbOrTx, userId: string): Promise<NotificationChannelsView[]> {
  const [stored, settings] = await Promise.all([storedOf(db, userId), getSettings(db, userId)]);
  return NOTIFICATION_KIND_NAMES.map((kind) => resolve(kind, stored, settings));
}

/** One kind's choices for one member. */
export async function channelsOfKind(db: DbOrTx, userId: string, kind: NotificationKind): Promise<NotificationChannelsView> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  const settings = await getSettings(db, userId);
  return resolve(kind, new Map(rows.map((r) => [`${r.kind}:${r.channel}`, r.enabled])), settings);
}

/** Stores one choice (the kind offers the channel: checked by the caller). */
export async function setChannel(db: DbOrTx, userId: string, kind: NotificationKind, channel: NotificationChannel, enabled: boolean, now: Date): Promise<void> {
  const spec = NOTIFICATION_KINDS[kind];
  if (channel === 'EMAIL' && 'emailSetting' in spec) {
    await saveSettings(db, userId, { [spec.emailSetting]: enabled });
    return;
  }
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, channel, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel], set: { enabled, updatedAt: now } });
}

/** The member's stored choices (data export). */
export function storedPreferencesOf(db: DbOrTx, userId: string) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).orderBy(notificationPreferences.kind, notificationPreferences.channel);
}

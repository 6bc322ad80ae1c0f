import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { userSettings, type UserSettingsRow } from './settings.table.js';

/** The settings a member has before changing any (the table's defaults, spelled out once). */
export function defaultSettings(userId: string): UserSettingsRow {
  return {
    userId,
    emailOnFriendRequest: true,
    emailOnGiftReceived: true,
    emailOnFriendDailyReservation: true,
    emailOnFriendEventReservation: true,
    emailOnMessage: true,
    foundInSpark: true,
    reservationsVisibleTo: 'EVERYONE',
    shownOnline: true,
    visitableOnlyByVerified: false,
    onlyVerifiedMayContact: false,
    messagesFromFriendsOnly: false,
    foundInSearch: true,
    updatedAt: new Date(0),
  };
}

const settingsOf = preparedPerHandle((db) => db.select().from(userSettings).where(eq(userSettings.userId, sql.placeholder('userId'))).prepare('user_settings_of'));

/** A member's settings; members without a row have the defaults (rows are written on first change). */
export async function getSettings(db: DbOrTx, userId: string): Promise<UserSettingsRow> {
  const [row] = await settingsOf(db).execute({ userId });
  return row ?? defaultSettings(userId);
}

/** Writes the given settings (creating the row when missing). */
export async function saveSettings(db: DbOrTx, userId: string, changes: Partial<Omit<UserSettingsRow, 'userId' | 'updatedAt'>>) {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/**
 * SQL value of one boolean setting of the member in `userIdColumn`, with the default when the
 * member has no settings row: the list twin of getSettings for filters (search, online lists).
 */
export function settingSql(column: keyof typeof SETTING_COLUMNS, userIdColumn: AnyColumn | SQL) {
  const { name, fallback } = SETTING_COLUMNS[column];
  return sql<boolean>`coalesce((select s.${sql.raw(name)} from ${userSettings} s where s.user_id = ${userIdColumn}), ${sql.raw(String(fallback))})`;
}

const SETTING_COLUMNS = {
  foundInSpark: { name: 'found_in_spark', fallback: true },
  shownOnline: { name: 'shown_online', fallback: true },
  visitableOnlyByVerified: { name: 'visitable_only_by_verified', fallback: false },
  onlyVerifiedMayContact: { name: 'only_verified_may_contact', fallback: false },
  messagesFromFriendsOnly: { name: 'messages_from_friends_only', fallback: false },
  foundInSearch: { name: 'found_in_search', fallback: true },
} as const;

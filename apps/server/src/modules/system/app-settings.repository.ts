import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appSettings } from './app-settings.table.js';

// Queries only.

export async function readSetting(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

/**
 * Stores the value unless the key already has one, and returns what is stored: the first writer
 * wins when several instances start at once, and all of them then use the winner's value.
 */
export async function insertSettingOnce(db: DbOrTx, key: string, value: unknown): Promise<{ value: unknown; inserted: boolean }> {
  const inserted = await db.insert(appSettings).values({ key, value }).onConflictDoNothing({ target: appSettings.key }).returning({ value: appSettings.value });
  if (inserted[0]) return { value: inserted[0].value, inserted: true };
  return { value: await readSetting(db, key), inserted: false };
}

/** Sets a value staff may change (e.g. premium prices, decision 0034). */
export async function writeSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

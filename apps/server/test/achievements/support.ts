import { eq } from 'drizzle-orm';
import type { TestApp } from '../harness.js';
import { memberAchievements } from '../../src/modules/achievements/achievements.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';

export const MY_ACHIEVEMENTS = `{ myAchievements { key family threshold progress earnedAt comingSoon } }`;
export const PROFILE_ACHIEVEMENTS = `query ($slug: String!) { user(slug: $slug) { refusal profile { id achievements { key earnedAt } } } }`;

/** The keys a member has earned, sorted. */
export async function earnedKeys(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.deps.database.db.select({ key: memberAchievements.key }).from(memberAchievements).where(eq(memberAchievements.userId, userId));
  return rows.map((r) => r.key).sort();
}

/** The member's ACHIEVEMENT_EARNED home entries. */
export async function achievementNotices(t: TestApp, userId: string) {
  const rows = await t.deps.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((r) => r.kind === 'ACHIEVEMENT_EARNED');
}

import { asc, eq, sql } from 'drizzle-orm';
import type { AchievementKey } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { memberAchievements, type MemberAchievementRow } from './achievements.table.js';

// Queries only.

// Every profile screen asks for them: built once per database handle.
const earnedOf = preparedPerHandle((db) =>
  db
    .select()
    .from(memberAchievements)
    .where(eq(memberAchievements.userId, sql.placeholder('userId')))
    .orderBy(asc(memberAchievements.earnedAt), asc(memberAchievements.key))
    .prepare('earned_achievements'),
);

/** The member's earned achievements, oldest first. */
export async function listEarned(db: DbOrTx, userId: string): Promise<MemberAchievementRow[]> {
  return earnedOf(db).execute({ userId });
}

/**
 * Records the achievements; answers only the rows this call inserted. A row another transaction
 * inserted first (or inserts concurrently: the unique key makes this one wait for it) is skipped.
 */
export async function insertEarned(db: DbOrTx, userId: string, keys: AchievementKey[], at: Date): Promise<MemberAchievementRow[]> {
  if (keys.length === 0) return [];
  return db
    .insert(memberAchievements)
    .values(keys.map((key) => ({ userId, key, earnedAt: at })))
    .onConflictDoNothing({ target: [memberAchievements.userId, memberAchievements.key] })
    .returning();
}

export async function findEarnedById(db: DbOrTx, id: string): Promise<MemberAchievementRow | undefined> {
  const [row] = await db.select().from(memberAchievements).where(eq(memberAchievements.id, id)).limit(1);
  return row;
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ErasureStep } from '../privacy/erasure-steps.js';
import { listEarned } from './achievements.repository.js';
import { memberAchievements } from './achievements.table.js';

/** The member's earned achievements for the data export (decision 0014). */
export async function achievementsExportOf(db: DbOrTx, userId: string) {
  return (await listEarned(db, userId)).map((r) => ({ key: r.key, earnedAt: r.earnedAt.toISOString() }));
}

/** Deleting the account removes the member's achievements (their home entries go with the notifications). */
export const achievementsErasureStep: ErasureStep = {
  name: 'achievements',
  async erase(tx, userId) {
    await tx.delete(memberAchievements).where(eq(memberAchievements.userId, userId));
    return [];
  },
};

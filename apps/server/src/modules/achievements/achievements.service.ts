import { ACHIEVEMENTS, ACHIEVEMENT_FAMILIES, ACHIEVEMENT_KEYS, type AchievementFamily, type AchievementKey } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../shared/app-error.js';
import { assertAllowed } from '../../shared/decision.js';
import { isUuid } from '../../shared/cursor.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { countFamily } from './achievements.counts.js';
import * as policy from './achievements.policy.js';
import * as repo from './achievements.repository.js';

// The achievements screen, the profile's badges and the home entry's subject (decision 0048).

export interface AchievementView {
  key: AchievementKey;
  family: AchievementFamily;
  threshold: number;
  /** The member's count towards it, at most the threshold ("3 / 50"); the threshold once earned. */
  progress: number;
  earnedAt: Date | null;
  /** Cannot be earned yet (the gift shop does not exist). */
  comingSoon: boolean;
}

export interface EarnedAchievementView {
  key: AchievementKey;
  earnedAt: Date;
}

export function createAchievementsService(deps: AppDeps) {
  const db = () => deps.database.db;

  return {
    /** Every achievement, earned or not, with the signed-in member's progress. Staff: STAFF_NOT_MEMBER. */
    async mine(viewer: UserRow | null): Promise<AchievementView[]> {
      if (!viewer) throw new AppError('NOT_SIGNED_IN');
      assertAllowed(policy.mayListOwn(viewer));
      const earned = new Map((await repo.listEarned(db(), viewer.id)).map((r) => [r.key, r.earnedAt]));
      const counts = new Map<AchievementFamily, number>();
      for (const family of ACHIEVEMENT_FAMILIES) {
        const comingSoon = policy.COMING_SOON_FAMILIES.has(family);
        counts.set(family, comingSoon ? 0 : await countFamily(db(), family, viewer.id, policy.highestOfFamily(family).threshold));
      }
      return ACHIEVEMENT_KEYS.map((key) => {
        const { family, threshold } = ACHIEVEMENTS[key];
        const earnedAt = earned.get(key) ?? null;
        return {
          key,
          family,
          threshold,
          progress: earnedAt ? threshold : Math.min(counts.get(family) ?? 0, threshold),
          earnedAt,
          comingSoon: policy.COMING_SOON_FAMILIES.has(family),
        };
      });
    },

    /** A member's earned achievements, for a profile the viewer may open (the profile lookup decided that). */
    async earnedOf(userId: string): Promise<EarnedAchievementView[]> {
      return (await repo.listEarned(db(), userId)).map((r) => ({ key: r.key as AchievementKey, earnedAt: r.earnedAt }));
    },

    /** ACHIEVEMENT_EARNED home entries: which achievement (the viewer's own only). */
    async subjectOf(viewer: UserRow | null, kind: string, subjectId: string | null): Promise<EarnedAchievementView | null> {
      if (!viewer || kind !== 'ACHIEVEMENT_EARNED' || !subjectId || !isUuid(subjectId)) return null;
      const row = await repo.findEarnedById(db(), subjectId);
      if (!row || row.userId !== viewer.id) return null;
      return { key: row.key as AchievementKey, earnedAt: row.earnedAt };
    },
  };
}

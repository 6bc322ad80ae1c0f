import { ACHIEVEMENTS, ACHIEVEMENT_KEYS, type AchievementFamily, type AchievementKey } from '@venue/shared';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Who earns achievements and which ones a count reaches (spec §9, decision 0048). Pure rules.

/** Families that cannot be earned yet (shown locked, "kommt bald"). None since the gift shop opened (issue 17). */
export const COMING_SOON_FAMILIES: ReadonlySet<AchievementFamily> = new Set<AchievementFamily>();

export interface Earner {
  admin: boolean;
  deletedAt: Date | null;
}

/** Members earn achievements; staff are not members (decision 0031) and gone members earn nothing. */
export function mayEarn(member: Earner | undefined): Decision {
  if (!member || member.deletedAt) return deny('NOT_FOUND');
  if (member.admin) return deny('STAFF_NOT_MEMBER');
  return ALLOWED;
}

/** The own achievements screen is a member's: staff are told so (decision 0031). */
export function mayListOwn(viewer: { admin: boolean }): Decision {
  return viewer.admin ? deny('STAFF_NOT_MEMBER') : ALLOWED;
}

/** The achievements of a family, lowest threshold first. */
export function keysOfFamily(family: AchievementFamily): AchievementKey[] {
  return ACHIEVEMENT_KEYS.filter((k) => ACHIEVEMENTS[k].family === family).sort((a, b) => ACHIEVEMENTS[a].threshold - ACHIEVEMENTS[b].threshold);
}

/** The family's highest achievement and its threshold: as far as its count ever needs to go. */
export function highestOfFamily(family: AchievementFamily): { key: AchievementKey; threshold: number } {
  const keys = keysOfFamily(family);
  const key = keys[keys.length - 1]!;
  return { key, threshold: ACHIEVEMENTS[key].threshold };
}

/** Every achievement of the family whose threshold `count` reaches (none for a coming-soon family). */
export function reachedKeys(family: AchievementFamily, count: number): AchievementKey[] {
  if (COMING_SOON_FAMILIES.has(family)) return [];
  return keysOfFamily(family).filter((k) => count >= ACHIEVEMENTS[k].threshold);
}

/**
 * How far the family needs counting: the highest threshold not earned yet, or null when every
 * achievement of the family is earned (or none can be), so nothing needs counting at all.
 */
export function countingLimit(family: AchievementFamily, earned: ReadonlySet<string>): number | null {
  if (COMING_SOON_FAMILIES.has(family)) return null;
  const open = keysOfFamily(family).filter((k) => !earned.has(k));
  return open.length === 0 ? null : ACHIEVEMENTS[open[open.length - 1]!].threshold;
}

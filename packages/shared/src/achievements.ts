/**
 * The achievements of spec §9 (issue 16). Each belongs to a family whose count the server keeps
 * (friends, public chat messages, uploads, sparks received, gifts sent) and is earned once the count
 * reaches its threshold. "Likes" are sparks received; "first gif" is read as the first gift
 * (decision record of issue 16), locked until the gift shop exists.
 */
export const ACHIEVEMENT_FAMILIES = ['FRIENDS', 'ROOM_MESSAGES', 'UPLOADS', 'LIKES', 'GIFTS'] as const;
export type AchievementFamily = (typeof ACHIEVEMENT_FAMILIES)[number];

export const ACHIEVEMENTS = {
  FRIENDS_1: { family: 'FRIENDS', threshold: 1 },
  FRIENDS_50: { family: 'FRIENDS', threshold: 50 },
  FRIENDS_100: { family: 'FRIENDS', threshold: 100 },
  ROOM_MESSAGES_1: { family: 'ROOM_MESSAGES', threshold: 1 },
  ROOM_MESSAGES_500: { family: 'ROOM_MESSAGES', threshold: 500 },
  ROOM_MESSAGES_1000: { family: 'ROOM_MESSAGES', threshold: 1000 },
  UPLOADS_1: { family: 'UPLOADS', threshold: 1 },
  UPLOADS_50: { family: 'UPLOADS', threshold: 50 },
  LIKES_1: { family: 'LIKES', threshold: 1 },
  LIKES_100: { family: 'LIKES', threshold: 100 },
  FIRST_GIFT: { family: 'GIFTS', threshold: 1 },
} as const satisfies Record<string, { family: AchievementFamily; threshold: number }>;

export type AchievementKey = keyof typeof ACHIEVEMENTS;
export const ACHIEVEMENT_KEYS = /* @__PURE__ */ Object.keys(ACHIEVEMENTS) as AchievementKey[];

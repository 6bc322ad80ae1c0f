import { ACHIEVEMENT_FAMILIES, ACHIEVEMENT_KEYS } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import { Notification } from '../notifications/notifications.graphql.js';
import { UserProfile } from '../profiles/profiles.graphql.js';
import type { AchievementView, EarnedAchievementView } from './achievements.service.js';

// Achievements (spec §9, decision 0048): thin adapters over the achievements service.

const AchievementKeyEnum = builder.enumType('AchievementKey', {
  description: 'An achievement of spec §9 (packages/shared achievements.ts): FRIENDS_1/50/100, ROOM_MESSAGES_1/500/1000, UPLOADS_1/50, LIKES_1/100 (sparks received), FIRST_GIFT.',
  values: ACHIEVEMENT_KEYS,
});

const AchievementFamilyEnum = builder.enumType('AchievementFamily', {
  description: 'What an achievement counts: friends now, messages in public and group chat rooms, gallery uploads, sparks received, gifts.',
  values: ACHIEVEMENT_FAMILIES,
});

const Achievement = builder.objectRef<AchievementView>('Achievement').implement({
  description: 'One achievement with the signed-in member’s progress towards it.',
  fields: (t) => ({
    key: t.field({ type: AchievementKeyEnum, resolve: (a) => a.key }),
    family: t.field({ type: AchievementFamilyEnum, resolve: (a) => a.family }),
    threshold: t.exposeInt('threshold'),
    progress: t.exposeInt('progress', { description: 'The count towards the threshold, at most the threshold.' }),
    earnedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.earnedAt }),
    comingSoon: t.exposeBoolean('comingSoon', { description: 'Cannot be earned yet (a family whose feature does not exist yet; none at present).' }),
  }),
});

const EarnedAchievement = builder.objectRef<EarnedAchievementView>('EarnedAchievement').implement({
  description: 'An achievement a member earned.',
  fields: (t) => ({
    key: t.field({ type: AchievementKeyEnum, resolve: (a) => a.key }),
    earnedAt: t.field({ type: 'DateTime', resolve: (a) => a.earnedAt }),
  }),
});

builder.queryField('myAchievements', (t) =>
  t.field({
    type: [Achievement],
    description: 'Every achievement, earned and locked, with the signed-in member’s progress. Staff: STAFF_NOT_MEMBER.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.achievements.mine(ctx.viewer),
  }),
);

builder.objectField(UserProfile, 'achievements', (t) =>
  t.field({
    type: [EarnedAchievement],
    description: 'The achievements the member earned, oldest first (shown wherever the profile may be opened).',
    resolve: (p, _a, ctx) => ctx.services.achievements.earnedOf(p.id),
  }),
);

builder.objectField(Notification, 'achievement', (t) =>
  t.field({
    type: EarnedAchievement,
    nullable: true,
    description: 'ACHIEVEMENT_EARNED: the achievement earned; null otherwise.',
    resolve: (n, _a, ctx) => ctx.services.achievements.subjectOf(ctx.viewer, n.kind, n.subjectId),
  }),
);

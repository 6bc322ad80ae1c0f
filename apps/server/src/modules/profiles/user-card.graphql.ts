import { builder } from '../../graphql/builder.js';
import { REGIONS, type Region } from '@venue/shared';
import { SexEnum } from '../accounts/user.graphql.js';

export const RegionEnum = builder.enumType('Region', { description: 'A Swiss canton by its official abbreviation.', values: REGIONS });
import type { ProfileImageRow, UserCardRow } from './profiles.repository.js';
import { isActiveAt } from './profiles.policy.js';
import type { Page } from '../../shared/cursor.js';

// The spec's "user with avatar" (§3) as every list shows members: visitors, notifications, friends, …

export const ProfileImage = builder.objectRef<ProfileImageRow>('ProfileImage').implement({
  description: "A member's photo used as avatar or wall image; its files are served by the photos API (photoVariantUrl of @venue/shared).",
  fields: (t) => ({
    id: t.exposeID('id'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

type Sex = 'M' | 'F' | 'MF' | 'MM' | 'FF';

/** The fields a profile and a list entry share (spec §3 "user with avatar"). */
export const UserCard = builder.interfaceRef<UserCardRow>('UserCard').implement({
  description: 'What every member entry shows: UserWithAvatar in lists, UserProfile on the profile screen.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    username: t.exposeString('username'),
    sex: t.field({ type: SexEnum, nullable: true, description: 'Profile type; null until the member chose one.', resolve: (u) => u.sex as Sex | null }),
    isPremium: t.exposeBoolean('isPremium'),
    isVerified: t.exposeBoolean('isVerified'),
    isAllowedToVisit: t.exposeBoolean('isAllowedToVisit', {
      description: 'The viewer may open this profile (docs/decisions/0009): otherwise show a lock badge and no link.',
    }),
    lastActiveAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'null when unknown or when the member chose not to be shown among online users.',
      resolve: (u) => u.lastActiveAt,
    }),
    isOnline: t.boolean({ description: 'Active within the last 5 minutes (and shown among online users).', resolve: (u, _a, ctx) => isActiveAt(u.lastActiveAt, ctx.deps.now()) }),
    avatar: t.field({ type: ProfileImage, nullable: true, description: 'null without an avatar, or when the viewer may not open the profile.', resolve: (u) => u.avatar }),
    region: t.field({
      type: RegionEnum,
      nullable: true,
      description: 'The canton the member lives in (official abbreviation, e.g. ZH); null when not said or when the viewer may not open the profile.',
      resolve: (u) => (u.region ?? null) as Region | null,
    }),
    ages: t.intList({ description: 'Ages of the persons behind the profile, in profile order (a couple has two); empty when unknown or when the viewer may not open the profile.', resolve: (u) => u.ages ?? [] }),
  }),
});

export const UserWithAvatar = builder.objectRef<UserCardRow>('UserWithAvatar').implement({
  description: 'A member as lists show them, seen by the viewer (spec §3 "user with avatar").',
  interfaces: [UserCard],
  isTypeOf: (value) => !('info' in (value as object)),
});

/** One page of members (search results, online users); pass endCursor as `after` for the next. */
export const UserWithAvatarConnection = builder.objectRef<Page<UserCardRow>>('UserWithAvatarConnection').implement({
  description: 'One page of members as lists show them; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [UserWithAvatar], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

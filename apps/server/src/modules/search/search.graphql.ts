import { builder } from '../../graphql/builder.js';
import { SexEnum } from '../accounts/user.graphql.js';
import { UserWithAvatarConnection } from '../profiles/user-card.graphql.js';

// /profile-search (spec §2, §8): a thin adapter over the search service (docs/decisions/0015).

const ProfileSearchFilter = builder.inputType('ProfileSearchFilter', {
  description: 'Every filter is optional; an empty filter finds everyone the viewer may find.',
  fields: (t) => ({
    profileTypes: t.field({ type: [SexEnum], required: false, description: 'The members’ own profile types (any of these).' }),
    ageMin: t.int({ required: false, description: '18–99 (SEARCH_AGE_INVALID); a couple matches when either partner is in the range.' }),
    ageMax: t.int({ required: false, description: '18–99, not below ageMin (SEARCH_AGE_RANGE_INVALID).' }),
    lookingFor: t.field({ type: [SexEnum], required: false, description: 'Members who look for any of these types (members who look for everyone count).' }),
    hasPhoto: t.boolean({ required: false, description: 'Only members whose card shows the viewer a photo (avatar).' }),
    verifiedOnly: t.boolean({ required: false, description: 'Only verified or premium members.' }),
    onlineNow: t.boolean({ required: false, description: 'Only members the viewer sees online (active within 5 minutes and shown among online users).' }),
    includeLocked: t.boolean({ required: false, description: 'Also members whose profile the viewer may not open (isAllowedToVisit false, shown locked). Off by default.' }),
  }),
});

builder.queryField('profileSearch', (t) =>
  t.field({
    type: UserWithAvatarConnection,
    description:
      'Members the viewer may find: others who are activated, not deactivated or deleted, "found in profile search", with no block either way. Online first, then by recent activity, then members who show no activity. Profiles the viewer may not open are left out unless filter.includeLocked asks for them; then they come with isAllowedToVisit false (lock badge, no avatar). Every page counts towards the search limit: PROFILE_SEARCH_LIMIT (extensions.retryAfterSeconds). BAD_INPUT, SEARCH_AGE_INVALID, SEARCH_AGE_RANGE_INVALID; NEED_ACTIVE, NEED_PHONE_AND_EMAIL.',
    authScopes: { signedIn: true },
    args: {
      filter: t.arg({ type: ProfileSearchFilter, required: false }),
      first: t.arg.int({ required: false, description: 'Page size: 20 by default, at most 50.' }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_r, args, ctx) => ctx.services.search.search(ctx.viewer, args),
  }),
);

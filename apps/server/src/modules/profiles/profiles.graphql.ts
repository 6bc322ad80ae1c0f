import { DOMINANCES, EYE_COLOURS, HAIR_COLOURS, LOOKS, SEXUALITIES, SMOKING } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import { CurrentUser, SexEnum } from '../accounts/user.graphql.js';
import { ProfileImage, RegionEnum, UserCard } from './user-card.graphql.js';
import type { PersonView, ProfileInfoView, ProfileView } from './profile-view.js';
import type { ProfileAbilities } from './profiles.policy.js';
import type { ProfileParts, UserLookup } from './profiles.service.js';
import type { GraphQLResolveInfo } from 'graphql';
import { selectedFieldNames } from '../../graphql/selected-fields.js';
import { ownProfileSummary } from './own-profile-summary.js';
import type { UserRow } from '../accounts/accounts.table.js';

// Thin adapters: the profiles service applies profiles.policy (docs/decisions/0009-profile-visibility.md).

const HairColourEnum = builder.enumType('HairColour', { values: HAIR_COLOURS });
const EyeColourEnum = builder.enumType('EyeColour', { values: EYE_COLOURS });
const LooksEnum = builder.enumType('Looks', { values: LOOKS });
const SexualityEnum = builder.enumType('Sexuality', { values: SEXUALITIES });
const DominanceEnum = builder.enumType('Dominance', { values: DOMINANCES });
const SmokingEnum = builder.enumType('Smoking', { values: SMOKING });

type Choice<T extends readonly string[]> = T[number] | null;

const ProfilePerson = builder.objectRef<PersonView>('ProfilePerson').implement({
  description: 'One person behind a profile (a couple has two, in the order the type names them: MF is man, then woman).',
  fields: (t) => ({
    position: t.exposeInt('position'),
    sex: t.field({ type: SexEnum, resolve: (p) => p.sex }),
    age: t.exposeInt('age', { nullable: true }),
    heightCm: t.exposeInt('heightCm', { nullable: true }),
    weightKg: t.exposeInt('weightKg', { nullable: true }),
    hairColour: t.field({ type: HairColourEnum, nullable: true, resolve: (p) => p.hairColour as Choice<typeof HAIR_COLOURS> }),
    eyeColour: t.field({ type: EyeColourEnum, nullable: true, resolve: (p) => p.eyeColour as Choice<typeof EYE_COLOURS> }),
    looks: t.field({ type: LooksEnum, nullable: true, resolve: (p) => p.looks as Choice<typeof LOOKS> }),
    sexuality: t.field({ type: SexualityEnum, nullable: true, resolve: (p) => p.sexuality as Choice<typeof SEXUALITIES> }),
    dominance: t.field({ type: DominanceEnum, nullable: true, resolve: (p) => p.dominance as Choice<typeof DOMINANCES> }),
    smoking: t.field({ type: SmokingEnum, nullable: true, resolve: (p) => p.smoking as Choice<typeof SMOKING> }),
  }),
});

const ProfileInfo = builder.objectRef<ProfileInfoView>('ProfileInfo').implement({
  description: 'Profile info (spec §3): about text, what the member looks for, and the persons.',
  fields: (t) => ({
    id: t.id({ description: 'The member id.', resolve: (i) => i.userId }),
    about: t.exposeString('about'),
    lookingFor: t.field({ type: [SexEnum], description: 'Profile types looked for; empty means everyone.', resolve: (i) => i.lookingFor }),
    persons: t.field({ type: [ProfilePerson], resolve: (i) => i.persons }),
    isComplete: t.exposeBoolean('isComplete', { description: 'Type chosen, every person has an age, and looking-for is set.' }),
  }),
});

const ProfileAbilitiesRef = builder.objectRef<ProfileAbilities>('UserProfileAbilities').implement({
  description: 'What the profile screen offers the viewer; each use case checks again.',
  fields: (t) => ({
    edit: t.exposeBoolean('edit', { description: 'Own profile.' }),
    befriend: t.exposeBoolean('befriend', { description: 'A friend request is possible (no block, verified-only contact, profile type, open request).' }),
    write: t.exposeBoolean('write', { description: 'A private message is possible (as befriend, and friends only when the member asks for that).' }),
    block: t.exposeBoolean('block'),
    report: t.exposeBoolean('report'),
    seeVisitors: t.exposeBoolean('seeVisitors', { description: 'Own profile and verified or premium.' }),
    giveGift: t.exposeBoolean('giveGift', { description: 'A gift from the viewer’s hands may go to this member (verified or premium viewer; not staff, no block).' }),
  }),
});

export const UserProfile = builder.objectRef<ProfileView>('UserProfile').implement({
  description: 'A member’s profile as the viewer may see it.',
  interfaces: [UserCard],
  isTypeOf: (value) => 'info' in (value as object),
  fields: (t) => ({
    wall: t.field({ type: ProfileImage, nullable: true, description: 'The wall image (profile banner).', resolve: (p) => p.wall }),
    info: t.field({ type: ProfileInfo, resolve: (p) => p.info }),
    viewerCan: t.field({ type: ProfileAbilitiesRef, resolve: (p) => p.abilities }),
  }),
});

const ProfileRefusalEnum = builder.enumType('ProfileRefusal', {
  description:
    'Why a profile cannot be opened; each value is an error code with its catalogue text: NOT_FOUND, PROFILE_BLOCKED ("cannot visit blocked profile"), PROFILE_VERIFIED_ONLY ("profile visible only to verified users"), PROFILE_TYPE_MISMATCH ("contact not allowed because of profile type").',
  values: ['NOT_FOUND', 'PROFILE_BLOCKED', 'PROFILE_VERIFIED_ONLY', 'PROFILE_TYPE_MISMATCH'] as const,
});

const UserLookupRef = builder.objectRef<UserLookup>('UserLookup').implement({
  description: 'The profile, or why the viewer may not open it (exactly one of the two is set).',
  fields: (t) => ({
    profile: t.field({ type: UserProfile, nullable: true, resolve: (l) => l.profile }),
    refusal: t.field({ type: ProfileRefusalEnum, nullable: true, resolve: (l) => l.refusal }),
  }),
});

const ProfilePersonInput = builder.inputType('ProfilePersonInput', {
  description: 'Age 18–99, height 120–230 cm, weight 35–250 kg; every attribute is optional.',
  fields: (t) => ({
    age: t.int({ required: false }),
    heightCm: t.int({ required: false }),
    weightKg: t.int({ required: false }),
    hairColour: t.field({ type: HairColourEnum, required: false }),
    eyeColour: t.field({ type: EyeColourEnum, required: false }),
    looks: t.field({ type: LooksEnum, required: false }),
    sexuality: t.field({ type: SexualityEnum, required: false }),
    dominance: t.field({ type: DominanceEnum, required: false }),
    smoking: t.field({ type: SmokingEnum, required: false }),
  }),
});

const ProfileInput = builder.inputType('ProfileInput', {
  description: 'The whole profile: singles (M, F) have one person, couples (MF, MM, FF) two; about at most 3000 characters.',
  fields: (t) => ({
    sex: t.field({ type: SexEnum, required: true }),
    persons: t.field({ type: [ProfilePersonInput], required: true }),
    about: t.string({ required: true }),
    lookingFor: t.field({ type: [SexEnum], required: true }),
    region: t.field({ type: RegionEnum, required: false, description: 'The canton the member lives in; null or left out: not said.' }),
  }),
});

const UpdateProfilePayload = builder.objectRef<{ profile: ProfileView; currentUser: UserRow }>('UpdateProfilePayload').implement({
  fields: (t) => ({
    profile: t.field({ type: UserProfile, resolve: (p) => p.profile }),
    currentUser: t.field({ type: CurrentUser, resolve: (p) => p.currentUser }),
  }),
});

/** Which of the profile view's own reads the document needs (ProfileParts), by the fields it selects on `profile`. */
function partsSelected(info: GraphQLResolveInfo): ProfileParts {
  const fields = selectedFieldNames(info, ['profile']);
  return { persons: fields.has('info') || fields.has('ages'), images: fields.has('avatar') || fields.has('wall'), relation: fields.has('viewerCan') };
}

builder.queryField('user', (t) =>
  t.field({
    type: UserLookupRef,
    description:
      'Opens a member’s profile (route showUser); records nothing (the profile screen calls recordProfileVisit). Refusals come as `refusal`; NEED_ACTIVE / NEED_PHONE_AND_EMAIL as errors.',
    authScopes: { signedIn: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx, info) => ctx.services.profiles.lookup(ctx.viewer, args.slug, partsSelected(info)),
  }),
);

builder.mutationFields((t) => ({
  recordProfileVisit: t.boolean({
    description:
      'The profile screen of `slug` was opened: records the visit under the same rules as `user` (nothing for a refused or unknown profile, one’s own, admins, members hidden from the online list; at most 120 an hour). True when recorded. NEED_ACTIVE / NEED_PHONE_AND_EMAIL as errors.',
    authScopes: { signedIn: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.profiles.recordVisit(ctx.viewer, args.slug),
  }),
  updateProfile: t.field({
    type: UpdateProfilePayload,
    description:
      'Saves the signed-in member’s own profile (owner only). BAD_INPUT with fields: sex PROFILE_TYPE_REQUIRED, persons PROFILE_PERSONS_MISMATCH, persons.N.age PROFILE_AGE_INVALID, …HEIGHT/WEIGHT_INVALID, about PROFILE_ABOUT_TOO_LONG. NEED_ACTIVE when deactivated.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.profiles.updateProfile(ctx.viewer!, args.input),
  }),
  setProfileType: t.field({
    type: CurrentUser,
    description: "Sets only the signed-in member's own profile type (updateProfile saves the whole profile). NEED_ACTIVE when deactivated.",
    authScopes: { signedIn: true },
    args: { sex: t.arg({ type: SexEnum, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.profiles.setProfileType(ctx.viewer!, args.sex),
  }),
}));

// Home's nudge asks for it beside the avatar and the wall image: one read for the three (own-profile-summary.ts).
builder.objectFields(CurrentUser, (t) => ({
  lookingFor: t.field({
    type: [SexEnum],
    description: 'The profile types the signed-in member looks for (their profile’s lookingFor); empty means everyone or not said yet.',
    resolve: async (u, _a, ctx) => (await ownProfileSummary(ctx.deps.database.db, u)).lookingFor as ('M' | 'F' | 'MF' | 'MM' | 'FF')[],
  }),
}));

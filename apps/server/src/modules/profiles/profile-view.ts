import { isProfileComplete, personSexesOf, SEXES, type Sex } from '@venue/shared';
import type { UserRow } from '../accounts/accounts.table.js';
import type { UserSettingsRow } from '../settings/settings.table.js';
import type { ProfilePersonRow, ProfileRow } from './profiles.table.js';
import type { ProfileImageRow, UserCardRow } from './profiles.repository.js';
import { profileAbilities, shownLastActiveAt, type ProfileAbilities, type ProfileRelation } from './profiles.policy.js';

// What the API returns for one profile: plain data, assembled from rows and the policy's answers.

export interface PersonView extends Omit<ProfilePersonRow, 'userId'> {
  /** The person's sex, from the profile type (MF: 1 is the man, 2 the woman). */
  sex: 'M' | 'F';
}

export interface ProfileInfoView {
  userId: string;
  about: string;
  lookingFor: Sex[];
  persons: PersonView[];
  isComplete: boolean;
}

export interface ProfileView extends UserCardRow {
  info: ProfileInfoView;
  wall: ProfileImageRow | null;
  abilities: ProfileAbilities;
}

export function infoView(user: Pick<UserRow, 'id' | 'sex'>, profile: ProfileRow, persons: ProfilePersonRow[]): ProfileInfoView {
  const sex = (user.sex as Sex | null) ?? null;
  const sexes = sex ? personSexesOf(sex) : [];
  // Only the persons the profile type has (rows beyond it cannot normally exist; never shown).
  const shown = persons.filter((p) => p.position <= sexes.length).map(({ userId: _userId, ...p }) => ({ ...p, sex: sexes[p.position - 1]! }));
  const lookingFor = SEXES.filter((s) => profile.lookingFor.includes(s));
  return { userId: user.id, about: profile.about, lookingFor, persons: shown, isComplete: isProfileComplete({ sex, persons: shown, lookingFor }) };
}

export function profileView(input: {
  viewer: Pick<UserRow, 'id' | 'sex' | 'isVerified' | 'isPremium' | 'admin'>;
  target: UserRow;
  profile: ProfileRow;
  persons: ProfilePersonRow[];
  settings: UserSettingsRow;
  uploads: Map<string, ProfileImageRow>;
  relation: ProfileRelation;
}): ProfileView {
  const { viewer, target, profile, settings, uploads, relation } = input;
  const info = infoView(target, profile, input.persons);
  return {
    id: target.id,
    slug: target.slug,
    username: target.username,
    sex: target.sex,
    isPremium: target.isPremium,
    isVerified: target.isVerified,
    isAllowedToVisit: true,
    lastActiveAt: shownLastActiveAt(viewer.id, target, settings.shownOnline),
    avatar: (profile.avatarUploadId && uploads.get(profile.avatarUploadId)) || null,
    wall: (profile.wallUploadId && uploads.get(profile.wallUploadId)) || null,
    ages: info.persons.map((p) => p.age).filter((a): a is number => a !== null),
    region: profile.region,
    info,
    abilities: profileAbilities(viewer, { ...target, lookingFor: profile.lookingFor, ...settings }, relation),
  };
}

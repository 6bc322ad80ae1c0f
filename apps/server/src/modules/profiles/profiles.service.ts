import { personCountOf, profileInput, SEXES, type Sex } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { findMemberBySlug } from '../accounts/members.repository.js';
import { isBlockedEitherWay } from '../blocks/blocks.repository.js';
import { findOpenFriendship } from '../friends/friends.repository.js';
import { getSettings } from '../settings/settings.repository.js';
import type { VisitorsService } from '../visitors/visitors.service.js';
import { AppError, parseInput } from '../../shared/app-error.js';
import { assertAllowed } from '../../shared/decision.js';
import { assertMembersArea } from './members-area.policy.js';
import { canVisit, mayEditOwnProfile, type VisitRefusal } from './profiles.policy.js';
import { profileView, type ProfileView } from './profile-view.js';
import * as repo from './profiles.repository.js';

/** `user(slug)`: the profile, or why the viewer may not open it. */
export type UserLookup = { profile: ProfileView; refusal: null } | { profile: null; refusal: VisitRefusal };

const SLUG = /^[a-z0-9_-]{1,64}$/i;

export function createProfilesService(deps: AppDeps, visitors: VisitorsService) {
  const db = () => deps.database.db;

  /** The profile as `viewer` sees it (the visit is allowed; the caller checked). */
  async function viewFor(viewer: UserRow, target: UserRow, blockedEitherWay: boolean): Promise<ProfileView> {
    const [profile, persons, settings, friendship] = await Promise.all([
      repo.findProfile(db(), target.id),
      repo.findPersons(db(), target.id),
      getSettings(db(), target.id),
      viewer.id === target.id ? undefined : findOpenFriendship(db(), viewer.id, target.id),
    ]);
    const uploads = await repo.findOwnUploads(db(), target.id, [profile.avatarUploadId, profile.wallUploadId], viewer.id);
    const relation = { blockedEitherWay, openFriendship: !!friendship, areFriends: friendship?.status === 'ACCEPTED' };
    return profileView({ viewer, target, profile, persons, settings, uploads, relation });
  }

  return {
    /**
     * A member opens a profile: the visit rules decide (canVisit); an allowed visit of another
     * member's profile is recorded (see the visitors service for when it is not).
     */
    async lookup(viewer: UserRow | null, slug: string): Promise<UserLookup> {
      // One's own profile needs only an active account (the profile step may come before the phone's).
      const ownSlug = !!viewer && !viewer.isDeactivated && viewer.slug === slug.toLowerCase();
      const member = ownSlug ? viewer : assertMembersArea(viewer);
      const target = SLUG.test(slug) ? await findMemberBySlug(db(), slug) : undefined;
      if (!target) return { profile: null, refusal: 'NOT_FOUND' };
      const own = target.id === member.id;
      const [profile, settings, blockedEitherWay] = await Promise.all([
        repo.findProfile(db(), target.id),
        getSettings(db(), target.id),
        own ? false : isBlockedEitherWay(db(), member.id, target.id),
      ]);
      const decision = canVisit(member, { ...target, lookingFor: profile.lookingFor, visitableOnlyByVerified: settings.visitableOnlyByVerified }, { blockedEitherWay });
      if (!decision.allowed) return { profile: null, refusal: decision.code };
      if (!own) await visitors.recordVisit(member, target.id);
      return { profile: await viewFor(member, target, blockedEitherWay), refusal: null };
    },

    /** The signed-in member's own profile (owner only: the viewer is always the one changed). */
    async updateProfile(viewer: UserRow, raw: unknown): Promise<{ profile: ProfileView; currentUser: UserRow }> {
      assertAllowed(mayEditOwnProfile(viewer));
      const values = parseInput(profileInput, raw);
      const user = await db().transaction((tx) => repo.saveProfile(tx, viewer.id, values));
      return { profile: await viewFor(user, user, false), currentUser: user };
    },

    /** The profile type alone (kept for clients of the first onboarding); a couple turned single keeps person 1. */
    async setProfileType(viewer: UserRow, sex: Sex): Promise<UserRow> {
      assertAllowed(mayEditOwnProfile(viewer));
      if (!SEXES.includes(sex)) throw new AppError('BAD_INPUT', { fields: [{ field: 'sex', code: 'BAD_INPUT' }] });
      const user = await db().transaction(async (tx) => {
        const updated = await repo.updateProfileType(tx, viewer.id, sex);
        if (updated) await repo.removePersonsAfter(tx, viewer.id, personCountOf(sex));
        return updated;
      });
      if (!user) throw new AppError('USER_NOT_FOUND');
      return user;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

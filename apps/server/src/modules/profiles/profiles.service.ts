import { personCountOf, profileInput, RATE_LIMITS, SEXES, type Sex } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { findOpenFriendship } from '../friends/friends.repository.js';
import { getSettings } from '../settings/settings.repository.js';
import type { VisitorsService } from '../visitors/visitors.service.js';
import { AppError, parseInput } from '../../shared/app-error.js';
import { assertAllowed } from '../../shared/decision.js';
import { assertMembersArea, membersAreaDecision } from './members-area.policy.js';
import { canVisit, mayEditOwnProfile, type VisitRefusal } from './profiles.policy.js';
import { profileView, type ProfileView } from './profile-view.js';
import * as repo from './profiles.repository.js';
import type { ProfileRow } from './profiles.table.js';
import type { UserSettingsRow } from '../settings/settings.table.js';

/** `user(slug)`: the profile, or why the viewer may not open it. */
export type UserLookup = { profile: ProfileView; refusal: null } | { profile: null; refusal: VisitRefusal };

const SLUG = /^[a-z0-9_-]{1,64}$/i;

/**
 * The reads of a profile view beyond the visit's own facts: the persons (info, ages), the avatar's
 * and wall image's sizes, the friendship (viewerCan). A document that selects none of their fields
 * (the profile screen's achievements: `profile { id achievements }`) costs none of them.
 */
export interface ProfileParts {
  persons: boolean;
  images: boolean;
  relation: boolean;
}

const ALL_PARTS: ProfileParts = { persons: true, images: true, relation: true };

export function createProfilesService(deps: AppDeps, visitors: VisitorsService) {
  const db = () => deps.database.db;

  /**
   * The profile as `viewer` sees it (the visit is allowed; the caller checked). `read`: the target's
   * profile and settings as the visit's decision just read them (not read again). `parts`: what the
   * request's document selects (partsSelected in profiles.graphql.ts); a part left out is not read,
   * and the fields built from it are not valid (they are not sent).
   */
  async function viewFor(viewer: UserRow, target: UserRow, blockedEitherWay: boolean, read?: { profile: ProfileRow; settings: UserSettingsRow; parts?: repo.ProfilePartsRead }, parts: ProfileParts = ALL_PARTS): Promise<ProfileView> {
    const profileRead = read?.profile ?? repo.findProfile(db(), target.id);
    const known = read?.parts;
    const [profile, persons, settings, friendship, uploads] = await Promise.all([
      profileRead,
      !parts.persons ? [] : (known?.persons ?? repo.findPersons(db(), target.id)),
      read?.settings ?? getSettings(db(), target.id),
      !parts.relation || viewer.id === target.id ? undefined : known ? known.friendship : findOpenFriendship(db(), viewer.id, target.id),
      !parts.images
        ? new Map<string, repo.ProfileImageRow>()
        : (known?.uploads ?? Promise.resolve(profileRead).then((p) => repo.findOwnUploads(db(), target.id, [p.avatarUploadId, p.wallUploadId], viewer.id))),
    ]);
    const relation = { blockedEitherWay, openFriendship: !!friendship, areFriends: friendship?.status === 'ACCEPTED' };
    return profileView({ viewer, target, profile, persons, settings, uploads, relation });
  }

  /** The member behind `slug` and whether the viewer may open their profile (canVisit). */
  async function decide(viewer: UserRow | null, slug: string, withParts = false) {
    // One's own profile needs only an active account (the profile step may come before the phone's).
    const ownSlug = !!viewer && !viewer.isDeactivated && viewer.slug === slug.toLowerCase();
    const member = ownSlug ? viewer : assertMembersArea(viewer);
    // A profile shown with any of its parts reads them with the facts (one round trip, not two).
    const found = !SLUG.test(slug) ? undefined : withParts ? await repo.findVisitFactsWithParts(db(), slug, member.id) : { facts: await repo.findVisitFacts(db(), slug, member.id), parts: undefined };
    const facts = found?.facts;
    if (!facts) return { member, target: null, blockedEitherWay: false, refusal: 'NOT_FOUND' as const, read: undefined, viewerShownOnline: true };
    const { user: target, profile, settings, blockedEitherWay, viewerShownOnline } = facts;
    const decision = canVisit(member, { ...target, lookingFor: profile.lookingFor, visitableOnlyByVerified: settings.visitableOnlyByVerified }, { blockedEitherWay });
    return { member, target, blockedEitherWay, refusal: decision.allowed ? null : decision.code, read: { profile, settings, parts: found?.parts }, viewerShownOnline };
  }

  return {
    /**
     * For the web server's 404: /users/<slug> (and its /infos) exists for the signed-in viewer when
     * `user(slug)` would not answer NOT_FOUND (unknown, deleted, deactivated, staff for members).
     * Other paths, and viewers outside the members' area, are not its concern: a visitor is sent to
     * sign-in by the app, and the status must not tell strangers who is a member.
     */
    async knownPath(pathname: string, viewerOf: () => Promise<UserRow | null>): Promise<boolean | undefined> {
      const m = /^\/users\/([^/]+)(?:\/infos)?\/?$/.exec(pathname);
      if (!m) return undefined;
      const viewer = await viewerOf();
      if (!membersAreaDecision(viewer).allowed) return undefined;
      const slug = m[1]!; // slugs need no percent-encoding; an encoded one names no member
      if (!SLUG.test(slug)) return false;
      return (await decide(viewer, slug)).refusal !== 'NOT_FOUND';
    },

    /**
     * A member opens a profile: the visit rules decide (canVisit). Reading records nothing: a link
     * to a query must not tell the target who opened it (issue 11 item 4); see recordVisit.
     */
    async lookup(viewer: UserRow | null, slug: string, parts: ProfileParts = ALL_PARTS): Promise<UserLookup> {
      const { member, target, blockedEitherWay, refusal, read } = await decide(viewer, slug, parts.persons || parts.images || parts.relation);
      if (!target || refusal) return { profile: null, refusal: refusal ?? 'NOT_FOUND' };
      return { profile: await viewFor(member, target, blockedEitherWay, read, parts), refusal: null };
    },

    /**
     * The profile screen says it was opened (a mutation, never a query or GET): records the visit
     * when the same rules as `lookup` allow it (see the visitors service for when it is not).
     * True when recorded; a refused or unknown profile records nothing and answers false.
     */
    async recordVisit(viewer: UserRow | null, slug: string): Promise<boolean> {
      const { member, target, refusal, viewerShownOnline } = await decide(viewer, slug);
      // No screen sends a malformed slug: that is bad input, not an unknown member.
      if (!SLUG.test(slug)) throw new AppError('BAD_INPUT', { fields: [{ field: 'slug', code: 'BAD_INPUT' }] });
      if (!target || refusal || target.id === member.id) return false;
      // A script opening every profile would flood others' visitor lists: past the limit, silently nothing.
      const { limit, windowSeconds } = RATE_LIMITS.profileVisitsPerAccount;
      if (!(await deps.rateLimiter.hit(`profile-visit:${member.id}`, limit, windowSeconds)).allowed) return false;
      return visitors.recordVisit(member, target.id, viewerShownOnline);
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

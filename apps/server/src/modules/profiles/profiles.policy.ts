import { sql, type SQL } from 'drizzle-orm';
import { TIMINGS } from '@venue/shared';
import { users } from '../accounts/accounts.table.js';
import { notBlockedWithSql } from '../blocks/blocks.repository.js';
import { settingSql } from '../settings/settings.repository.js';
import { profileTypeMatches, profileTypeMatchesSql } from './profile-match.js';
import { canReportMember } from '../reports/reports.policy.js';
import { deny, type Decision } from '../../shared/decision.js';

// Who may open whose profile, and what the viewer may do there (spec §3, §5, §6, §8;
// docs/decisions/0009-profile-visibility.md). Pure rules; each list filter has its SQL twin below.

export interface ProfileViewer {
  id: string;
  sex: string | null;
  isVerified: boolean;
  isPremium: boolean;
  admin: boolean;
}

export interface ProfileTarget {
  id: string;
  deletedAt: Date | null;
  isDeactivated: boolean;
  /** The venue's staff: not members, they have no dating profile to open (docs/decisions/0031). */
  admin?: boolean;
  /** Profile types the target looks for (empty: everyone). */
  lookingFor: readonly string[];
  /** The target's setting "profile visitable only by verified profiles". */
  visitableOnlyByVerified: boolean;
}

/** Codes of a refused visit; each is an error code with the spec's §8 text in the catalogues. */
export const VISIT_REFUSALS = ['NOT_FOUND', 'PROFILE_BLOCKED', 'PROFILE_VERIFIED_ONLY', 'PROFILE_TYPE_MISMATCH'] as const;
export type VisitRefusal = (typeof VISIT_REFUSALS)[number];
export type VisitDecision = { allowed: true } | { allowed: false; code: VisitRefusal };

const ALLOWED = { allowed: true } as const;
const refuse = (code: VisitRefusal): VisitDecision => ({ allowed: false, code });

/** Verified badge and verified-only features: premium or verified by the venue (spec §6). */
export function isVerifiedMember(u: { isVerified: boolean; isPremium: boolean }): boolean {
  return u.isVerified || u.isPremium;
}

/**
 * May the member change their own profile (updateProfile, setProfileType)? Not while deactivated;
 * a pending member may already fill it in (others see profiles only in the members' area).
 */
export function mayEditOwnProfile(member: { isDeactivated: boolean }): Decision {
  return member.isDeactivated ? deny('NEED_ACTIVE') : ALLOWED;
}

/**
 * May the viewer open the target's profile (the spec's isAllowedToVisit)? Checked in this order:
 * own profile always; deleted or deactivated, or staff to a member (decision 0031): not found; a block either way; verified-only profiles
 * for unverified viewers; the viewer's profile type must be one the target looks for. Admins (the
 * venue's staff, who handle reports) pass the last two checks, never a block.
 */
export function canVisit(viewer: ProfileViewer, target: ProfileTarget, relation: { blockedEitherWay: boolean }): VisitDecision {
  if (viewer.id === target.id) return ALLOWED;
  if (target.deletedAt || target.isDeactivated) return refuse('NOT_FOUND');
  // Staff do not appear to members (decision 0031); staff see each other.
  if (target.admin && !viewer.admin) return refuse('NOT_FOUND');
  if (relation.blockedEitherWay) return refuse('PROFILE_BLOCKED');
  if (viewer.admin) return ALLOWED;
  if (target.visitableOnlyByVerified && !isVerifiedMember(viewer)) return refuse('PROFILE_VERIFIED_ONLY');
  if (!profileTypeMatches(viewer.sex, target.lookingFor)) return refuse('PROFILE_TYPE_MISMATCH');
  return ALLOWED;
}

/**
 * SQL twin of canVisit over the `users` row of the query (lists: visitors, notifications, …):
 * true when the viewer may open that member's profile. A consistency test keeps the two equal.
 */
export function mayVisitSql(viewer: ProfileViewer): SQL<boolean> {
  const shown = viewer.admin ? sql`(${users.deletedAt} is null and not ${users.isDeactivated})` : sql`(${users.deletedAt} is null and not ${users.isDeactivated} and not ${users.admin})`;
  const rules = viewer.admin
    ? sql`true`
    : sql`(${isVerifiedMember(viewer) ? sql`true` : sql`not ${settingSql('visitableOnlyByVerified', users.id)}`}) and ${profileTypeMatchesSql(viewer.sex, users.id)}`;
  return sql<boolean>`(${users.id} = ${viewer.id} or (${shown} and ${notBlockedWithSql(viewer.id, users.id)} and ${rules}))`;
}

/**
 * Staff are not members (decision 0031): they do not start friendships or conversations as members
 * do (STAFF_NOT_MEMBER), and members do not find a staff account to start one with (USER_NOT_FOUND,
 * as its profile). Null when neither side is staff.
 */
export function staffContactRefusal(sender: { admin: boolean }, target: { admin?: boolean }): 'STAFF_NOT_MEMBER' | 'USER_NOT_FOUND' | null {
  if (sender.admin) return 'STAFF_NOT_MEMBER';
  if (target.admin) return 'USER_NOT_FOUND';
  return null;
}

export interface ContactTarget extends ProfileTarget {
  /** "Only verified users may contact me (private messages and friend requests)". */
  onlyVerifiedMayContact: boolean;
  /** "Private messages from friends only". */
  messagesFromFriendsOnly: boolean;
}

export interface ProfileRelation {
  blockedEitherWay: boolean;
  /** An open (pending or accepted) friendship between the two. */
  openFriendship: boolean;
  areFriends: boolean;
}

/**
 * May the viewer contact the target at all (friend request, message)? Not oneself, not staff either
 * way (staffContactRefusal), not across a block, not a verified-only-contact member when unverified, only with a matching profile type (§5).
 */
export function mayContact(viewer: ProfileViewer, target: ContactTarget, relation: Pick<ProfileRelation, 'blockedEitherWay'>): boolean {
  if (viewer.id === target.id || target.deletedAt || target.isDeactivated || relation.blockedEitherWay) return false;
  if (staffContactRefusal(viewer, target)) return false;
  if (target.onlyVerifiedMayContact && !isVerifiedMember(viewer)) return false;
  return profileTypeMatches(viewer.sex, target.lookingFor);
}

export interface ProfileAbilities {
  edit: boolean;
  befriend: boolean;
  write: boolean;
  block: boolean;
  report: boolean;
  /** The own profile's visitors list (verified or premium members only, spec §6). */
  seeVisitors: boolean;
  /** Give this member a gift (verified or premium senders, spec §6; the gifts module's canSend checks again). */
  giveGift: boolean;
}

/** What the profile screen offers the viewer; the friend, message, block and report use cases check again. */
export function profileAbilities(viewer: ProfileViewer, target: ContactTarget, relation: ProfileRelation): ProfileAbilities {
  const own = viewer.id === target.id;
  const contact = mayContact(viewer, target, relation);
  return {
    edit: own,
    befriend: contact && !relation.openFriendship,
    write: contact && (!target.messagesFromFriendsOnly || relation.areFriends),
    block: !own,
    report: canReportMember(viewer, target).allowed,
    seeVisitors: own && isVerifiedMember(viewer),
    giveGift: !own && !viewer.admin && isVerifiedMember(viewer) && !target.admin && !target.deletedAt && !target.isDeactivated && !relation.blockedEitherWay,
  };
}

/** Spec §3: active means last active within the last 5 minutes. */
export function isActiveAt(lastActiveAt: Date | null, now: Date): boolean {
  return !!lastActiveAt && now.getTime() - lastActiveAt.getTime() <= TIMINGS.activeWindowMinutes * 60_000;
}

/**
 * lastActiveAt as others see it: hidden when the member chose not to be shown among online users,
 * and always for staff, who are not members (docs/decisions/0031).
 */
export function shownLastActiveAt(viewerId: string, target: { id: string; lastActiveAt: Date | null; admin?: boolean }, shownOnline: boolean): Date | null {
  return viewerId === target.id || (shownOnline && !target.admin) ? target.lastActiveAt : null;
}

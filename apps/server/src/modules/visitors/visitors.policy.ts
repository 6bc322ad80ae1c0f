import { isVerifiedMember } from '../profiles/profiles.policy.js';

// Profile visitors (spec §2 "verified only", §6; docs/decisions/0009-profile-visibility.md).

export type VisitorsDecision = { allowed: true } | { allowed: false; code: 'NEED_VERIFIED' };

/** Only verified or premium members see who visited them. */
export function canSeeVisitors(viewer: { isVerified: boolean; isPremium: boolean }): VisitorsDecision {
  return isVerifiedMember(viewer) ? { allowed: true } : { allowed: false, code: 'NEED_VERIFIED' };
}

/**
 * Is this visit recorded (and the visited member told)? Not on one's own profile; not for admins,
 * who open profiles to handle reports; not for a member who chose not to be shown among online
 * users: in this discreet community that setting also keeps their visits out of others' lists.
 */
export function shouldRecordVisit(visitor: { id: string; admin: boolean }, visitedId: string, visitorShownOnline: boolean): boolean {
  return visitor.id !== visitedId && !visitor.admin && visitorShownOnline;
}

/** May the member learn who a PROFILE_VISIT notification is from? The same rule as the visitors list. */
export function mayKnowVisitors(viewer: { isVerified: boolean; isPremium: boolean }): boolean {
  return canSeeVisitors(viewer).allowed;
}

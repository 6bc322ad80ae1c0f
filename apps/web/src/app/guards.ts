import { pathTo, type RouteName, type RouteRequirements } from '@venue/shared';
import type { CurrentUser } from './session/operations.js';

// The route guard of spec §4: eight rules, checked in exactly this order; the first that applies wins.
//   1. signed-in required, no user            → sign-in,        'not allowed'
//   2. signed in, e-mail not verified         → activation,     e-mail explanation
//   3. admin required / owner slug differs    → home,           'not allowed'
//   4. active required, deactivated           → settings,       'not allowed'
//   5. verified required, not verified        → premium,        'not allowed'
//   6. sex not set (not onboarding/edit)      → edit profile,   'please fill in your profile'
//      — members only: staff have no dating profile; their home is the staff dashboard (decision 0031)
//   7. login timeout in the future            → sign-out,       timeout text with the end time
//   8. banned from the room (:id)             → chat room list, 'banned from this room'
// Rules 2 to 8 concern members: they apply on routes that need a signed-in member.

export type GuardWarning =
  | { kind: 'notAllowed' }
  | { kind: 'emailExplanation' }
  | { kind: 'fillProfile' }
  | { kind: 'roomBan' }
  | { kind: 'loginTimeout'; until: string };

/** A redirect with the warning to show (none where the redirect is simply the right place, e.g. staff's home). */
export type GuardDecision = 'allow' | { redirect: string; warning: GuardWarning | null };

export interface GuardedRoute {
  name: RouteName;
  requires: RouteRequirements;
}

export type GuardUser = Pick<
  CurrentUser,
  'slug' | 'admin' | 'isDeactivated' | 'isVerified' | 'isPremium' | 'emailVerifiedAt' | 'sex' | 'currentLoginTimeout' | 'bannedRoomIds'
>;

/**
 * Screens a member may open before choosing a profile type (rule 6). Onboarding and the profile
 * editor come from the spec; phone activation belongs to activation, which precedes the profile;
 * settings is where rule 4 sends deactivated members, so sending them on from there would loop.
 */
const PROFILE_NOT_REQUIRED: ReadonlySet<RouteName> = new Set<RouteName>(['onboarding', 'editProfile', 'phoneActivation', 'settings']);

/**
 * The members' own start and dating-profile screens: staff are not members (decision 0031), so
 * rule 6 sends them to the staff dashboard instead, without a warning.
 */
const MEMBERS_HOME: ReadonlySet<RouteName> = new Set<RouteName>(['home', 'onboarding', 'editProfile']);

/** Where rule 8 sends a banned member: the public chat list. */
const CHAT_ROOM_LIST: string = pathTo('publicChat');

export function needsMember(requires: RouteRequirements): boolean {
  return Boolean(requires.signedIn || requires.admin || requires.owner || requires.active || requires.verified || requires.room);
}

export function checkRoute(route: GuardedRoute, user: GuardUser | null, params: Readonly<Record<string, string | undefined>>, now: Date): GuardDecision {
  const { requires } = route;
  if (!needsMember(requires)) return 'allow';

  // 1
  if (!user) return { redirect: pathTo('signIn'), warning: { kind: 'notAllowed' } };
  // 2
  if (!user.emailVerifiedAt) return { redirect: pathTo('activation'), warning: { kind: 'emailExplanation' } };
  // 3
  if ((requires.admin && !user.admin) || (requires.owner && params.slug !== user.slug)) {
    return { redirect: pathTo('home'), warning: { kind: 'notAllowed' } };
  }
  // 4
  if (requires.active && user.isDeactivated) return { redirect: pathTo('settings'), warning: { kind: 'notAllowed' } };
  // 5
  if (requires.verified && !(user.isVerified || user.isPremium)) return { redirect: pathTo('premium'), warning: { kind: 'notAllowed' } };
  // 6
  if (user.admin) {
    if (MEMBERS_HOME.has(route.name)) return { redirect: pathTo('adminDashboard'), warning: null };
  } else if (!user.sex && !PROFILE_NOT_REQUIRED.has(route.name)) {
    return { redirect: pathTo('editProfile', { slug: user.slug }), warning: { kind: 'fillProfile' } };
  }
  // 7
  if (user.currentLoginTimeout && new Date(user.currentLoginTimeout).getTime() > now.getTime()) {
    return { redirect: pathTo('signOut'), warning: { kind: 'loginTimeout', until: user.currentLoginTimeout } };
  }
  // 8
  if (requires.room && params.id !== undefined && user.bannedRoomIds.includes(params.id)) {
    return { redirect: CHAT_ROOM_LIST, warning: { kind: 'roomBan' } };
  }
  return 'allow';
}

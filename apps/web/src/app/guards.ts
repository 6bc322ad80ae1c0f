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
// 'Not allowed' is worded for the situation (DESIGN.md: a refusal says why and what to do next):
// its reason names the rule and, for rules 1 and 5, what the screen is for (SIGN_IN_PURPOSE,
// VERIFIED_PURPOSE), e.g. "Melde dich an, um einen Eintrag zu schreiben."

/** What a visitor sent to sign-in wanted to do there (warnings.signIn.<purpose>). */
export type SignInPurpose = 'default' | 'writeGuestbook' | 'home' | 'profiles' | 'ownProfile' | 'messages' | 'friends' | 'search' | 'rooms' | 'roulette' | 'reports' | 'account' | 'staff' | 'phone' | 'reservations' | 'classifieds' | 'spark' | 'gifts';
/** What only verified members may do (warnings.verifiedOnly.<purpose>). */
export type VerifiedPurpose = 'default' | 'roulette' | 'profileVisitors';

export type NotAllowedReason =
  | { rule: 'signIn'; purpose: SignInPurpose }
  | { rule: 'staffOnly' }
  | { rule: 'ownerOnly' }
  | { rule: 'deactivated' }
  | { rule: 'verifiedOnly'; purpose: VerifiedPurpose };

export type GuardWarning =
  | { kind: 'notAllowed'; reason: NotAllowedReason }
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

/** Rule 1's text per route: "Melde dich an, um …" (routes not named here get the general text). */
const SIGN_IN_PURPOSE: Partial<Record<RouteName, SignInPurpose>> = {
  guestbookNew: 'writeGuestbook',
  home: 'home',
  onboarding: 'home',
  showUser: 'profiles',
  userInfos: 'profiles',
  userUpload: 'profiles',
  editProfile: 'ownProfile',
  photos: 'ownProfile',
  profileVisitors: 'ownProfile',
  conversations: 'messages',
  conversation: 'messages',
  conversationUploads: 'messages',
  friends: 'friends',
  profileSearch: 'search',
  onlineUsers: 'search',
  publicChat: 'rooms',
  newPublicChat: 'rooms',
  publicChatRoom: 'rooms',
  publicChatDetails: 'rooms',
  publicChatMembers: 'rooms',
  publicChatBans: 'rooms',
  publicChatSettings: 'rooms',
  chatRoulette: 'roulette',
  reports: 'reports',
  report: 'reports',
  settings: 'account',
  blocks: 'account',
  premium: 'account',
  payments: 'account',
  paymentMethods: 'account',
  payment: 'account',
  paymentReturn: 'account',
  reservations: 'reservations',
  reservationEdit: 'reservations',
  dailyReservationEdit: 'reservations',
  dailyReservationNew: 'reservations',
  classifieds: 'classifieds',
  gifts: 'gifts',
  spark: 'spark',
  sparkMatches: 'spark',
  whatIsSpark: 'spark',
  // The member's own achievements (issue 16): "um deinen Bereich zu öffnen".
  achievements: 'home',
  adminPremium: 'staff',
  phoneActivation: 'phone',
  adminDashboard: 'staff',
  adminNews: 'staff',
  adminNewsNew: 'staff',
  adminNewsEdit: 'staff',
  adminEvents: 'staff',
  adminEventsNew: 'staff',
  adminEventEdit: 'staff',
  adminGifts: 'staff',
  adminGiftNew: 'staff',
  adminGiftRedeem: 'staff',
  adminGiftEdit: 'staff',
  guestbookEdit: 'staff',
  adminMembers: 'staff',
  adminMember: 'staff',
  adminVerifications: 'staff',
  adminVerification: 'staff',
  adminGuestbook: 'staff',
  adminPages: 'staff',
  adminPage: 'staff',
  adminDoor: 'staff',
  adminDoorEvent: 'staff',
  adminDoorDay: 'staff',
  adminOpeningHours: 'staff',
};

/** Rule 5's text per route (routes not named here get the general text). */
const VERIFIED_PURPOSE: Partial<Record<RouteName, VerifiedPurpose>> = {
  chatRoulette: 'roulette',
  profileVisitors: 'profileVisitors',
};

/** Where rule 8 sends a banned member: the public chat list. */
const CHAT_ROOM_LIST: string = pathTo('publicChat');

export function needsMember(requires: RouteRequirements): boolean {
  return Boolean(requires.signedIn || requires.admin || requires.owner || requires.active || requires.verified || requires.room);
}

export function checkRoute(route: GuardedRoute, user: GuardUser | null, params: Readonly<Record<string, string | undefined>>, now: Date): GuardDecision {
  const { requires } = route;
  if (!needsMember(requires)) return 'allow';

  // 1
  if (!user) return { redirect: pathTo('signIn'), warning: { kind: 'notAllowed', reason: { rule: 'signIn', purpose: SIGN_IN_PURPOSE[route.name] ?? 'default' } } };
  // 2
  if (!user.emailVerifiedAt) return { redirect: pathTo('activation'), warning: { kind: 'emailExplanation' } };
  // 3
  if (requires.admin && !user.admin) return { redirect: pathTo('home'), warning: { kind: 'notAllowed', reason: { rule: 'staffOnly' } } };
  if (requires.owner && params.slug !== user.slug) return { redirect: pathTo('home'), warning: { kind: 'notAllowed', reason: { rule: 'ownerOnly' } } };
  // 4
  if (requires.active && user.isDeactivated) return { redirect: pathTo('settings'), warning: { kind: 'notAllowed', reason: { rule: 'deactivated' } } };
  // 5
  if (requires.verified && !(user.isVerified || user.isPremium)) {
    return { redirect: pathTo('premium'), warning: { kind: 'notAllowed', reason: { rule: 'verifiedOnly', purpose: VERIFIED_PURPOSE[route.name] ?? 'default' } } };
  }
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

// The typed path table: the web router builds its routes from it, and the server uses it to
// answer 404 for paths no screen serves. `requires` feeds the route guards (spec §4).
export interface RouteRequirements {
  signedIn?: boolean;
  admin?: boolean;
  /** The :slug parameter must be the current user's slug. */
  owner?: boolean;
  active?: boolean;
  verified?: boolean;
  /** The :id parameter is a chat room the member must not be banned from. */
  room?: boolean;
  /** For visitors only (sign-in, sign-up): a signed-in member is sent on to /home. */
  signedOut?: boolean;
}

export const ROUTES = {
  index: { path: '/', requires: {} },
  page: { path: '/pages/:name', requires: {} },
  signIn: { path: '/sign-in', requires: { signedOut: true } },
  signUp: { path: '/sign-up', requires: { signedOut: true } },
  forgottenPassword: { path: '/sign-in/forgotten-password', requires: {} },
  resetPassword: { path: '/reset-password', requires: {} },
  signOut: { path: '/sign-out', requires: {} },
  activation: { path: '/activation', requires: {} },
  phoneActivation: { path: '/activation/phone', requires: { signedIn: true } },
  // The link of an e-mail change (decision 0014): opened in any browser, signed in or not.
  confirmEmail: { path: '/confirm-email', requires: {} },
  home: { path: '/home', requires: { signedIn: true, active: true } },
  onboarding: { path: '/onboarding', requires: { signedIn: true, active: true } },
  editProfile: { path: '/users/:slug/edit', requires: { signedIn: true, owner: true, active: true } },
  // Profiles (spec §2; docs/decisions/0009): profile visitors are the viewer's own, so owner too.
  showUser: { path: '/users/:slug', requires: { signedIn: true, active: true } },
  userInfos: { path: '/users/:slug/infos', requires: { signedIn: true, active: true } },
  profileVisitors: { path: '/users/:slug/profile-visitors', requires: { signedIn: true, owner: true, active: true, verified: true } },
  settings: { path: '/settings', requires: { signedIn: true } },
  premium: { path: '/premium', requires: { signedIn: true, active: true } },
  adminDashboard: { path: '/admin/dashboard', requires: { signedIn: true, admin: true } },
  // Payments and premium (spec §2 /payments; docs/decisions/0034): a member's own payments, receipts and cards.
  payments: { path: '/payments', requires: { signedIn: true, active: true } },
  paymentMethods: { path: '/payments/methods', requires: { signedIn: true, active: true } },
  payment: { path: '/payments/:id', requires: { signedIn: true, active: true } },
  // Where the payment provider's page sends the member back (success or cancel): waits for the webhook.
  paymentReturn: { path: '/payments/:id/return', requires: { signedIn: true, active: true } },
  adminPremium: { path: '/admin/premium', requires: { signedIn: true, admin: true } },
  guestbook: { path: '/guestbook', requires: {} },
  guestbookNew: { path: '/guestbook/new', requires: { signedIn: true } },
  guestbookEdit: { path: '/guestbook/:id/edit', requires: { signedIn: true, admin: true } },
  news: { path: '/news', requires: {} },
  newsPost: { path: '/news/:slug', requires: {} },
  events: { path: '/events', requires: {} },
  event: { path: '/events/:slug', requires: {} },
  adminNews: { path: '/admin/news', requires: { signedIn: true, admin: true } },
  adminNewsNew: { path: '/admin/news/new', requires: { signedIn: true, admin: true } },
  adminNewsEdit: { path: '/admin/news/:id/edit', requires: { signedIn: true, admin: true } },
  adminEvents: { path: '/admin/events', requires: { signedIn: true, admin: true } },
  adminEventsNew: { path: '/admin/events/new', requires: { signedIn: true, admin: true } },
  adminEventEdit: { path: '/admin/events/:id/edit', requires: { signedIn: true, admin: true } },
  // The gift shop's catalogue (issue 17; docs/decisions/0050).
  adminGifts: { path: '/admin/gifts', requires: { signedIn: true, admin: true } },
  adminGiftNew: { path: '/admin/gifts/new', requires: { signedIn: true, admin: true } },
  adminGiftRedeem: { path: '/admin/gifts/redeem', requires: { signedIn: true, admin: true } },
  adminGiftEdit: { path: '/admin/gifts/:id/edit', requires: { signedIn: true, admin: true } },
  // The staff area (docs/decisions/0031): members' accounts, the guestbook's review queue, venue pages.
  adminMembers: { path: '/admin/members', requires: { signedIn: true, admin: true } },
  adminMember: { path: '/admin/members/:id', requires: { signedIn: true, admin: true } },
  adminGuestbook: { path: '/admin/guestbook', requires: { signedIn: true, admin: true } },
  adminPages: { path: '/admin/pages', requires: { signedIn: true, admin: true } },
  adminPage: { path: '/admin/pages/:name', requires: { signedIn: true, admin: true } },
  // Verification requests (spec §2 admin routes; docs/decisions/0033).
  adminVerifications: { path: '/admin/verifications', requires: { signedIn: true, admin: true } },
  adminVerification: { path: '/admin/verifications/:id', requires: { signedIn: true, admin: true } },
  // Member photos (docs/decisions/0010): the spec does not show the managing screen's path.
  photos: { path: '/photos', requires: { signedIn: true, active: true } },
  userUpload: { path: '/users/:slug/user-uploads/:id', requires: { signedIn: true, active: true } },
  // Friends and blocks (spec §2; docs/decisions/0011).
  friends: { path: '/friends', requires: { signedIn: true, active: true } },
  blocks: { path: '/blocks', requires: { signedIn: true, active: true } },
  // Finding people (spec §2; docs/decisions/0015).
  profileSearch: { path: '/profile-search', requires: { signedIn: true, active: true } },
  onlineUsers: { path: '/online-users', requires: { signedIn: true, active: true } },
  // Reports (spec §2; docs/decisions/0013): members see the reports they filed, admins the whole queue.
  reports: { path: '/reports', requires: { signedIn: true, active: true } },
  report: { path: '/reports/:id', requires: { signedIn: true, active: true } },
  // Private conversations (spec §2; docs/decisions/0018): the archive tab is for verified members.
  conversations: { path: '/conversations', requires: { signedIn: true, active: true } },
  conversation: { path: '/conversations/:id', requires: { signedIn: true, active: true } },
  conversationUploads: { path: '/conversations/:conversationId/uploads', requires: { signedIn: true, active: true } },
  // Public chat rooms and chat roulette (spec §2; docs/decisions/0019): room pages also check bans (rule 8).
  publicChat: { path: '/public-chat', requires: { signedIn: true, active: true } },
  newPublicChat: { path: '/new-public-chat', requires: { signedIn: true, active: true } },
  publicChatRoom: { path: '/public-chat/:id', requires: { signedIn: true, active: true, room: true } },
  publicChatDetails: { path: '/public-chat/:id/details', requires: { signedIn: true, active: true, room: true } },
  publicChatMembers: { path: '/public-chat/:id/members', requires: { signedIn: true, active: true, room: true } },
  publicChatBans: { path: '/public-chat/:id/bans', requires: { signedIn: true, active: true, room: true } },
  publicChatSettings: { path: '/public-chat/:id/settings', requires: { signedIn: true, active: true, room: true } },
  chatRoulette: { path: '/chat-roulette', requires: { signedIn: true, active: true, verified: true } },
  // Classifieds (issue 16; docs/decisions/0046): everyone in the members' area reads, verified members post.
  classifieds: { path: '/classifieds', requires: { signedIn: true, active: true } },
  // The gift shop (issue 17): unverified members see it too (spec §6: they are told how to buy).
  gifts: { path: '/gifts', requires: { signedIn: true, active: true } },
  // Reservations (spec §2; issue 14; docs/decisions/0038): one shared edit screen for both kinds.
  reservations: { path: '/reservations', requires: { signedIn: true, active: true } },
  reservationEdit: { path: '/reservations/:id/edit', requires: { signedIn: true, active: true } },
  dailyReservationNew: { path: '/daily-reservations/new', requires: { signedIn: true, active: true } },
  dailyReservationEdit: { path: '/daily-reservations/:id/edit', requires: { signedIn: true, active: true } },
  // Achievements (spec §9; issue 16; docs/decisions/0048): earned and locked, with progress.
  achievements: { path: '/achievements', requires: { signedIn: true, active: true } },
  // The door (staff): upcoming events and open days, each one's door list; the regular week.
  adminDoor: { path: '/admin/door', requires: { signedIn: true, admin: true } },
  adminDoorEvent: { path: '/admin/door/events/:id', requires: { signedIn: true, admin: true } },
  adminDoorDay: { path: '/admin/door/days/:date', requires: { signedIn: true, admin: true } },
  adminOpeningHours: { path: '/admin/opening-hours', requires: { signedIn: true, admin: true } },
  // Spark (spec §2 lists all three among the members' routes; issue 16; docs/decisions/0044).
  spark: { path: '/spark', requires: { signedIn: true, active: true } },
  sparkMatches: { path: '/spark/matches', requires: { signedIn: true, active: true } },
  whatIsSpark: { path: '/what-is-spark', requires: { signedIn: true, active: true } },
} as const satisfies Record<string, { path: string; requires: RouteRequirements }>;

export type RouteName = keyof typeof ROUTES;

/** Fills a route pattern's :params. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

function patternToRegExp(pattern: string) {
  return new RegExp('^' + pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+') + '/?$');
}
const matchers = Object.values(ROUTES).map((r) => patternToRegExp(r.path));

/** True when some screen serves this path (query and hash ignored). */
export function isKnownPath(pathname: string): boolean {
  return matchers.some((m) => m.test(pathname));
}

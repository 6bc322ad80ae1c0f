import type { MemberScreenName, Screen } from './routes.js';

/**
 * The members' screens (layout "member") and the staff area's (layout "admin": the routes that
 * require admin, routes.tsx isAdminScreen), each its own lazily loaded chunk. This table is a chunk of
 * its own too (routes.tsx loads it with the first member screen), so that the visitors' first page
 * does not carry an import for every members' screen.
 */
export const MEMBER_SCREENS: Record<MemberScreenName, Screen> = {
  home: { layout: 'member', load: () => import('../features/home/home.route.js') },
  onboarding: { layout: 'member', load: () => import('../features/profiles/onboarding.route.js') },
  editProfile: { layout: 'member', load: () => import('../features/profiles/edit-profile.route.js') },
  showUser: { layout: 'member', load: () => import('./user-profile.screen.js') },
  userInfos: { layout: 'member', load: () => import('../features/profiles/user-infos.route.js') },
  profileVisitors: { layout: 'member', load: () => import('../features/visitors/profile-visitors.route.js') },
  settings: { layout: 'member', load: () => import('../features/settings/settings.route.js') },
  premium: { layout: 'member', load: () => import('./premium.screen.js') },
  adminDashboard: { layout: 'admin', load: () => import('../features/admin/dashboard.route.js') },
  guestbookEdit: { layout: 'admin', load: () => import('../features/guestbook/edit-entry.route.js') },
  adminNews: { layout: 'admin', load: () => import('../features/news/admin-news-list.route.js') },
  adminNewsNew: { layout: 'admin', load: () => import('../features/news/admin-news-edit.route.js') },
  adminNewsEdit: { layout: 'admin', load: () => import('../features/news/admin-news-edit.route.js') },
  adminEvents: { layout: 'admin', load: () => import('../features/events/admin-events-list.route.js') },
  adminEventsNew: { layout: 'admin', load: () => import('../features/events/admin-event-edit.route.js') },
  adminEventEdit: { layout: 'admin', load: () => import('../features/events/admin-event-edit.route.js') },
  adminMembers: { layout: 'admin', load: () => import('../features/admin/members.route.js') },
  adminMember: { layout: 'admin', load: () => import('../features/admin/member.route.js') },
  adminGuestbook: { layout: 'admin', load: () => import('../features/guestbook/admin-queue.route.js') },
  adminPages: { layout: 'admin', load: () => import('../features/pages/admin-pages.route.js') },
  adminPage: { layout: 'admin', load: () => import('../features/pages/admin-page.route.js') },
  adminVerifications: { layout: 'admin', load: () => import('../features/verification/admin-queue.route.js') },
  adminVerification: { layout: 'admin', load: () => import('../features/verification/admin-request.route.js') },
  photos: { layout: 'member', load: () => import('../features/photos/photos.route.js') },
  userUpload: { layout: 'member', load: () => import('./user-upload.screen.js') },
  friends: { layout: 'member', load: () => import('../features/friends/friends.route.js') },
  blocks: { layout: 'member', load: () => import('../features/blocks/blocks.route.js') },
  profileSearch: { layout: 'member', load: () => import('../features/search/profile-search.route.js') },
  onlineUsers: { layout: 'member', load: () => import('../features/search/online-users.route.js') },
  reports: { layout: 'member', load: () => import('../features/reports/reports.route.js') },
  report: { layout: 'member', load: () => import('../features/reports/report.route.js') },
  conversations: { layout: 'member', load: () => import('../features/conversations/inbox.route.js') },
  conversation: { layout: 'member', load: () => import('../features/conversations/conversation.route.js') },
  conversationUploads: { layout: 'member', load: () => import('../features/conversations/uploads.route.js') },
  publicChat: { layout: 'member', load: () => import('../features/rooms/room-list.route.js') },
  newPublicChat: { layout: 'member', load: () => import('../features/rooms/new-room.route.js') },
  publicChatRoom: { layout: 'member', load: () => import('../features/rooms/room.route.js') },
  publicChatDetails: { layout: 'member', load: () => import('../features/rooms/room-details.route.js') },
  publicChatMembers: { layout: 'member', load: () => import('../features/rooms/room-members.route.js') },
  publicChatBans: { layout: 'member', load: () => import('../features/rooms/room-bans.route.js') },
  publicChatSettings: { layout: 'member', load: () => import('../features/rooms/room-settings.route.js') },
  chatRoulette: { layout: 'member', load: () => import('./chat-roulette.screen.js') },
};

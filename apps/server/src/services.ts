import type { AppDeps } from './deps.js';
import { createSessionsService } from './modules/accounts/sessions.service.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createCredentialsService } from './modules/accounts/credentials.service.js';
import { createProfilesService } from './modules/profiles/profiles.service.js';
import { createVisitorsService } from './modules/visitors/visitors.service.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { createAdminMembersService } from './modules/admin/members.service.js';
import { createGuestbookService } from './modules/guestbook/guestbook.service.js';
import { createMediaService } from './modules/media/media.service.js';
import { createPagesService } from './modules/pages/pages.service.js';
import { createNewsService } from './modules/news/news.service.js';
import { createEventsService } from './modules/events/events.service.js';
import { createPushSubscriptionsService } from './modules/notifications/push-subscriptions.service.js';
import { createFriendsService } from './modules/friends/friends.service.js';
import { createBlocksService } from './modules/blocks/blocks.service.js';
import { createPhotosService } from './modules/photos/photos.service.js';
import { createReportsService } from './modules/reports/reports.service.js';
import { createPresenceService } from './modules/presence/presence.service.js';
import { createBlockSets } from './realtime/block-sets.js';
import { createSearchService } from './modules/search/search.service.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createAccountClosureService } from './modules/privacy/account-closure.service.js';
import { createDataExportService } from './modules/privacy/data-export.service.js';
import { createConversationsService } from './modules/conversations/conversations.service.js';
import { createMessagesService } from './modules/conversations/messages.service.js';
import { createRoomsService } from './modules/rooms/rooms.service.js';
import { createRoomMessagesService } from './modules/rooms/room-messages.service.js';
import { createRouletteService } from './modules/roulette/roulette.service.js';
import { createVerificationService } from './modules/verification/verification.service.js';
import { createJobRunner } from './infra/jobs/jobs.js';
import { createPaymentProvider } from './infra/payments/create-payment-provider.js';
import { registerPaymentJobs } from './modules/payments/payments.jobs.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.js';
import { createReservationsService } from './modules/reservations/reservations.service.js';
import { createPushSender } from './modules/notifications/push-sender.js';
import { createNotificationChannelsService } from './modules/notifications/notification-channels.service.js';
import { createSparkService } from './modules/spark/spark.service.js';
import { createClassifiedsService } from './modules/classifieds/classifieds.service.js';
import { createGiftsService } from './modules/gifts/gifts.service.js';
import { createAchievementsService } from './modules/achievements/achievements.service.js';

/** One instance of every domain service, wired to the app's dependencies. */
export function createServices(deps: AppDeps) {
  // Durable scheduled work (decision 0035): services that schedule work register their handlers on it.
  const jobs = createJobRunner(deps);
  const payments = createPaymentsService(deps, { provider: deps.payments ?? createPaymentProvider(deps) });
  registerPaymentJobs(deps, jobs, payments.provider);
  const subscriptions = createSubscriptionsService(deps, { jobs, payments });
  const blocks = createBlocksService(deps);
  // Blocks either way of the members this instance streams events to (realtime filters, decision 0017).
  const blockSets = createBlockSets(deps, blocks.blockedEitherWayIds);
  const presence = createPresenceService(deps, { blockSets });
  const sessions = createSessionsService(deps, {
    // A member who leaves the lists goes offline for others at once (decision 0020).
    onSignedOut: (userId, reason) => (reason === 'deactivated' || reason === 'deleted' ? presence.left(userId) : undefined),
  });
  const media = createMediaService(deps);
  const visitors = createVisitorsService(deps);
  const photos = createPhotosService(deps, media);
  const roulette = createRouletteService(deps);
  const reservations = createReservationsService(deps, { jobs });
  const push = createPushSubscriptionsService(deps);
  // Web Push: the outbox notify() fills, drained by this sender (decision 0040).
  const pushSender = createPushSender(deps, { vapidKeys: push.vapidKeys });
  const classifieds = createClassifiedsService(deps);
  return {
    jobs,
    sessions,
    accounts: createAccountsService(deps, sessions),
    credentials: createCredentialsService(deps, sessions),
    profiles: createProfilesService(deps, visitors),
    visitors,
    notifications: createNotificationsService(deps),
    admin: createAdminService(deps),
    adminMembers: createAdminMembersService(deps, sessions),
    guestbook: createGuestbookService(deps),
    media,
    pages: createPagesService(deps, media),
    news: createNewsService(deps),
    // A changed capacity lets the event's wait list move up in the same transaction.
    events: createEventsService(deps, { afterUpdate: reservations.afterEventChanged }),
    push,
    pushSender,
    notificationChannels: createNotificationChannelsService(deps),
    friends: createFriendsService(deps),
    blocks,
    blockSets,
    photos,
    conversations: createConversationsService(deps, media),
    messages: createMessagesService(deps, media),
    reports: createReportsService(deps, photos, { sessions, roulette, classifieds }),
    presence,
    search: createSearchService(deps),
    settings: createSettingsService(deps, presence),
    accountClosure: createAccountClosureService(deps, sessions),
    dataExport: createDataExportService(deps),
    rooms: createRoomsService(deps),
    roomMessages: createRoomMessagesService(deps, blockSets),
    roulette,
    payments,
    subscriptions,
    verification: createVerificationService(deps, media, { jobs }),
    reservations,
    spark: createSparkService(deps),
    classifieds,
    gifts: createGiftsService(deps, { payments }),
    achievements: createAchievementsService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

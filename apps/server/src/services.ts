import type { AppDeps } from './deps.js';
import { createSessionsService } from './modules/accounts/sessions.service.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createProfilesService } from './modules/profiles/profiles.service.js';
import { createVisitorsService } from './modules/visitors/visitors.service.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { createGuestbookService } from './modules/guestbook/guestbook.service.js';
import { createMediaService } from './modules/media/media.service.js';
import { createPagesService } from './modules/pages/pages.service.js';
import { createNewsService } from './modules/news/news.service.js';
import { createEventsService } from './modules/events/events.service.js';
import { createPushSubscriptionsService } from './modules/notifications/push-subscriptions.service.js';
import { createFriendsService } from './modules/friends/friends.service.js';
import { createBlocksService } from './modules/blocks/blocks.service.js';
import { createPhotosService } from './modules/photos/photos.service.js';

/** One instance of every domain service, wired to the app's dependencies. */
export function createServices(deps: AppDeps) {
  const sessions = createSessionsService(deps);
  const media = createMediaService(deps);
  const visitors = createVisitorsService(deps);
  return {
    sessions,
    accounts: createAccountsService(deps, sessions),
    profiles: createProfilesService(deps, visitors),
    visitors,
    notifications: createNotificationsService(deps),
    admin: createAdminService(deps),
    guestbook: createGuestbookService(deps),
    media,
    pages: createPagesService(deps, media),
    news: createNewsService(deps),
    events: createEventsService(deps),
    push: createPushSubscriptionsService(deps),
    friends: createFriendsService(deps),
    blocks: createBlocksService(deps),
    photos: createPhotosService(deps, media),
  };
}

export type Services = ReturnType<typeof createServices>;

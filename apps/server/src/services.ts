import type { AppDeps } from './deps.js';
import { createSessionsService } from './modules/accounts/sessions.service.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createProfilesService } from './modules/profiles/profiles.service.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { createGuestbookService } from './modules/guestbook/guestbook.service.js';
import { createMediaService } from './modules/media/media.service.js';
import { createPagesService } from './modules/pages/pages.service.js';
import { createNewsService } from './modules/news/news.service.js';
import { createEventsService } from './modules/events/events.service.js';

/** One instance of every domain service, wired to the app's dependencies. */
export function createServices(deps: AppDeps) {
  const sessions = createSessionsService(deps);
  const media = createMediaService(deps);
  return {
    sessions,
    accounts: createAccountsService(deps, sessions),
    profiles: createProfilesService(deps),
    admin: createAdminService(deps),
    guestbook: createGuestbookService(deps),
    media,
    pages: createPagesService(deps, media),
    news: createNewsService(deps),
    events: createEventsService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

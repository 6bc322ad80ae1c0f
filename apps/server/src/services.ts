import type { AppDeps } from './deps.js';
import { createSessionsService } from './modules/accounts/sessions.service.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createProfilesService } from './modules/profiles/profiles.service.js';
import { createAdminService } from './modules/admin/admin.service.js';

/** One instance of every domain service, wired to the app's dependencies. */
export function createServices(deps: AppDeps) {
  const sessions = createSessionsService(deps);
  return {
    sessions,
    accounts: createAccountsService(deps, sessions),
    profiles: createProfilesService(deps),
    admin: createAdminService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

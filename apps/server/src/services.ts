import type { AppDeps } from './deps.js';
import { createSessionsService } from './modules/accounts/sessions.service.js';

/** One instance of every domain service, wired to the app's dependencies. */
export function createServices(deps: AppDeps) {
  return {
    sessions: createSessionsService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

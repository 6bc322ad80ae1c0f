import { updateSettingsInput } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../shared/app-error.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { getSettings, saveSettings } from './settings.repository.js';
import type { UserSettingsRow } from './settings.table.js';
import type { PresenceService } from '../presence/presence.service.js';

// A member's settings (spec §3). Every member who may sign in may change them, deactivated ones
// too (guard rule 4 sends them here). The rules that read them live in friends, profiles, visitors
// and search; they all read through settings.repository.

export function createSettingsService(deps: AppDeps, presence?: Pick<PresenceService, 'shownOnlineChanged'>) {
  const db = () => deps.database.db;
  return {
    /** The member's settings, with the defaults for what they never changed. */
    get: (viewer: UserRow): Promise<UserSettingsRow> => getSettings(db(), viewer.id),

    /** Changes only the named settings (at least one; unknown names and wrong types: BAD_INPUT, nothing changes). */
    async update(viewer: UserRow, raw: unknown): Promise<UserSettingsRow> {
      const changes = parseInput(updateSettingsInput, raw);
      const saved = await saveSettings(db(), viewer.id, changes);
      // Others see the member appear in or vanish from the online list at once.
      if (changes.shownOnline !== undefined) presence?.shownOnlineChanged(viewer, saved.shownOnline);
      return saved;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

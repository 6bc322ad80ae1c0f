import type { AppDeps } from '../../deps.js';

/** Seeds demo members, an admin and placeholder content into an empty database. */
export async function seedDemoIfEmpty(_deps: AppDeps, _log: (msg: string) => void): Promise<void> {
  // Filled in with the accounts module (demo members need password hashing).
}

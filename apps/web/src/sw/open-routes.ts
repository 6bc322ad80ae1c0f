import { ROUTES } from '@venue/shared';

/**
 * The path each open window shows, as the pages report it (ROUTE_CHANGE). Kept in memory only: a
 * restarted worker learns it again from the next report. Later issues ask it, e.g. to keep quiet
 * about a chat the member is reading.
 */
export class OpenRoutes {
  readonly #paths = new Map<string, string>();

  remember(clientId: string, path: string): void {
    this.#paths.set(clientId, path);
  }

  pathOf(clientId: string): string | undefined {
    return this.#paths.get(clientId);
  }

  /** Drops windows that are gone (pass the ids of the open ones). */
  keepOnly(openIds: Iterable<string>): void {
    const open = new Set(openIds);
    for (const id of this.#paths.keys()) if (!open.has(id)) this.#paths.delete(id);
  }
}

const membersOnly = Object.values(ROUTES)
  .filter((route) => 'signedIn' in route.requires && route.requires.signedIn)
  .map((route) => new RegExp('^' + route.path.replace(/:[A-Za-z]+/g, '[^/]+') + '/?$'));

/** Screens that need the signed-in member from the server: offline they get the offline page. */
export function isMembersPath(pathname: string): boolean {
  return membersOnly.some((pattern) => pattern.test(pathname));
}

// Messages between the pages and the service worker (src/sw.ts). Plain data, shared by both sides.

/** The page asks a waiting worker to take over (the update banner's button). */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

/** The page's path after a navigation (only the path: queries may hold tokens). */
export interface RouteChangeMessage {
  type: 'ROUTE_CHANGE';
  path: string;
}

export type PageMessage = SkipWaitingMessage | RouteChangeMessage;

export function isPageMessage(data: unknown): data is PageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; path?: unknown };
  if (message.type === 'SKIP_WAITING') return true;
  return message.type === 'ROUTE_CHANGE' && typeof message.path === 'string' && message.path.startsWith('/');
}

/** The worker asks a window to show an app path (a tapped notification); the page routes with its router. */
export interface NavigateMessage {
  type: 'NAVIGATE';
  path: string;
}

export type WorkerMessage = NavigateMessage;

/** A message from the worker that the page acts on (the path checked again: same origin, an app screen). */
export function isWorkerMessage(data: unknown, origin: string): data is WorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; path?: unknown };
  return message.type === 'NAVIGATE' && appPath(message.path, origin) === message.path;
}

/** Requests that are not screens of the app: the API, media, files. */
export const NOT_A_SCREEN = /^\/(?:api|graphql|media|socket|healthz)(?:\/|$)|\.[a-z0-9]+$/i;

/**
 * A path of one of the app's screens on this origin (with its query and hash), or null: anything
 * else (another origin, `//host`, `javascript:`, the API, a file) is refused. What a notification
 * opens comes from the push message, so the worker and the page both ask this before going there.
 */
export function appPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || NOT_A_SCREEN.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

// Messages from the pages to the service worker (src/sw.ts). Plain data, shared by both sides.

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

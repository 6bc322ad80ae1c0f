import { IMAGE_PURPOSES } from '@venue/shared';
import { PUBLIC_QUERIES } from './public-queries.js';

// What the service worker keeps for offline reading (decision 0007).

/** A GET /graphql request for one of the public queries. */
export function isPublicQueryRequest(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && url.pathname === '/graphql' && PUBLIC_QUERIES.has(url.searchParams.get('operationName') ?? '');
}

const publicMedia = new RegExp(`^/media/(?:${IMAGE_PURPOSES.join('|')})/`);

/** Images of venue pages, news and events: public, and their URLs never change. Members' pictures are not. */
export function isPublicMediaRequest(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && publicMedia.test(url.pathname);
}

/**
 * The app's built code (hashed, never changes under its URL) that the precache leaves out: the
 * members' and the staff's screens, cached as they are first opened (decision 0073).
 */
export function isAppCodeRequest(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname);
}

/** Only complete answers are kept: a 200 whose body has data and no errors. */
export async function isCompleteGraphQLAnswer(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  try {
    const body = (await response.clone().json()) as { data?: unknown; errors?: unknown };
    return body.data != null && !body.errors;
  } catch {
    return false;
  }
}

import { LIMITS } from '@venue/shared';

export type PageDecision = { allowed: true } | { allowed: false; code: 'PAGE_IMAGES_LIMIT' | 'BAD_INPUT' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only a well-formed UUID can name an image; anything else is treated as not found. */
export function isImageId(value: string): boolean {
  return UUID.test(value);
}

/** Page names are short lowercase words (e.g. "opening-times", "360"). */
export function isPageName(value: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,59}$/.test(value);
}

/** A carousel holds at most LIMITS.PAGES.imagesMax images. */
export function mayAddImage(currentCount: number): PageDecision {
  return currentCount < LIMITS.PAGES.imagesMax ? { allowed: true } : { allowed: false, code: 'PAGE_IMAGES_LIMIT' };
}

/** A new order must name each of the page's images exactly once. */
export function isReorderOf(current: string[], proposed: string[]): PageDecision {
  const want = new Set(current);
  const seen = new Set(proposed);
  const same = proposed.length === current.length && seen.size === proposed.length && proposed.every((id) => want.has(id));
  return same ? { allowed: true } : { allowed: false, code: 'BAD_INPUT' };
}

/** Carousel images of pages live under static-pages/<uuid>. */
export function isPageImageKey(storageKey: string): boolean {
  return /^static-pages\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(storageKey);
}

import { z } from 'zod';

/** Slugs of news posts and events: lowercase ASCII words joined by single dashes (as the tables' checks). */
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const slugSchema = z.string().trim().min(1, 'SLUG_INVALID').max(SLUG_MAX, 'SLUG_INVALID').regex(SLUG_PATTERN, 'SLUG_INVALID');

// German letters become their usual two-letter spelling before other accents are stripped.
const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue', ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l', đ: 'd', Đ: 'd' };

/**
 * An ASCII slug from a (German) title: "Pärli-Abend & Grill" → "paerli-abend-grill".
 * Cut at a word boundary to SLUG_MAX less room for a "-NN" suffix; `fallback` when nothing is left (a title of emoji).
 */
export function slugify(title: string, fallback: string): string {
  const ascii = title
    .replace(/[äöüÄÖÜßẞæÆœŒøØłŁđĐ]/g, (ch) => SPELLED_OUT[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = ascii;
  const max = SLUG_MAX - 4;
  if (slug.length > max) {
    slug = slug.slice(0, max);
    const lastDash = slug.lastIndexOf('-');
    slug = (lastDash > max / 2 ? slug.slice(0, lastDash) : slug).replace(/-+$/, '');
  }
  return slug || fallback;
}

/** `base`, or the first of base-2, base-3 … that is not taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

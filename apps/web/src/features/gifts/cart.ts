import { GIFTS } from '@venue/shared';

// The gift cart (spec §3: items with id and count, kept in a cookie). Only ids and counts: the
// server takes prices from the catalogue and checks every line again at checkout.

export interface CartLine {
  id: string;
  count: number;
}

const MAX_AGE_S = 30 * 24 * 3600;

/** The cart in the cookie; anything damaged or forged reads as an empty cart or is left out. */
export function readCart(cookie: string = typeof document === 'undefined' ? '' : document.cookie): CartLine[] {
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${GIFTS.cartCookie}=`));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw.slice(GIFTS.cartCookie.length + 1)));
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((l): l is CartLine => typeof l === 'object' && l !== null && typeof l.id === 'string' && Number.isInteger(l.count) && l.count >= 1 && l.count <= GIFTS.cartCountMax)
      .slice(0, GIFTS.cartLinesMax)
      .map((l) => ({ id: l.id, count: l.count }));
  } catch {
    return [];
  }
}

export function writeCart(lines: CartLine[]): void {
  const value = encodeURIComponent(JSON.stringify(lines));
  document.cookie = lines.length
    ? `${GIFTS.cartCookie}=${value}; path=/; max-age=${MAX_AGE_S}; samesite=lax`
    : `${GIFTS.cartCookie}=; path=/; max-age=0; samesite=lax`;
}

/** The cart with one gift's count changed (0 removes it), within the limits. */
export function withCount(lines: CartLine[], id: string, count: number): CartLine[] {
  const bounded = Math.max(0, Math.min(GIFTS.cartCountMax, count));
  const rest = lines.filter((l) => l.id !== id);
  if (bounded === 0) return rest;
  const at = lines.findIndex((l) => l.id === id);
  const next = [...rest];
  next.splice(at === -1 ? next.length : at, 0, { id, count: bounded });
  return next.slice(0, GIFTS.cartLinesMax);
}

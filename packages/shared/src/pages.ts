// Venue pages (spec §2): names and carousel heights. No zod here: the public pages import this
// and must not pull the schema library into their first download.

/** The venue's info pages, in navigation order (spec §2, /pages/{name}). */
export const VENUE_PAGE_NAMES = [
  'welcome',
  'opening-times',
  'entry-fees',
  'restaurant',
  'bar',
  'lounge',
  'catway',
  'ambience',
  'garden',
  'saunas',
  'whirlpools',
  'groundfloor',
  'basement',
  'gaestezimmer',
  'gallery',
  '360',
  'faq',
  'anreise',
  'presse',
  'links',
  'new-homepage',
  'impressum',
  // The legal pages (footer, sign-up consent): privacy policy (nDSG) and terms of membership.
  'datenschutz',
  'agb',
] as const;
export type VenuePageName = (typeof VENUE_PAGE_NAMES)[number];

/** Carousel heights in CSS pixels (spec §2). */
export const CAROUSEL_HEIGHTS = { small: 200, medium: 400, large: 600, xlarge: 900 } as const;
export type CarouselHeight = keyof typeof CAROUSEL_HEIGHTS;
export const CAROUSEL_HEIGHT_NAMES = Object.keys(CAROUSEL_HEIGHTS) as CarouselHeight[];

import type { VenuePageLink } from './operations.js';

/** The headings the venue pages are grouped under in the menus. */
export const VENUE_PAGE_GROUPS = ['visit', 'experience', 'about'] as const;
export type VenuePageGroup = (typeof VENUE_PAGE_GROUPS)[number];

/**
 * Which heading each venue page goes under (the page names of the seeded content, spec §2); a page
 * not named here (added later) goes under "about".
 */
const GROUP_OF: Record<string, VenuePageGroup> = {
  welcome: 'visit',
  'opening-times': 'visit',
  'entry-fees': 'visit',
  anreise: 'visit',
  faq: 'visit',
  gaestezimmer: 'visit',
  restaurant: 'experience',
  bar: 'experience',
  lounge: 'experience',
  garden: 'experience',
  saunas: 'experience',
  whirlpools: 'experience',
  catway: 'experience',
  ambience: 'experience',
  groundfloor: 'experience',
  basement: 'experience',
};

/** The pages under each heading, in the order given (the pages' navigation order). */
export function groupVenuePages<T extends Pick<VenuePageLink, 'name'>>(pages: readonly T[]): { group: VenuePageGroup; pages: T[] }[] {
  return VENUE_PAGE_GROUPS.map((group) => ({ group, pages: pages.filter((page) => (GROUP_OF[page.name] ?? 'about') === group) })).filter((g) => g.pages.length > 0);
}

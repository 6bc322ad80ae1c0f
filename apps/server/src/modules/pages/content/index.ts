import { VENUE_PAGE_NAMES } from '@venue/shared';
import type { PageContent } from './types.js';
import { visitPages } from './visit.js';
import { faqPage } from './faq.js';
import { venuePages } from './venue.js';
import { wellnessPages } from './wellness.js';
import { aboutPages } from './about.js';
import { legalPages } from './legal.js';

const byName = new Map<string, PageContent>([...visitPages, faqPage, ...venuePages, ...wellnessPages, ...aboutPages, ...legalPages].map((p) => [p.name, p]));

/** The first version of every venue page, in navigation order. */
export const VENUE_PAGES: PageContent[] = VENUE_PAGE_NAMES.map((name) => {
  const page = byName.get(name);
  if (!page) throw new Error(`venue page content missing: ${name}`);
  return page;
});

export type { PageContent, SeedImage } from './types.js';

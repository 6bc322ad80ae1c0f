import type { PageContent } from './types.js';
/** The first version of every venue page, in navigation order. */
export declare const VENUE_PAGES: PageContent[];
export type { PageContent, SeedImage } from './types.js';

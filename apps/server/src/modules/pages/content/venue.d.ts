import { type PageContent } from './types.js';
export declare const venuePages: PageContent[];

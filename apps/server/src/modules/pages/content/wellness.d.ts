import { type PageContent } from './types.js';
export declare const wellnessPages: PageContent[];

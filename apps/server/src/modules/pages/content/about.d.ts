import { type PageContent } from './types.js';
export declare const aboutPages: PageContent[];

import { type PageContent } from './types.js';
export declare const faqPage: PageContent;

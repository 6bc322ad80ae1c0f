import type { NewEvent } from '../events/events.table.js';
import type { NewNews } from '../news/news.table.js';
export declare function demoNews(now: Date): NewNews[];
export declare function demoEvents(now: Date): NewEvent[];

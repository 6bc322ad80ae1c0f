import { PGlite } from '@electric-sql/pglite';
import { type Database } from './client.js';
/** Opens PGlite in a directory, or in memory when dir is undefined; applies migrations. */
export declare function openPglite(dir?: string): Promise<Database & {
    pglite: PGlite;
}>;

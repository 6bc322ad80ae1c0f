import pg from 'pg';
import { type Database } from './client.js';
/** Connects to a PostgreSQL server (or a PGlite socket) and applies migrations. */
export declare function openPostgres(url: string, opts?: {
    migrate?: boolean;
    max?: number;
}): Promise<Database & {
    pool: pg.Pool;
}>;

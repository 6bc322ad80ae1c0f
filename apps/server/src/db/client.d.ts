import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema.js';
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;
export declare const migrationsFolder: string;
export interface Database {
    db: Db;
    kind: 'pglite' | 'postgres';
    /** Runs raw SQL (used by tests and the CLI). */
    exec(sql: string): Promise<void>;
    close(): Promise<void>;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema.js';

export type Schema = typeof schema;
// Both drivers (PGlite and node-postgres) produce this shape; code is written against it.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: runs the search's and Spark's walks on a few connections of their own whose
   * planner reads along the indexes (no sort, no JIT), so that they need no transaction to set it
   * (decision 0072). Absent on the embedded database: there the walks set it in a transaction.
   */
  walk?: <T>(run: (db: Db) => Promise<T>) => Promise<T>;
  /** Runs raw SQL (used by tests and the CLI). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.js';
import { migrationsFolder, type Database, type Db } from './client.js';

/** Connects to a PostgreSQL server (or a PGlite socket) and applies migrations. */
export async function openPostgres(url: string, opts: { migrate?: boolean; max?: number } = {}): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle client losing its connection (server restart, network) must not crash the process:
  // the pool drops it and the next query opens a new one.
  pool.on('error', (err) => console.error(`[venue] database connection lost: ${err.message}`));
  const orm = drizzle(pool, { schema });
  if (opts.migrate !== false) await migrate(orm, { migrationsFolder });
  return {
    db: orm as unknown as Db,
    pool,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

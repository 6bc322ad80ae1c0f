import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.js';
import { openAppDatabase } from '../../apps/server/src/db/open.js';

/**
 * The app's configuration and database for a bench run: the embedded database in `dataDir`, or
 * (`postgres`) a fresh database `bench_<random>` on BENCH_DATABASE_URL's server, which `drop` removes.
 */
export async function openBenchDatabase(backend: string, dataDir: string) {
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (backend === 'postgres') {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
    const name = `bench_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client(serverUrl);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client(serverUrl);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  return { config, database: await openAppDatabase(config, () => undefined), drop };
}

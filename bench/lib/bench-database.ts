import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.js';
import { openAppDatabase } from '../../apps/server/src/db/open.js';

/**
 * The PostgreSQL server of the benches: BENCH_DATABASE_URL, else this machine's on 127.0.0.1:5432.
 * Its Unix socket (`postgresql://postgres@localhost/postgres?host=/var/run/postgresql`) measured no
 * better under `load` than TCP, within the runs' noise (bench/README.md, 2026-12-05).
 */
export function benchServerUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
}

/** How a bench says where its database is: the socket or the address, never a password. */
export function describeServer(url: string): string {
  const u = new URL(url);
  return u.searchParams.get('host')?.startsWith('/') ? `Unix socket ${u.searchParams.get('host')}` : `TCP ${u.hostname}:${u.port || 5432}`;
}

/** A fresh database `<prefix>_<random>` on the benches' server (benchServerUrl), and how to drop it again. */
export async function scratchPostgresDatabase(prefix = 'bench') {
  const serverUrl = benchServerUrl();
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client(serverUrl);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The app's configuration and database for a bench run: the embedded database in `dataDir`, or
 * (`postgres`) a fresh database `bench_<random>` on the benches' server (benchServerUrl), which `drop` removes.
 */
export async function openBenchDatabase(backend: string, dataDir: string) {
  const scratch = backend === 'postgres' ? await scratchPostgresDatabase() : undefined;
  const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
  return { config, database: await openAppDatabase(config, () => undefined), drop: scratch?.drop };
}

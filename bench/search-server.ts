import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { openAppDatabase } from '../apps/server/src/db/open.js';
import { createDeps } from '../apps/server/src/infra/create-deps.js';
import { buildApp } from '../apps/server/src/app.js';

/**
 * The app under the search bench, in its own process (so autocannon in the parent does not share its
 * event loop): `node --import tsx bench/search-server.ts` with DATABASE_URL (already migrated and
 * seeded by the parent) and DATA_DIR. The real app from buildApp (NODE_ENV=production), with ONE
 * bench-only change: the per-member search limit (30 in 5 minutes) is lifted, because the bench sends
 * a crowd's worth of searches from 20 sessions; the limiter still counts every request, so its cost
 * stays in the measured path. Prints one JSON line { port } when listening; stops on SIGTERM.
 */
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  PUBLIC_URL: 'http://127.0.0.1',
  DATA_DIR: process.env.DATA_DIR!,
  DATABASE_URL: process.env.DATABASE_URL!,
  LOG_LEVEL: 'warn',
  // The bench signs its 20 members in from their own X-Forwarded-For addresses (the per-IP sign-in
  // limit, which the bench does not measure, would stop it otherwise).
  TRUST_PROXY: 'true',
});
const database = await openAppDatabase(config, () => undefined);
const deps = createDeps(config, database);
const limiter = deps.rateLimiter;
deps.rateLimiter = {
  ...limiter,
  hit: (key, limit, windowSeconds) => limiter.hit(key, key.startsWith('profile-search:') ? Number.MAX_SAFE_INTEGER : limit, windowSeconds),
};
const { app } = await buildApp(deps, { webDist: path.join(config.dataDir, 'no-web') });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));

process.once('SIGTERM', async () => {
  await app.close();
  await deps.dispose();
  await database.close();
  process.exit(0);
});

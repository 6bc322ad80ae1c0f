import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { openAppDatabase } from '../apps/server/src/db/open.js';
import { createDeps } from '../apps/server/src/infra/create-deps.js';
import { buildApp } from '../apps/server/src/app.js';
import { ensureVenuePages } from '../apps/server/src/modules/pages/pages.seed.js';
import { seedDemo } from '../apps/server/src/modules/demo/seed.js';
import { freePort } from './lib/free-port.js';

/**
 * The app the page bench measures, in its own process: `node --import tsx bench/pages-server.ts <web dist>`.
 * Production settings (NODE_ENV=production) on PGlite in a temporary data dir, serving the given
 * build. Venue pages are added as at every start; the demo news, events and guestbook entries are
 * inserted as `npm run cli -- seed:demo` does (production never seeds them itself), so `/` and
 * `/events` show what a venue's pages would. Prints one JSON line { port } when listening.
 */
const webDist = process.argv[2];
if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('usage: pages-server.ts <web dist with index.html>');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-pages-'));
// The port is known before the app starts, so that PUBLIC_URL names it: the socket only takes
// upgrades from the app's own origin, and a signed-in member's screens (the `screens` bench) run
// with their live socket as in the app, not refused and reconnecting.
const port = await freePort();
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Fast hashes for the demo accounts: sign-in is not what this bench measures.
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
});
const database = await openAppDatabase(config, () => undefined);
const deps = createDeps(config, database);
await ensureVenuePages({ db: database.db, storage: deps.storage, now: deps.now });
await seedDemo(database.db, config.argon2, deps.now);
const { app } = await buildApp(deps, { webDist: path.resolve(webDist) });
await app.listen({ port, host: '127.0.0.1' });
console.log(JSON.stringify({ port }));

process.once('SIGTERM', async () => {
  await app.close();
  await deps.dispose();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});

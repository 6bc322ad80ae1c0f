import 'dotenv/config';
import { loadConfig, ConfigError } from './config.js';
import { openAppDatabase } from './db/open.js';
import { DatabaseLockedError } from './db/lock.js';
import { createDeps } from './infra/create-deps.js';
import { buildApp } from './app.js';
import { runShutdown } from './shutdown.js';
import { seedDemoIfEmpty } from './modules/demo/seed.js';
import { ensureVenuePages } from './modules/pages/pages.seed.js';
import { backfillAchievementsOnce } from './modules/achievements/achievements.backfill.js';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = (msg: string) => console.log(`[venue] ${msg}`);
  const database = await openAppDatabase(config, log);
  const deps = createDeps(config, database);
  // Venue pages are content, not demo data: missing ones are added in production too (decision 0005).
  const pages = await ensureVenuePages({ db: database.db, storage: deps.storage, now: deps.now });
  if (pages.added.length > 0) log(`added ${pages.added.length} venue pages with ${pages.images} carousel images`);
  if (config.seedDemo) await seedDemoIfEmpty(deps, log);
  // Members who reached an achievement before it existed get it, once per deployment (decision 0048).
  const backfilled = await backfillAchievementsOnce(database.db, deps.now());
  if (backfilled) log(`awarded ${backfilled} achievements members had already reached`);
  const { app, services, readiness } = await buildApp(deps);
  // Web push keys: configured, or generated once and stored in the database (decision 0008).
  const vapid = await services.push.vapidKeys();
  if (vapid.source === 'generated') log('generated web push (VAPID) keys and stored them in the database; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to use your own');
  await app.listen({ port: config.port, host: config.host });
  services.jobs.start();
  services.pushSender.start();
  log(`ready on ${config.publicUrl} (${database.kind}) in ${Date.now() - started} ms`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const stopping = Date.now();
    log(`${signal}: shutting down (within ${config.shutdownTimeoutMs} ms)`);
    // Bounded (decision 0057): not ready at once; the listener closes, sockets are told to go (1001),
    // requests in flight finish (or are cut after half the time); jobs stop meanwhile; the database
    // closes last, whatever failed before (it releases the embedded database's lock).
    readiness.shutDown();
    const ok = await runShutdown(
      [
        [
          { name: 'http and sockets', run: () => app.close() },
          { name: 'job runner', run: () => services.jobs.stop() },
          { name: 'push sender', run: () => services.pushSender.stop() },
        ],
        { name: 'redis and mail', run: () => deps.dispose() },
        { name: 'database', run: () => database.close() },
      ],
      { timeoutMs: config.shutdownTimeoutMs, log, onDeadline: () => process.exit(1) },
    );
    log(`shut down in ${Date.now() - stopping} ms${ok ? '' : ' (with errors)'}`);
    process.exit(ok ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});

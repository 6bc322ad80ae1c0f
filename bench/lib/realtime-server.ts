import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { loadConfig } from '../../apps/server/src/config.js';
import { openAppDatabase } from '../../apps/server/src/db/open.js';
import { createDeps } from '../../apps/server/src/infra/create-deps.js';
import { buildApp } from '../../apps/server/src/app.js';
import { membersSql, roomSql } from './realtime-seed.js';
import { gc, settleMemory } from './settle-memory.js';

/**
 * The app under the realtime bench, in its own process (the load generator must not share its event
 * loop, and its memory is measured alone): `node <bundle>`, bundled as the server is for production
 * (built-script.ts), with
 * BENCH_SECRET, BENCH_MEMBERS (members to seed, 0 for none), DATA_DIR and optionally DATABASE_URL
 * (else the embedded database in DATA_DIR). The real app from buildApp (NODE_ENV=production) with
 * ONE bench-only change: the room message limit (30 a minute per member) is lifted for the one
 * sender; the limiter still counts every message. Bench-only routes: POST /bench/gc (two full
 * collections, then memory, and as `settled` the memory once V8 has given back what it can) and
 * GET /bench/usage (memory, CPU time, open sockets). Prints one JSON line { port, seconds to seed }
 * when listening; stops on SIGTERM.
 */
const secret = process.env.BENCH_SECRET!;
const members = Number(process.env.BENCH_MEMBERS ?? 0);
const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-realtime-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  PUBLIC_URL: 'http://127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Every bench client connects from 127.0.0.1: lift the per-IP cap of sockets (decision 0023).
  SOCKET_MAX_PER_IP: '1000000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const database = await openAppDatabase(config, () => undefined);
const seedStart = performance.now();
if (members > 0) {
  await database.exec(membersSql('rt', members, secret));
  await database.exec(roomSql('rt'));
}
const seedSeconds = (performance.now() - seedStart) / 1000;
const deps = createDeps(config, database);
const limiter = deps.rateLimiter;
deps.rateLimiter = {
  ...limiter,
  hit: (key, limit, windowSeconds) => limiter.hit(key, key.startsWith('room-message:') ? Number.MAX_SAFE_INTEGER : limit, windowSeconds),
};
const { app, realtime } = await buildApp(deps, { webDist: path.join(dataDir, 'no-web') });
const usage = () => {
  const cpu = process.cpuUsage();
  return { ...process.memoryUsage(), cpuMs: (cpu.user + cpu.system) / 1000, sockets: realtime.wss.clients.size, members: realtime.registry.all().length };
};
app.post('/bench/gc', async () => {
  gc();
  gc();
  const collected = usage();
  // Then what V8's memory reducer leaves of it once the arrivals are over (settle-memory.ts).
  return { ...collected, settled: await settleMemory() };
});
app.get('/bench/usage', async () => usage());
// BENCH_HEAP_DIR: POST /bench/heap writes a heap snapshot there (after two full collections), for
// what a connection holds (open the .heapsnapshot in Chrome's DevTools, Memory tab).
app.post('/bench/heap', async () => {
  if (!process.env.BENCH_HEAP_DIR) return { file: null };
  gc();
  gc();
  return { file: v8.writeHeapSnapshot(path.join(process.env.BENCH_HEAP_DIR, `realtime-${Date.now()}.heapsnapshot`)) };
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port, seedSeconds }));

process.once('SIGTERM', async () => {
  await app.close();
  await deps.dispose();
  await database.close();
  if (!process.env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});

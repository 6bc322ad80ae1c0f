import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { loadConfig } from '../apps/server/src/config.js';
import { openAppDatabase } from '../apps/server/src/db/open.js';
import { createDeps } from '../apps/server/src/infra/create-deps.js';
import { buildApp } from '../apps/server/src/app.js';
import { insertUser } from '../apps/server/src/modules/accounts/accounts.repository.js';

/**
 * The app for the upload bench, in its own process so that its memory is measured alone:
 * `node --import tsx bench/upload-server.ts <members>`. The real app from buildApp on PGlite in a
 * temporary data dir, plus two bench-only routes: POST /bench/gc (full garbage collection, then
 * the process's memory) and GET /bench/timings (wall and CPU time of the POST /api/photos requests
 * so far, from request start to response end). Prints { port, tokens } when listening.
 */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-upload-'));
const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const database = await openAppDatabase(config, () => undefined);
const deps = createDeps(config, database);
const { app, services } = await buildApp(deps, { webDist: path.join(dataDir, 'no-web') });

// Wall time and CPU time (all threads: libvips encodes in the thread pool) of each upload; the
// bench sends one at a time, so the CPU time is that upload's alone.
const timings: { ms: number; cpuMs: number }[] = [];
const started = new WeakMap<object, { at: bigint; cpu: NodeJS.CpuUsage }>();
app.addHook('onRequest', async (req) => {
  if (req.method === 'POST' && req.url === '/api/photos') started.set(req.raw, { at: process.hrtime.bigint(), cpu: process.cpuUsage() });
});
app.addHook('onResponse', async (req, reply) => {
  const start = started.get(req.raw);
  if (!start || reply.statusCode !== 201) return;
  const cpu = process.cpuUsage(start.cpu);
  timings.push({ ms: Number(process.hrtime.bigint() - start.at) / 1e6, cpuMs: (cpu.user + cpu.system) / 1000 });
});
app.post('/bench/gc', async () => {
  gc();
  gc();
  return process.memoryUsage();
});
app.get('/bench/timings', async () => ({ timings }));

await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

// Verified members (no photo limit), one per 50 uploads (the per-member rate limit is 60 an hour).
const tokens: string[] = [];
for (let i = 0; i < Number(process.argv[2] ?? 1); i++) {
  const member = await insertUser(database.db, {
    email: `upload${i}@example.ch`,
    username: `bench_upload_${i}`,
    passwordHash: 'not-used',
    sex: 'MF',
    isVerified: true,
    emailVerifiedAt: new Date(),
    phoneVerifiedAt: new Date(),
  });
  tokens.push((await services.sessions.start(database.db, member.id, 'bench')).token);
}
console.log(JSON.stringify({ port, tokens }));

process.once('SIGTERM', async () => {
  await app.close();
  await deps.dispose();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});

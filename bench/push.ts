import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createDeps } from '../apps/server/src/infra/create-deps.js';
import { users } from '../apps/server/src/modules/accounts/accounts.table.js';
import { pushSubscriptions } from '../apps/server/src/modules/notifications/push-subscriptions.table.js';
import { notify } from '../apps/server/src/modules/notifications/notify.js';
import { createPushSender } from '../apps/server/src/modules/notifications/push-sender.js';
import { createVapidKeySource } from '../apps/server/src/modules/notifications/vapid-key-source.js';
import { repoRoot } from '../apps/server/test/app-process.js';
import type { FakeDevice } from '../apps/server/test/notifications/fake-push-service.js';
import { benchArgs } from './lib/stats.js';
import { openBenchDatabase } from './lib/bench-database.js';

/**
 * Web Push sending (issue 15; decision 0040): `--count` notifications (10,000 by default) queued
 * through notify() for `--members` members with one device each, then sent by one push sender to
 * the fake push service (bench/push-service.ts, its own process: it decrypts every message and
 * checks its VAPID signature). Prints the queueing rate, pushes sent per second and the server's
 * CPU per notification (process.cpuUsage of this process: claim, texts, encryption, signing,
 * HTTP, outcome). Checks that every push arrived exactly once.
 * `npm run bench -- push [pglite|postgres] [--count 10000] [--members 1000] [--concurrency 16]`
 */

async function startService(devices: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/push-service.ts', String(devices)], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout! });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`push service exited with ${code}`)));
    });
  const info = JSON.parse(await next()) as { url: string; devices: FakeDevice[] };
  return {
    ...info,
    async count(): Promise<{ received: number; refused: number }> {
      const answer = next();
      child.stdin!.write('count\n');
      return JSON.parse(await answer) as { received: number; refused: number };
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function run(backend: string, count: number, members: number, concurrency: number): Promise<{ row: string; ok: boolean }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-push-'));
  const { config, database, drop } = await openBenchDatabase(backend, dataDir);
  const deps = createDeps(config, database);
  const service = await startService(members);
  const vapid = createVapidKeySource(deps);
  const sender = createPushSender(deps, { vapidKeys: () => vapid.get(), concurrency });
  try {
    const db = database.db;
    const now = new Date();
    const ids: string[] = [];
    for (let i = 0; i < members; i++) {
      const [u] = await db
        .insert(users)
        .values({ email: `push${i}@bench.invalid`, username: `push${i}`, slug: `push${i}`, passwordHash: '!', emailVerifiedAt: now, phoneVerifiedAt: now, language: i % 3 === 0 ? 'en' : 'de' })
        .returning({ id: users.id });
      const d = service.devices[i]!;
      await db.insert(pushSubscriptions).values({ userId: u!.id, endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth, detailed: i % 2 === 0 });
      ids.push(u!.id);
    }
    await vapid.get();
    // Queued as the app queues them: notify() inside a transaction, here 100 to a transaction.
    const queueStart = performance.now();
    for (let i = 0; i < count; i += 100) {
      await db.transaction(async (tx) => {
        for (let j = i; j < Math.min(count, i + 100); j++) {
          await notify(tx, { userId: ids[j % members]!, kind: j % 2 ? 'FRIEND_ACCEPTED' : 'RESERVATION_CONFIRMED', actorId: ids[(j + 1) % members]!, subjectId: crypto.randomUUID(), at: now, home: null });
        }
      });
    }
    const queueSeconds = (performance.now() - queueStart) / 1000;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const result = await sender.runDue();
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const cpuMsPer = (cpu.user + cpu.system) / 1000 / count;
    const { received, refused } = await service.count();
    const exactlyOnce = result.sent === count && received === count && refused === 0;
    return {
      ok: exactlyOnce,
      row: `| ${backend} | ${count} | ${members} | ${concurrency} | ${(count / queueSeconds).toFixed(0)}/s | ${(result.sent / seconds).toFixed(0)}/s | ${seconds.toFixed(1)} s | ${cpuMsPer.toFixed(2)} ms | ${exactlyOnce ? 'yes' : `NO (sent ${result.sent}, received ${received}, refused ${refused})`} |`,
    };
  } finally {
    await sender.stop();
    await service.stop();
    await deps.dispose();
    await database.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function pushBench(argv: string[]) {
  const { words, number } = benchArgs(argv);
  const backends = words.length ? words : ['pglite'];
  const count = number('count', 10_000);
  const members = number('members', 1000);
  const concurrency = number('concurrency', 16);
  const rows: string[] = [];
  let ok = true;
  for (const backend of backends) {
    const result = await run(backend, count, members, concurrency);
    rows.push(result.row);
    ok &&= result.ok;
  }
  console.log('| database | notifications | members (1 device each) | concurrency | queued (notify) | sent | sending took | server CPU per notification | each once |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (!ok) {
    console.error('a push was lost, sent twice or refused by the push service');
    process.exitCode = 1;
  }
}

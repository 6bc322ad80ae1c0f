import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { RATE_LIMITS, TIMINGS } from '@venue/shared';
import { repoRoot, startAppProcess, type AppProcess } from '../apps/server/test/app-process.js';
import { openPostgres } from '../apps/server/src/db/postgres.js';
import { scratchPostgresDatabase } from './lib/bench-database.js';
import { membersSql } from './lib/realtime-seed.js';
import { pairsSql } from './lib/faults-seed.js';
import { startBalancer } from './lib/round-robin-balancer.js';
import { checkFaults, faultVerdict, spread, type StoredMessage } from './lib/fault-check.js';
import { startChild } from './lib/child.js';
import { benchArgs } from './lib/stats.js';
import type { ClientSpec, FromWorker, ToWorker } from './lib/fault-clients.js';

/**
 * Issue 19 item 3: `kill -9` of one of two instances while N members chat. Two built servers on one
 * PostgreSQL database and the local Redis, behind a round-robin TCP balancer; N members in pairs,
 * each with a graphql-ws socket and a message every ~second over HTTP. After `--before` seconds one
 * instance gets SIGKILL; after `--after` more the sends stop, and once quiet the clients' records
 * are checked against the database: every acknowledged message stored once and received by its
 * recipient, and each socket closed by the kill subscribed again within 5 s. See bench/README.md.
 * `npm run bench -- faults [--clients 500] [--before 10] [--after 10] [--interval 1000] [--retry-wait 4000] [--logs <dir>]`
 */
const BUDGET_MS = 5000;
const PREFIX = 'fa';
const redisUrl = () => process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const epoch = () => performance.timeOrigin + performance.now();
/** Seconds a process's main thread has waited for a CPU while runnable (Linux schedstat), or NaN. */
function runQueueSeconds(pid: number | undefined): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
  } catch {
    return Number.NaN;
  }
}

/** A process's CPU seconds so far (user + system, Linux /proc), or NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}


/**
 * An instance's output counted by message: pino's JSON lines by `name: msg (error)`, other records
 * (an error printed with its stack and properties) by their first line and their `cause:` line.
 */
function summariseLog(output: string): string {
  const records: string[][] = [];
  for (const line of output.split('\n').filter(Boolean)) {
    if (/^[\s}\]]|^params:/.test(line) && records.length) records.at(-1)!.push(line);
    else records.push([line]);
  }
  const counts = new Map<string, number>();
  for (const [first, ...rest] of records) {
    let key = first!.slice(0, 140);
    try {
      const entry = JSON.parse(first!) as { name?: string; msg?: string; err?: string | { message?: string }; error?: string };
      const err = typeof entry.err === 'string' ? entry.err : (entry.err?.message ?? entry.error);
      key = `${entry.name ? `${entry.name}: ` : ''}${entry.msg ?? ''}${err ? ` (${err})` : ''}`;
    } catch {
      const cause = rest.find((l) => /^\s*cause:/.test(l));
      if (cause) key += ` … ${cause.trim()}`;
    }
    key = key.replace(/\s+/g, ' ').slice(0, 240);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([line, n]) => `  ${n} × ${line}`).join('\n') || '  (empty)';
}

/** Until every member's conversation channel has a subscriber on Redis: all sockets are live. */
async function subscribedOnRedis(userIds: string[], boundMs: number) {
  const redis = new Redis(redisUrl());
  try {
    const until = Date.now() + boundMs;
    for (;;) {
      const answer = (await redis.pubsub('NUMSUB', ...userIds.map((id) => `conversation:event:${id}`))) as (string | number)[];
      const missing = answer.filter((v, i) => i % 2 === 1 && Number(v) < 1).length;
      if (missing === 0) return;
      if (Date.now() > until) throw new Error(`${missing} members' conversation channels have no subscriber on Redis after ${boundMs / 1000} s`);
      await sleep(200);
    }
  } finally {
    redis.disconnect();
  }
}

export async function faultsBench(argv: string[]) {
  const { number, string } = benchArgs(argv);
  const n = number('clients', 500);
  const before = number('before', 10);
  const after = number('after', 10);
  const intervalMs = number('interval', 1000);
  // 0 is allowed here (clients that reconnect at once), which `number` refuses.
  const retryWaitMs = Number(string('retry-wait') ?? TIMINGS.websocket.reconnectMs);
  if (!Number.isFinite(retryWaitMs) || retryWaitMs < 0) throw new Error('--retry-wait needs a number of ms, 0 or more');
  if (n % 2) throw new Error('--clients must be even (members chat in pairs)');
  // Sends are never retried, so a refusal by the members' message limit would look like a fault.
  const perMinute = Math.ceil((Math.min(before + after, 60) * 1000) / (0.75 * intervalMs)) + 1;
  if (perMinute > RATE_LIMITS.messagesPerAccount.limit) throw new Error(`up to ${perMinute} messages a minute per member: over the limit of ${RATE_LIMITS.messagesPerAccount.limit}; shorten --before/--after or raise --interval`);

  const cleanups: (() => unknown)[] = [];
  const cleanUp = async () => {
    for (let c = cleanups.pop(); c; c = cleanups.pop()) await Promise.resolve(c()).catch((e: unknown) => console.warn(`cleanup: ${(e as Error).message}`));
  };
  const interrupted = (signal: string) => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    execFileSync(process.execPath, ['scripts/ensure-server-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
    const secret = crypto.randomBytes(8).toString('hex');
    const database = await scratchPostgresDatabase('bench_faults');
    cleanups.push(() => database.drop());

    // Migrated and seeded before the instances start, so that they do not race to migrate.
    const seedStart = performance.now();
    const db = await openPostgres(database.url, { max: 1 });
    const specs: ClientSpec[] = [];
    let userIds: string[];
    try {
      await db.exec(membersSql(PREFIX, n, secret));
      await db.exec(pairsSql(PREFIX, n / 2));
      const rows = await db.pool.query<{ n: number; user_id: string; conversation_id: string }>(
        `select substr(u.slug, ${PREFIX.length + 2})::int as n, u.id as user_id, p.conversation_id from users u join conversation_participants p on p.user_id = u.id where u.slug like '${PREFIX}-%'`,
      );
      for (const r of rows.rows) specs.push({ n: r.n, conversationId: r.conversation_id, partner: r.n % 2 ? r.n + 1 : r.n - 1 });
      userIds = rows.rows.map((r) => r.user_id);
    } finally {
      await db.close();
    }
    if (specs.length !== n) throw new Error(`seeded ${specs.length} members in conversations, expected ${n}`);
    console.log(`faults: ${n} members in ${n / 2} conversations seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s on ${database.name}; Redis ${redisUrl()}; load ${loadAverage()}`);

    // Two built servers as `npm start` runs them, started one after the other (the first stores the VAPID keys).
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl(),
      // Every bench client comes from 127.0.0.1 (through the balancer): lift the per-IP cap of sockets.
      SOCKET_MAX_PER_IP: '1000000',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
    };
    const instances: AppProcess[] = [];
    for (const name of ['a', 'b']) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `venue-bench-faults-${name}-`));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const app = await startAppProcess(dataDir, env, 120_000, { built: true });
      cleanups.push(() => app.stop());
      instances.push(app);
    }
    const [a, b] = instances as [AppProcess, AppProcess];
    const ports = instances.map((i) => Number(new URL(i.url).port));
    const balancer = await startBalancer(ports);
    cleanups.push(() => balancer.close());
    console.log(`instances a (:${ports[0]}) and b (:${ports[1]}) up in ${a.readyMs} and ${b.readyMs} ms; balancer on :${balancer.port}`);

    const worker = startChild<ToWorker, FromWorker>('lib/fault-clients.ts');
    cleanups.push(() => worker.close({ type: 'close' }));
    const connectStart = performance.now();
    const connected = await worker.ask({ type: 'connect', base: balancer.url, secret, clients: specs, concurrency: 50, retryWaitMs }, 'connected');
    if (connected.failed > 0) throw new Error(`${connected.failed} clients could not connect: ${connected.errors.join('; ')}`);
    await subscribedOnRedis(userIds, 60_000);
    console.log(`${connected.connected} clients connected, subscribed and caught up in ${((performance.now() - connectStart) / 1000).toFixed(1)} s; connections per instance ${balancer.open().join(' / ')}; load ${loadAverage()}`);

    // Chat; kill a mid-run; chat on; stop and wait until quiet.
    worker.tell({ type: 'start', intervalMs });
    const chatStart = performance.now();
    const cpuStart = instances.map((i) => cpuSeconds(i.child.pid));
    const waitStart = runQueueSeconds(b.child.pid);
    await sleep(before * 1000);
    const cpuAtKill = cpuSeconds(a.child.pid);
    const open = balancer.open();
    const killedAt = epoch();
    a.child.kill('SIGKILL');
    console.log(`kill -9 of instance a (pid ${a.child.pid}) after ${before} s of chatting; connections through the balancer then: a ${open[0]}, b ${open[1]}; load ${loadAverage()}`);
    await sleep(after * 1000);
    const quiet = await worker.ask({ type: 'stop', quietMs: 2000, boundMs: 60_000 }, 'quiet');
    console.log(`sends stopped ${after} s after the kill; quiet after ${(quiet.waitedMs / 1000).toFixed(1)} s (${quiet.reason}); load ${loadAverage()}`);
    // Sends end only in the stop above (the last ones are awaited): the servers' CPU per send includes the deliveries.
    const cpuB = cpuSeconds(b.child.pid) - cpuStart[1]!;
    const waitB = runQueueSeconds(b.child.pid) - waitStart;
    const chatSeconds = (performance.now() - chatStart) / 1000;
    const { clients, loopDelayP99Ms, loopDelayMaxMs } = await worker.ask({ type: 'report' }, 'report');
    const survivorUp = await fetch(`${b.url}/healthz`).then((r) => r.ok, () => false);

    const check = await openPostgres(database.url, { migrate: false, max: 1 });
    let stored: StoredMessage[];
    try {
      stored = (await check.pool.query<StoredMessage>('select id, body, (extract(epoch from inserted_at) * 1000)::float8 as at from conversation_messages')).rows;
    } finally {
      await check.close();
    }
    const f = checkFaults(clients, stored, killedAt, (m) => (m % 2 ? m + 1 : m - 1));
    const reasons = Object.entries(f.unackedReasons)
      .map(([why, e]) => `${why} × ${e.count}, ${e.stored} of them stored, median ${(e.medianMs / 1000).toFixed(1)} s`)
      .join('; ');
    console.log(`\n| what | figure |\n|---|---|`);
    const rows: [string, string | number][] = [
      ['members chatting (pairs)', `${clients.length} (${clients.length / 2})`],
      ['clients whose socket closed from the kill on', `${f.clientsAffected} (close codes ${JSON.stringify(f.closeCodes)})`],
      [`close → subscribed again, p50 / p95 / max s (budget ${BUDGET_MS / 1000} s; the client waits ${retryWaitMs / 1000} s first)`, spread(f.reconnectMs)],
      ['close → caught up (messagesAfter answered), p50 / p95 / max s', spread(f.caughtUpMs)],
      ['reconnects that needed more than one attempt / never came back', `${f.extraAttempts} / ${f.notReconnected}`],
      ['sends (before the kill / from it on)', `${f.sends} (${f.sendMsBefore.length} / ${f.sendMsAfter.length})`],
      ['send → answer before the kill, p50 / p95 / max s', spread(f.sendMsBefore)],
      ['send → answer (or failure) from the kill on, p50 / p95 / max s', spread(f.sendMsAfter)],
      ['acknowledged', f.acked],
      ['unacknowledged (not retried)', `${f.unacked}${reasons ? ` (${reasons})` : ''}; stored anyway ${f.unackedStored}, received by the partner ${f.unackedStoredDelivered}`],
      ['**lost** (acknowledged, never received by the partner)', f.lost],
      ['**duplicated** (a send stored twice)', f.storedTwice],
      ['acknowledged but not stored as acknowledged / received but not stored', `${f.ackedNotStored} / ${f.phantom}`],
      ['acknowledged messages the partner got only by a catch-up', f.viaCatchUp],
      ['live duplicates (same id twice on one connection)', f.liveDuplicates],
      ['live out of order (lower seq after a higher one, one connection)', f.outOfOrder],
      ['catch-ups after a gap in the live stream', f.gapCatchUps],
      ['socket closes before the kill', f.closesBefore],
      ['CPU of a until the kill / of b from the start until quiet (s of CPU per s)', `${((cpuAtKill - cpuStart[0]!) / before).toFixed(2)} / ${(cpuB / chatSeconds).toFixed(2)}`],
      // On a machine busy with other work the app's time goes here rather than into its CPU figure.
      ["b's main thread runnable but waiting for a CPU (share of the time from the start until quiet)", `${((100 * waitB) / chatSeconds).toFixed(0)} %`],
      ['servers’ CPU per send (both instances, with the deliveries and catch-ups), ms', ((1000 * (cpuAtKill - cpuStart[0]! + cpuB)) / Math.max(1, f.sends)).toFixed(1)],
      ["the client worker's event-loop delay p99 / max ms", `${loopDelayP99Ms.toFixed(0)} / ${loopDelayMaxMs.toFixed(0)}`],
      ['client-side failures (kind: reason × count)', Object.entries(f.errors).sort((x, y) => y[1] - x[1]).map(([k, c]) => `${k} × ${c}`).join(', ') || 'none'],
      ['survivor b answers /healthz afterwards', survivorUp ? 'yes' : '**no**'],
    ];
    for (const [what, figure] of rows) console.log(`| ${what} | ${figure} |`);
    for (const [kind, text] of Object.entries(f.errorExamples)) console.log(`\n${kind}, e.g. ${text}`);
    console.log(`\nsurvivor b's log (LOG_LEVEL=warn), lines by message:\n${summariseLog(b.output())}`);
    const logs = string('logs');
    if (logs) {
      fs.mkdirSync(logs, { recursive: true });
      instances.forEach((i, k) => fs.writeFileSync(path.join(logs, `${'ab'[k]}.log`), i.output()));
      console.log(`both instances' output in ${logs}/a.log and b.log`);
    }

    const failures = faultVerdict(f, BUDGET_MS);
    if (!survivorUp) failures.push('the surviving instance does not answer /healthz');
    if (failures.length) {
      console.error(`\nFAILED:\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    } else {
      console.log(`\nevery acknowledged message stored once and received; every socket back within ${BUDGET_MS / 1000} s; load ${loadAverage()}`);
    }
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanUp();
  }
}

import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot, startAppProcess, type AppProcess } from '../apps/server/test/app-process.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openAppDatabase } from '../apps/server/src/db/open.js';
import { benchServerUrl, describeServer, scratchPostgresDatabase } from './lib/bench-database.js';
import { startChild } from './lib/child.js';
import { benchArgs } from './lib/stats.js';
import { activeMembers, seedLoadWorld, type LoadWorld } from './lib/load-seed.js';
import { BUDGET, MIX, requestsPerMemberMinute } from './lib/load-mix.js';
import { watchProcesses } from './lib/load-proc.js';
import { deliveryP99, mergeReports, printRun, printSteps, verdicts, type RunResult } from './lib/load-report.js';
import type { FromWorker, Send, ToWorker } from './lib/load-clients.js';
import { startStatementLog, type StatementLog } from './lib/pg-statement-log.js';

/**
 * Issue 18 item 6: active members on the built server as `npm start` runs it, with a mix of what
 * members do in an evening (lib/load-mix.ts), over HTTP and /socket. One instance on PostgreSQL, or
 * two behind a round-robin TCP balancer sharing Redis, or the embedded database. Budgets: HTTP p99
 * and delivery p99 under 100 ms, the app's CPU under 85 %, no errors, no lost message. `--find-limit`
 * runs short steps at growing member counts until a p99 passes 100 ms. See bench/README.md.
 * `npm run bench -- load [--members 2000] [--minutes 5] [--instances 1|2] [--workers 2] [--db postgres|pglite]
 *  [--ramp 30] [--rooms 8] [--population N] [--find-limit [--steps 500,1000,…] [--step-minutes 1]] [--strict] [--profile dir] [--count-statements] [--statement-log] [--loop-watch]`
 */
const redisUrl = () => process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const DEFAULT_STEPS = '500,1000,2000,3000,4000,6000,8000';

interface Options {
  members: number;
  minutes: number;
  instances: number;
  workers: number;
  db: 'postgres' | 'pglite';
  rampSeconds: number;
  rooms: number;
  population?: number;
  /** A directory for the app instances' V8 CPU profiles (written when they stop). */
  profileDir?: string;
  /** Count the statements each request sends (lib/statement-counter.mjs) and print them per operation. */
  countStatements: boolean;
  /** PostgreSQL logs every statement of the run's database; its parse, plan and run times are printed (lib/pg-statement-log.ts). */
  statementLog: boolean;
  /** Note the event loop's stalls and the garbage collections' pauses (lib/loop-watch.mjs) and print the steady state's. */
  loopWatch: boolean;
}

interface Setup {
  opts: Options;
  secret: string;
  dataDir: string;
  env: Record<string, string>;
  world: LoadWorld;
}

type Cleanup = () => unknown;

/** The arrivals' length: `--ramp`, but at most half the run (a short smoke run keeps a steady part). */
const rampMsOf = (opts: Options, minutes: number) => Math.min(opts.rampSeconds * 1000, (minutes * 60_000) / 2);

async function cleanUp(cleanups: Cleanup[]) {
  for (let c = cleanups.pop(); c; c = cleanups.pop()) await Promise.resolve(c()).catch((e: unknown) => console.warn(`cleanup: ${(e as Error).message}`));
}


/** The fresh database (PostgreSQL or the embedded one in the data dir) with the seeded world. */
async function setUp(opts: Options, maxMembers: number, cleanups: Cleanup[]): Promise<Setup> {
  execFileSync(process.execPath, ['scripts/ensure-server-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const secret = crypto.randomBytes(8).toString('hex');
  // One data dir for every instance: the photos' files (DATA_DIR/storage) are shared, as a shared volume or bucket would be.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-load-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const scratch = opts.db === 'postgres' ? await scratchPostgresDatabase('bench_load') : undefined;
  if (scratch) cleanups.push(() => scratch.drop());
  const population = opts.population ?? Math.max(10_000, Math.ceil(maxMembers * 1.25));
  const started = performance.now();
  // Seeded before the app starts (migrations too), so that instances do not race to migrate.
  const database = await openAppDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(scratch ? { DATABASE_URL: scratch.url } : {}) }), () => undefined);
  let world: LoadWorld;
  try {
    world = await seedLoadWorld(database, { population, actives: maxMembers, rooms: opts.rooms, secret, dataDir });
  } finally {
    await database.close();
  }
  console.log(
    `seeded ${population} synthetic members (${maxMembers} of them active, with sessions, friends, ${world.members.reduce((s, m) => s + m.conversations.length, 0) / 2} conversations, ` +
      `${world.members.filter((m) => m.roomId).length} in ${world.rooms.length} rooms), 2 events, in ${((performance.now() - started) / 1000).toFixed(1)} s on ${scratch ? `PostgreSQL (${scratch.name})` : 'the embedded database'}; load ${loadAverage()}`,
  );
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Every bench client comes from 127.0.0.1: lift the per-IP cap of sockets (decision 0023).
    SOCKET_MAX_PER_IP: '1000000',
    // As the root package.json's `start` script runs the server.
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...(opts.instances > 1 ? { REDIS_URL: redisUrl() } : {}),
  };
  return { opts, secret, dataDir, env, world };
}

/** Resolves at `endAt`; rejects when an instance exits first. Prints a line a minute. */
function untilEnd(endAt: number, instances: AppProcess[], started: number) {
  return new Promise<void>((resolve, reject) => {
    const progress = setInterval(() => console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s; load ${loadAverage()}`), 60_000);
    const done = (error?: Error) => {
      clearTimeout(timer);
      clearInterval(progress);
      for (const [app, onExit] of watchers) app.child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => done(), Math.max(0, endAt - Date.now()));
    const watchers = instances.map((app) => {
      const onExit = (code: number | null) => done(new Error(`an app instance exited (${code}) during the run:\n${app.output().slice(-3000)}`));
      app.child.once('exit', onExit);
      return [app, onExit] as const;
    });
  });
}

/** One run: the app(s) started afresh, `count` members for `minutes`. */
async function runOnce(setup: Setup, count: number, minutes: number): Promise<RunResult> {
  const { opts } = setup;
  const cleanups: Cleanup[] = [];
  const statementFiles: string[] = [];
  const loopFiles: string[] = [];
  let steady: [number, number] | null = null;
  let statementLog: StatementLog | null = null;
  try {
    if (opts.statementLog) {
      if (!setup.env.DATABASE_URL) throw new Error('--statement-log reads PostgreSQL\'s log: it needs --db postgres');
      statementLog = await startStatementLog(setup.env.DATABASE_URL);
      if (statementLog) cleanups.push(() => statementLog!.stop());
    }
    const instances: AppProcess[] = [];
    // One after the other: the first stores the generated VAPID keys.
    for (let i = 0; i < opts.instances; i++) {
      // BENCH_APP_NODE_ARGS: node flags for the app instances besides npm start's (e.g. a garbage collector setting to try).
      const nodeArgs = [...(process.env.BENCH_APP_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []), ...(opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.profileDir)}`] : [])];
      const env = { ...setup.env };
      if (opts.countStatements) {
        nodeArgs.push('--import', path.join(repoRoot, 'bench/lib/statement-counter.mjs'));
        statementFiles.push((env.BENCH_STATEMENTS_FILE = path.join(setup.dataDir, `statements-${i}.json`)));
      }
      if (opts.loopWatch) {
        nodeArgs.push('--import', path.join(repoRoot, 'bench/lib/loop-watch.mjs'));
        loopFiles.push((env.BENCH_LOOP_WATCH_FILE = path.join(setup.dataDir, `loop-${i}.json`)));
      }
      const app = await startAppProcess(setup.dataDir, env, 180_000, { built: true, nodeArgs });
      cleanups.push(() => app.stop());
      instances.push(app);
    }
    let base = instances[0]!.url;
    const pids: Record<string, number> = Object.fromEntries(instances.map((app, i) => [`app ${'ab'[i]}`, app.child.pid!]));
    if (instances.length > 1) {
      const balancer = startChild<{ type: 'stats' | 'close' }, { type: 'ready'; port: number } | { type: 'stats'; connections: number[] }>('lib/load-balancer.ts', instances.map((app) => new URL(app.url).port));
      cleanups.push(() => balancer.close({ type: 'close' }));
      base = `http://127.0.0.1:${(await balancer.next('ready')).port}`;
      pids.balancer = balancer.pid;
      cleanups.push(async () => console.log(`balancer: connections per instance ${(await balancer.ask({ type: 'stats' }, 'stats')).connections.join(' / ')}`));
    }
    const workers = Array.from({ length: opts.workers }, () => startChild<ToWorker, FromWorker>('lib/load-clients.ts'));
    cleanups.push(() => Promise.all(workers.map((w) => w.close({ type: 'close' }))));
    workers.forEach((w, i) => (pids[`load worker ${i + 1}`] = w.pid));
    await Promise.all(workers.map((w) => w.ask({ type: 'prepare' }, 'ready')));

    // PostgreSQL's CPU for this database (the app's connections), beside the app's own.
    const backends = setup.env.DATABASE_URL ? new pg.Client(setup.env.DATABASE_URL) : null;
    if (backends) {
      await backends.connect();
      cleanups.push(() => backends.end());
    }
    const backendPids = async () => (await backends!.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid);
    const members = activeMembers(setup.world, count);
    const rampMs = rampMsOf(opts, minutes);
    const t0 = Date.now() + 1000;
    const rampEndAt = t0 + rampMs;
    const endAt = t0 + minutes * 60_000;
    steady = [rampEndAt, endAt];
    // Each member arrives at a random moment of its own slot of the ramp: spread, not in waves.
    const arrival = (n: number) => t0 + ((n + Math.random()) / count) * rampMs;
    const watch = watchProcesses(pids, backends ? { 'PostgreSQL backends of the database': backendPids } : {});
    cleanups.push(() => watch.stop());
    const { members: _all, ...world } = setup.world;
    workers.forEach((w, i) => {
      const mine = members.filter((m) => m.n % workers.length === i);
      w.tell({ type: 'go', base, secret: setup.secret, members: mine, arrivals: mine.map((m) => arrival(m.n)), world, rampEndAt, endAt });
    });
    console.log(`${count} members arriving over ${rampMs / 1000} s, then acting until ${minutes} min; ${instances.length} instance${instances.length > 1 ? 's behind the balancer' : ''} (pids ${instances.map((a) => a.child.pid).join(', ')}) at ${base}; load ${loadAverage()}`);
    await untilEnd(endAt, instances, t0);

    // No new actions; the answers on their way are waited for, then every recipient checks what it got.
    const stopped = await Promise.all(workers.map((w) => w.ask({ type: 'stop' }, 'stopped')));
    const sends: Send[] = stopped.flatMap((s) => s.sends);
    const unfinished = stopped.reduce((s, x) => s + x.inFlight, 0);
    if (unfinished) console.warn(`  ${unfinished} requests still unanswered 30 s after the end`);
    const reports = await Promise.all(workers.map((w) => w.ask({ type: 'check', sends }, 'report')));
    watch.stop();
    // What the instances logged once ready (LOG_LEVEL=warn): a server problem shows here.
    for (const [i, app] of instances.entries()) {
      const lines = app.output().split('\n');
      const during = lines.slice(lines.findIndex((l) => l.includes('] ready on')) + 1).filter((l) => l.trim());
      if (during.length) console.log(`  app ${'ab'[i]} logged ${during.length} lines during the run, the last:\n${during.slice(-15).map((l) => `    ${l.slice(0, 400)}`).join('\n')}`);
    }
    return mergeReports(reports, { members: count, steadySeconds: (endAt - rampEndAt) / 1000, usage: watch.usage(rampEndAt, endAt), machineBusy: watch.machineBusy(rampEndAt, endAt), loadAverage: loadAverage() });
  } finally {
    await cleanUp(cleanups);
    if (statementFiles.length) printStatements(statementFiles);
    if (loopFiles.length && steady) printLoopWatch(loopFiles, steady);
    statementLog?.report();
  }
}

/** Statements per request by operation, summed over the instances (written by lib/statement-counter.mjs as they stopped). */
function printStatements(files: string[]) {
  const sums = new Map<string, [number, number]>();
  let outside = 0;
  for (const file of files) {
    if (!fs.existsSync(file)) return console.warn(`no statement counts in ${file}: did the instance exit normally?`);
    const counts = JSON.parse(fs.readFileSync(file, 'utf8')) as { operations: Record<string, [number, number]>; outside: number };
    outside += counts.outside;
    for (const [op, [requests, statements]] of Object.entries(counts.operations)) {
      const s = sums.get(op) ?? [0, 0];
      sums.set(op, [s[0] + requests, s[1] + statements]);
    }
  }
  const rows = [...sums].sort((a, b) => b[1][1] - a[1][1]);
  const total = rows.reduce((s, [, [, n]]) => s + n, 0) + outside;
  console.log('\nstatements per request (the whole run, arrivals included; a request counts what its commit sends to subscribers):');
  console.log(`  ${'operation'.padEnd(40)} ${'requests'.padStart(9)} ${'per request'.padStart(12)} ${'share'.padStart(6)}`);
  for (const [op, [requests, statements]] of rows) console.log(`  ${op.slice(0, 40).padEnd(40)} ${String(requests).padStart(9)} ${(statements / requests).toFixed(1).padStart(12)} ${((statements / total) * 100).toFixed(1).padStart(5)} %`);
  console.log(`  ${'(no request: sockets, jobs)'.padEnd(40)} ${''.padStart(9)} ${''.padStart(12)} ${((outside / total) * 100).toFixed(1).padStart(5)} %   (${outside} statements)`);
}

/** A collector's pause that began this close to a stall (before or after its start) counts as inside it. */
const PAUSE_NEAR_MS = 5;

/** The event loop's stalls and the collections' pauses of each instance in the steady state (written by lib/loop-watch.mjs as it stopped). */
function printLoopWatch(files: string[], [from, to]: [number, number]) {
  const kinds: Record<number, string> = { 1: 'scavenge', 2: 'mark-compact', 4: 'incremental marking', 8: 'weak callbacks' };
  const lengths: [string, number, number][] = [['20–50 ms', 0, 50], ['50–100 ms', 50, 100], ['100–200 ms', 100, 200], ['longer', 200, Infinity]];
  const seconds = (to - from) / 1000;
  const share = (ms: number) => (ms / 1000 / seconds) * 100;
  const total = (list: [number, number][]) => list.reduce((s, [, ms]) => s + ms, 0);
  console.log(`\nthe event loop in the steady state (${seconds.toFixed(0)} s): a 10 ms timer late by 20 ms or more, and the garbage collections' pauses`);
  for (const [i, file] of files.entries()) {
    if (!fs.existsSync(file)) {
      console.warn(`no loop watch in ${file}: did the instance exit normally?`);
      continue;
    }
    const watched = JSON.parse(fs.readFileSync(file, 'utf8')) as { stalls: [number, number][]; collections: [number, number, number][] };
    const stalls = watched.stalls.filter(([at]) => at >= from && at < to);
    const byLength = lengths.map(([label, min, max]) => {
      const these = stalls.filter(([, ms]) => ms >= min && ms < max);
      return `${label} ${these.length} (${total(these)} ms)`;
    });
    const long = stalls.filter(([, ms]) => ms >= 50);
    const withCollection = long.filter(([at, ms]) => watched.collections.some(([, start, pause]) => pause >= 10 && start >= at - PAUSE_NEAR_MS && start <= at + ms + PAUSE_NEAR_MS));
    console.log(`  app ${'ab'[i]}: stalls ${byLength.join(', ')}; time in stalls of 50 ms or more ${share(total(long)).toFixed(2)} %, ${withCollection.length} of them with a pause of 10 ms or more inside`);
    const collections = watched.collections.filter(([, at]) => at >= from && at < to);
    for (const kind of [...new Set(collections.map(([k]) => k))].sort((a, b) => a - b)) {
      const pauses = collections.filter(([k]) => k === kind).map(([, , ms]) => ms);
      const sum = pauses.reduce((s, ms) => s + ms, 0);
      console.log(`    ${(kinds[kind] ?? `kind ${kind}`).padEnd(20)} ${String(pauses.length).padStart(6)} pauses, ${(sum / 1000).toFixed(2)} s (${share(sum).toFixed(1)} % of the time), mean ${(sum / pauses.length).toFixed(1)} ms, longest ${Math.max(...pauses).toFixed(1)} ms`);
    }
  }
}

function describe(opts: Options) {
  const perMinute = requestsPerMemberMinute();
  console.log(`load: ${opts.db === 'postgres' ? `postgres over ${describeServer(benchServerUrl())}` : opts.db}, ${opts.instances} instance${opts.instances > 1 ? `s sharing Redis (${redisUrl()}) behind a round-robin TCP balancer` : ''}, ${opts.workers} load workers, ${os.cpus().length} cores; load ${loadAverage()}`);
  console.log(`mix per member and minute: ${Object.entries(MIX).map(([k, v]) => `${k} ${v.perMinute}`).join(', ')}; about ${perMinute.toFixed(1)} HTTP requests a minute each, plus a socket ping every 3 s`);
}

export async function loadBench(argv: string[]) {
  const { number, string, flag } = benchArgs(argv);
  const db = string('db') ?? 'postgres';
  if (db !== 'postgres' && db !== 'pglite') throw new Error('--db is postgres or pglite');
  const opts: Options = {
    members: number('members', 2000),
    minutes: number('minutes', 5),
    instances: number('instances', 1),
    workers: number('workers', 2),
    db,
    rampSeconds: number('ramp', 30),
    rooms: number('rooms', 8),
    population: string('population') ? number('population', 10_000) : undefined,
    profileDir: string('profile'),
    countStatements: flag('count-statements'),
    statementLog: flag('statement-log'),
    loopWatch: flag('loop-watch'),
  };
  if (opts.instances > 2) throw new Error('--instances is 1 or 2');
  if (opts.instances > 1 && db === 'pglite') throw new Error('the embedded database serves one instance only: --instances 2 needs --db postgres');
  const findLimit = flag('find-limit');
  const steps = (string('steps') ?? DEFAULT_STEPS).split(',').map(Number);
  if (steps.some((s) => !Number.isInteger(s) || s < 2)) throw new Error('--steps: whole member counts, e.g. 500,1000,2000');
  const stepMinutes = number('step-minutes', 1);

  const cleanups: Cleanup[] = [];
  const interrupted = (signal: string) => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp(cleanups).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    describe(opts);
    const setup = await setUp(opts, findLimit ? Math.max(...steps) : opts.members, cleanups);
    if (!findLimit) {
      const result = await runOnce(setup, opts.members, opts.minutes);
      printRun(result);
      const failed = verdicts(result).filter((v) => !v.ok);
      if (failed.length && flag('strict')) process.exitCode = 1;
      return;
    }
    // Steps at growing member counts until a p99 passes the budget: the limit lies between the last two.
    const results: RunResult[] = [];
    for (const count of steps) {
      console.log(`\nstep: ${count} members for ${stepMinutes} min`);
      const r = await runOnce(setup, count, stepMinutes);
      printRun(r);
      results.push(r);
      if (r.httpAll.p99 >= BUDGET.httpP99 || deliveryP99(r) >= BUDGET.deliveryP99) break;
    }
    console.log(`\nfind-limit (${db}, ${opts.instances} instance${opts.instances > 1 ? 's' : ''}, steps of ${stepMinutes} min, ${rampMsOf(opts, stepMinutes) / 1000} s of arrivals each):`);
    printSteps(results);
    const over = results.findIndex((r) => r.httpAll.p99 >= BUDGET.httpP99 || deliveryP99(r) >= BUDGET.deliveryP99);
    if (over < 0) console.log(`limit: not reached; p99 stayed under ${BUDGET.httpP99} ms up to ${results.at(-1)!.members} members`);
    else if (over === 0) console.log(`limit: below ${results[0]!.members} members (p99 over ${BUDGET.httpP99} ms already there)`);
    else console.log(`limit: p99 passes ${BUDGET.httpP99} ms between ${results[over - 1]!.members} and ${results[over]!.members} active members`);
    if (flag('strict') && over >= 0) process.exitCode = 1;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanUp(cleanups);
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/postgres.js';
import { users } from '../apps/server/src/modules/accounts/accounts.table.js';
import { SYNTHETIC_MEMBER_PASSWORD, syntheticEmail } from '../apps/server/src/modules/demo/synthetic-members.js';
import { benchArgs, median, percentile } from './lib/stats.js';
import { SEARCH_MIXES, searchPlans } from './lib/search-plans.js';
import { scratchPostgresDatabase } from './lib/bench-database.js';
import { cli, startServer, type Measure } from './lib/search-server-process.js';

/**
 * Profile search and online users on PostgreSQL with 100,000 synthetic members, at 20 concurrent
 * requests (issue 4 budgets: search p95 < 100 ms, online users p95 < 50 ms), with the plans of the
 * queries. `npm run bench -- search [--count 100000] [--runs 3] [--duration 10] [--connections 20]`
 */
const BUDGET = { search: 100, online: 50 };
const MEMBERS_SIGNED_IN = 20;

const CARD = 'id slug username sex isPremium isVerified isAllowedToVisit lastActiveAt isOnline avatar { id width height }';
const SEARCH = `query ($filter: ProfileSearchFilter) { profileSearch(filter: $filter) { nodes { ${CARD} } hasNextPage endCursor } }`;
const ONLINE = `{ onlineUsers { nodes { ${CARD} } hasNextPage endCursor } }`;

/** Signs synthetic members in through the signIn mutation, each from its own address; varied profile types. */
async function signInMembers(base: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < MEMBERS_SIGNED_IN; i++) {
    const n = 101 + i * 37;
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-transport': 'bearer', 'x-forwarded-for': `10.77.0.${i + 1}` },
      body: JSON.stringify({ query: 'mutation($input: SignInInput!) { signIn(input: $input) { token } }', variables: { input: { email: syntheticEmail(n), password: SYNTHETIC_MEMBER_PASSWORD } } }),
    });
    const body = (await res.json()) as { data?: { signIn?: { token?: string } }; errors?: { extensions?: { code?: string } }[] };
    // A synthetic member may be pending or deactivated: take the next one then.
    if (body.data?.signIn?.token) tokens.push(body.data.signIn.token);
  }
  if (tokens.length < MEMBERS_SIGNED_IN / 2) throw new Error(`only ${tokens.length} members could sign in`);
  return tokens;
}

async function load(base: string, tokens: string[], body: string, connections: number, duration: number): Promise<Measure> {
  let next = 0;
  // Without a callback autocannon answers with its run tracker, an event emitter that is also a promise.
  const instance = autocannon({
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration,
    // Each connection is another signed-in member.
    setupClient: (client) => client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${tokens[next++ % tokens.length]}` }),
    verifyBody: (b) => typeof b === 'string' && b.startsWith('{"data":{') && !b.includes('"errors"'),
  }) as unknown as Promise<autocannon.Result> & NodeJS.EventEmitter;
  // Every response time, for exact percentiles (autocannon's summary has p90 and p97.5, not p95).
  const times: number[] = [];
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result.mismatches > 0) {
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts, ${result.mismatches} answers with errors`);
  }
  const sorted = times.sort((a, b) => a - b);
  return { rps: result.requests.average, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

export async function searchBench(argv: string[]) {
  const { number } = benchArgs(argv);
  const count = number('count', 100_000);
  const runs = number('runs', 3);
  const duration = number('duration', 10);
  const connections = number('connections', 20);
  const scratch = await scratchPostgresDatabase('bench_search');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-search-'));
  const url = new URL(scratch.url);
  const dbName = scratch.name;
  const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let failed = false;
  try {
    console.log(`seeding ${count} members into ${dbName} (the CLI's seed:members):`);
    await cli(['seed:members', '--count', String(count)], env);
    server = await startServer(env);
    const base = `http://127.0.0.1:${server.port}`;
    const tokens = await signInMembers(base);
    console.log(`${tokens.length} members signed in; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

    const targets = [
      ...SEARCH_MIXES.map((mix) => ({ name: `search: ${mix.name}`, kind: 'search' as const, body: JSON.stringify({ query: SEARCH, variables: { filter: mix.filter } }) })),
      { name: 'online users', kind: 'online' as const, body: JSON.stringify({ query: ONLINE }) },
    ];
    const measured = new Map<string, Measure[]>(targets.map((t) => [t.name, []]));
    for (let run = 1; run <= runs; run++) {
      // "Online" lasts 5 minutes: each run starts from activity spread anew from now.
      await cli(['seed:members', '--count', String(count), '--refresh-activity'], env);
      for (const t of targets) {
        if (run === 1) await load(base, tokens, t.body, connections, 2); // warm-up
        const m = await load(base, tokens, t.body, connections, duration);
        measured.get(t.name)!.push(m);
        console.log(`run ${run} ${t.name}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms`);
      }
    }

    const database = await openPostgres(url.toString(), { migrate: false, max: 2 });
    try {
      const [viewer] = await database.db.select().from(users).where(eq(users.email, syntheticEmail(101)));
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) as ${viewer!.username} (${viewer!.sex}), first page:`);
      for (const report of await searchPlans(database.db, database.pool, viewer!, new Date())) {
        console.log(`\n--- ${report.name}: ${report.executionMs} ms${report.seqScanOnUsers ? '  ** SEQ SCAN ON users **' : ''}\n${report.plan}`);
        if (report.seqScanOnUsers) failed = true;
      }
    } finally {
      await database.close();
    }

    console.log(`\nmedians of ${runs} runs × ${duration} s, ${connections} connections, ${count} members, load average now ${os.loadavg()[0]!.toFixed(1)}:`);
    console.log('| query | req/s | p50 ms | p95 ms | p99 ms | budget p95 |\n|---|---|---|---|---|---|');
    for (const t of targets) {
      const ms = measured.get(t.name)!;
      const med = (pick: (m: Measure) => number) => median(ms.map(pick));
      const budget = BUDGET[t.kind];
      const over = med((m) => m.p95) >= budget;
      if (over) failed = true;
      console.log(`| ${t.name} | ${med((m) => m.rps).toFixed(0)} | ${med((m) => m.p50).toFixed(1)} | ${med((m) => m.p95).toFixed(1)} | ${med((m) => m.p99).toFixed(1)} | < ${budget}${over ? ' **over**' : ''} |`);
    }
  } finally {
    await server?.stop();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error('over budget, or a plan reads the users table sequentially');
    process.exitCode = 1;
  }
}

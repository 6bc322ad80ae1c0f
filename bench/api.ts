import { spawn } from 'node:child_process';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { repoRoot } from '../apps/server/test/app-process.js';
import { benchArgs, median } from './lib/stats.js';
import { cpuProfileArgs, serverEnv } from './lib/server-env.js';
import { builtScript } from './lib/built-script.js';

/**
 * Throughput and p99 latency of `currentUser` for a signed-in member over /graphql, beside a bare
 * Fastify route doing the same session lookup, on PGlite and on PostgreSQL.
 * `npm run bench -- api [pglite|postgres] [--runs 3] [--duration 10] [--connections 10]`
 */
interface Measure {
  rps: number;
  p99: number;
}

export async function startServer(backend: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...cpuProfileArgs(), await builtScript('bench/api-server.ts'), backend], {
    cwd: repoRoot,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server (${backend}) exited with ${code}`)));
  });
  const info = JSON.parse(first) as { port: number; token: string; sessionVia: string; password: string; argon2: { memoryCost: number; timeCost: number } };
  return {
    ...info,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function load(opts: autocannon.Options): Promise<Measure> {
  const result = await autocannon(opts);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${opts.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function apiBench(argv: string[]) {
  const { words, number } = benchArgs(argv);
  const backends = words.length ? words : ['pglite', 'postgres'];
  const runs = number('runs', 3);
  const duration = number('duration', 10);
  const connections = number('connections', 10);
  const rows: string[] = [];
  for (const backend of backends) {
    const server = await startServer(backend);
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
      const body = JSON.stringify({ query: '{ currentUser { id username } }' });
      // Both routes must really answer for the member before they are measured.
      const gql = (await (await fetch(`${base}/graphql`, { method: 'POST', headers, body })).json()) as { data?: { currentUser?: { username?: string } } };
      const bare = (await (await fetch(`${base}/bench/session`, { headers })).json()) as { username?: string };
      if (gql.data?.currentUser?.username !== 'bench_member' || bare.username !== 'bench_member') throw new Error('the member is not signed in');
      const targets = {
        graphql: { url: `${base}/graphql`, method: 'POST' as const, headers, body },
        bare: { url: `${base}/bench/session`, method: 'GET' as const, headers },
      };
      // Warm up both (JIT, caches), then alternate the measured runs.
      for (const t of Object.values(targets)) await load({ ...t, connections, duration: 2 });
      const measured: Record<keyof typeof targets, Measure[]> = { graphql: [], bare: [] };
      for (let run = 1; run <= runs; run++) {
        for (const [name, t] of Object.entries(targets) as [keyof typeof targets, (typeof targets)['graphql']][]) {
          const m = await load({ ...t, connections, duration });
          measured[name].push(m);
          console.log(`${backend} ${name} run ${run}: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms`);
        }
      }
      const med = (name: keyof typeof targets) => ({ rps: median(measured[name].map((m) => m.rps)), p99: median(measured[name].map((m) => m.p99)) });
      const g = med('graphql');
      const b = med('bare');
      // The machine's speed drifts within minutes: each GraphQL run is read against the bare run right after it.
      const ratios = measured.graphql.map((m, i) => (100 * m.rps) / measured.bare[i]!.rps);
      rows.push(
        `| ${backend} | ${g.rps.toFixed(0)} | ${g.p99} | ${b.rps.toFixed(0)} | ${b.p99} | ${((100 * g.rps) / b.rps).toFixed(0)} % | ${median(ratios).toFixed(0)} % (${ratios.map((r) => r.toFixed(0)).join(', ')}) | ${server.sessionVia} |`,
      );
    } finally {
      await server.stop();
    }
  }
  console.log(`\nmedians of ${runs} runs × ${duration} s, ${connections} connections:`);
  console.log('| database | GraphQL currentUser req/s | p99 ms | bare route req/s | p99 ms | GraphQL / bare | run by run (median; runs) | session via |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, percentile } from './lib/stats.js';
import { serverEnv } from './lib/server-env.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The burst for the last places (issue 14; decision 0038): `--members` members (200 by default) each
 * reserve one place for an event with `--places` places left (50) at once, over HTTP (POST /graphql
 * reserveEvent with their own sessions), `--concurrency` in flight (all by default). First the same
 * burst of `{ currentUser { id } }` gives the floor: what any authenticated request costs here. Budget: p95 under 200 ms on PostgreSQL, exactly `places`
 * confirmed, the rest on the wait list, 0 people over capacity.
 * `npm run bench -- reservations [pglite|postgres] [--members 200] [--places 50] [--concurrency 200] [--profile <dir>]`
 * (`--profile`: the server's CPU profile, from its start to its end, is written to that directory).
 */
const BUDGET_P95_MS = 200;

const RESERVE = 'mutation ($input: ReserveEventInput!) { reserveEvent(input: $input) { id status waitlistPosition } }';

interface Ready {
  type: 'ready';
  url: string;
  /** Places taken before the burst (one party of 10 and ten of 1). */
  taken: number;
  eventId: string;
  warmUpEventId: string;
  tokens: string[];
  warmUpTokens: string[];
}

/** The app with the event and the members, in its own process (lib/reservations-server.ts). */
async function startServer(backend: string, memberCount: number, places: number, profileDir: string | undefined) {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child: ChildProcess = fork(path.join(here, 'lib/reservations-server.ts'), [backend, String(memberCount), String(places)], { execArgv: ['--import', 'tsx', ...profile], env: serverEnv(), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: { type: string }) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as T);
      };
      const onExit = (code: number) => reject(new Error(`bench server exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = await next<Ready>('ready');
  return {
    ...ready,
    /** The server process's CPU time so far (ms, user + system). */
    async cpuMs() {
      const answer = next<{ ms: number; at: number }>('cpu');
      child.send({ type: 'cpu' });
      const { ms, at } = await answer;
      if (profileDir) console.log(`profile mark ${at} µs`);
      return ms;
    },
    /** Waits until the server's job runner has run every due job. */
    async settle() {
      const answer = next<{ type: 'settle' }>('settle');
      child.send({ type: 'settle' });
      await answer;
    },
    async confirmedPeople() {
      const answer = next<{ people: number }>('count');
      child.send({ type: 'count' });
      return (await answer).people;
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

async function run(backend: string, memberCount: number, places: number, concurrency: number, profileDir: string | undefined): Promise<{ row: string; ok: boolean }> {
  const server = await startServer(backend, memberCount, places, profileDir);
  try {
    /** Sends one request per token, `concurrency` in flight; answers each latency and the wall time. */
    async function burst(tokens: string[], body: (i: number) => string, read: (json: any, status: number) => string) {
      const times: number[] = [];
      const answers = new Map<string, number>();
      let next = 0;
      const t00 = performance.now();
      await Promise.all(
        Array.from({ length: Math.min(concurrency, tokens.length) }, async () => {
          while (next < tokens.length) {
            const i = next++;
            const t0 = performance.now();
            const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` }, body: body(i) });
            const answer = read(await res.json(), res.status);
            times.push(performance.now() - t0);
            answers.set(answer, (answers.get(answer) ?? 0) + 1);
          }
        }),
      );
      return { sorted: times.sort((a, b) => a - b), answers, seconds: (performance.now() - t00) / 1000 };
    }
    const currentUser = () => JSON.stringify({ query: '{ currentUser { id } }' });
    const viewerRead = (json: any, status: number) => (json?.data?.currentUser ? 'ok' : `HTTP ${status}`);
    const reserve = (eventId: string) => () => JSON.stringify({ query: RESERVE, variables: { input: { eventId, femaleGuests: 0, maleGuests: 1, hidden: false } } });
    const statusRead = (json: any, status: number) => json.data?.reserveEvent?.status ?? json.errors?.[0]?.extensions?.code ?? `HTTP ${status}`;
    // A server that has been up a while: its code compiled, the members' phones connected (the app
    // open, waiting for the reservations to open). Another event, other members, not measured.
    await burst(server.warmUpTokens, currentUser, viewerRead);
    await burst(server.warmUpTokens, reserve(server.warmUpEventId), statusRead);
    await server.settle();
    // The floor: the same members, the same sessions, a request that reads nothing but the viewer.
    const cpu0 = await server.cpuMs();
    const floor = await burst(server.tokens, currentUser, viewerRead);
    const cpu1 = await server.cpuMs();
    const { sorted, answers: statuses, seconds } = await burst(server.tokens, reserve(server.eventId), statusRead);
    const cpu2 = await server.cpuMs();
    const over = Math.max(0, (await server.confirmedPeople()) - (server.taken + places));
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    const exact = statuses.get('CONFIRMED') === places && statuses.get('WAITLISTED') === memberCount - places && over === 0;
    const ok = exact && (backend !== 'postgres' || p95 < BUDGET_P95_MS);
    const outcomeText = [...statuses].map(([k, v]) => `${k} ${v}`).join(', ');
    return {
      ok,
      row: `| ${backend} | ${memberCount} | ${Math.min(concurrency, memberCount)} | ${places} | ${percentile(floor.sorted, 95).toFixed(1)} ms | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${percentile(sorted, 100).toFixed(1)} ms | ${seconds.toFixed(2)} s | ${((cpu1 - cpu0) / memberCount).toFixed(2)} / ${((cpu2 - cpu1) / memberCount).toFixed(2)} ms | ${outcomeText} | ${over} |`,
    };
  } finally {
    await server.stop();
  }
}

export async function reservationsBench(argv: string[]) {
  const { words, number, string } = benchArgs(argv);
  const backends = words.length ? words : ['pglite'];
  const memberCount = number('members', 200);
  const places = number('places', 50);
  const concurrency = number('concurrency', memberCount);
  const profileDir = string('profile');
  const rows: string[] = [];
  let ok = true;
  for (const backend of backends) {
    const result = await run(backend, memberCount, places, concurrency, profileDir);
    rows.push(result.row);
    ok &&= result.ok;
  }
  console.log(`| database | members | at once | places left | floor p95 (currentUser) | p50 | p95 (budget ${BUDGET_P95_MS} ms on PostgreSQL) | max | whole burst | app CPU per request: floor / reservation | answers | people over capacity |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (!ok) {
    console.error('over budget, or not exactly the free places confirmed');
    process.exitCode = 1;
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { createDeps } from '../apps/server/src/infra/create-deps.js';
import { buildApp } from '../apps/server/src/app.js';
import { users } from '../apps/server/src/modules/accounts/accounts.table.js';
import { events } from '../apps/server/src/modules/events/events.table.js';
import { reservations } from '../apps/server/src/modules/reservations/reservations.table.js';
import { benchArgs, percentile } from './lib/stats.js';
import { openBenchDatabase } from './lib/bench-database.js';

/**
 * The burst for the last places (issue 14; decision 0038): `--members` members (200 by default) each
 * reserve one place for an event with `--places` places left (50) at once, over HTTP (POST /graphql
 * reserveEvent with their own sessions), `--concurrency` in flight (all by default). First the same
 * burst of `{ currentUser { id } }` gives the floor: what any authenticated request costs here. Budget: p95 under 200 ms on PostgreSQL, exactly `places`
 * confirmed, the rest on the wait list, 0 people over capacity.
 * `npm run bench -- reservations [pglite|postgres] [--members 200] [--places 50] [--concurrency 200]`
 */
const BUDGET_P95_MS = 200;

const RESERVE = 'mutation ($input: ReserveEventInput!) { reserveEvent(input: $input) { id status waitlistPosition } }';

async function run(backend: string, memberCount: number, places: number, concurrency: number): Promise<{ row: string; ok: boolean }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-reservations-'));
  const { config, database, drop } = await openBenchDatabase(backend, dataDir);
  const deps = createDeps(config, database);
  const { app, services } = await buildApp(deps, { webDist: path.join(dataDir, 'no-web'), logger: false });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const db = database.db;
    const now = new Date();
    // 20 places already taken by one earlier party of 10 and ten of 1: the burst is for the last `places`.
    const taken = 20;
    const [event] = await db
      .insert(events)
      .values({
        slug: 'bench-burst',
        titleDe: 'Ansturm',
        titleEn: 'Rush',
        descriptionDe: '-',
        descriptionEn: '-',
        startsAt: new Date(now.getTime() + 7 * 86_400_000),
        publishedAt: now,
        capacity: taken + places,
      })
      .returning();
    const tokens: string[] = [];
    for (let i = 0; i < memberCount + 11; i++) {
      const [u] = await db
        .insert(users)
        .values({ email: `res${i}@bench.invalid`, username: `res${i}`, slug: `res${i}`, passwordHash: '!', sex: 'M', isVerified: i % 3 === 0, emailVerifiedAt: now, phoneVerifiedAt: now })
        .returning({ id: users.id });
      if (i < 11) {
        await db.insert(reservations).values({ userId: u!.id, kind: 'EVENT', eventId: event!.id, date: '2030-01-01', femaleGuests: i === 0 ? 5 : 0, maleGuests: i === 0 ? 5 : 1, status: 'CONFIRMED' });
      } else {
        tokens.push((await services.sessions.start(db, u!.id, null)).token);
      }
    }
    /** Sends one request per token, `concurrency` in flight; answers each latency and the wall time. */
    async function burst(body: (i: number) => string, read: (json: any, status: number) => string) {
      const times: number[] = [];
      const answers = new Map<string, number>();
      let next = 0;
      const t00 = performance.now();
      await Promise.all(
        Array.from({ length: Math.min(concurrency, tokens.length) }, async () => {
          while (next < tokens.length) {
            const i = next++;
            const t0 = performance.now();
            const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` }, body: body(i) });
            const answer = read(await res.json(), res.status);
            times.push(performance.now() - t0);
            answers.set(answer, (answers.get(answer) ?? 0) + 1);
          }
        }),
      );
      return { sorted: times.sort((a, b) => a - b), answers, seconds: (performance.now() - t00) / 1000 };
    }
    // The floor: the same members, the same sessions, a request that reads nothing but the viewer.
    const floor = await burst(
      () => JSON.stringify({ query: '{ currentUser { id } }' }),
      (json, status) => (json?.data?.currentUser ? 'ok' : `HTTP ${status}`),
    );
    const started = performance.now();
    const { sorted, answers: statuses } = await burst(
      () => JSON.stringify({ query: RESERVE, variables: { input: { eventId: event!.id, femaleGuests: 0, maleGuests: 1, hidden: false } } }),
      (json, status) => json.data?.reserveEvent?.status ?? json.errors?.[0]?.extensions?.code ?? `HTTP ${status}`,
    );
    const seconds = (performance.now() - started) / 1000;
    const [confirmed] = await db
      .select({ people: sql<number>`coalesce(sum(${reservations.femaleGuests} + ${reservations.maleGuests}), 0)::int` })
      .from(reservations)
      .where(and(eq(reservations.eventId, event!.id), eq(reservations.status, 'CONFIRMED')));
    const over = Math.max(0, Number(confirmed!.people) - (taken + places));
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    const exact = statuses.get('CONFIRMED') === places && statuses.get('WAITLISTED') === memberCount - places && over === 0;
    const ok = exact && (backend !== 'postgres' || p95 < BUDGET_P95_MS);
    const outcomeText = [...statuses].map(([k, v]) => `${k} ${v}`).join(', ');
    return {
      ok,
      row: `| ${backend} | ${memberCount} | ${Math.min(concurrency, memberCount)} | ${places} | ${percentile(floor.sorted, 95).toFixed(1)} ms | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${percentile(sorted, 100).toFixed(1)} ms | ${seconds.toFixed(2)} s | ${outcomeText} | ${over} |`,
    };
  } finally {
    await app.close();
    await deps.dispose();
    await database.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function reservationsBench(argv: string[]) {
  const { words, number } = benchArgs(argv);
  const backends = words.length ? words : ['pglite'];
  const memberCount = number('members', 200);
  const places = number('places', 50);
  const concurrency = number('concurrency', memberCount);
  const rows: string[] = [];
  let ok = true;
  for (const backend of backends) {
    const result = await run(backend, memberCount, places, concurrency);
    rows.push(result.row);
    ok &&= result.ok;
  }
  console.log(`| database | members | at once | places left | floor p95 (currentUser) | p50 | p95 (budget ${BUDGET_P95_MS} ms on PostgreSQL) | max | whole burst | answers | people over capacity |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (!ok) {
    console.error('over budget, or not exactly the free places confirmed');
    process.exitCode = 1;
  }
}

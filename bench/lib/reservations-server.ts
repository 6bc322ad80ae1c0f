import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { createDeps } from '../../apps/server/src/infra/create-deps.js';
import { buildApp } from '../../apps/server/src/app.js';
import { users } from '../../apps/server/src/modules/accounts/accounts.table.js';
import { events } from '../../apps/server/src/modules/events/events.table.js';
import { reservations } from '../../apps/server/src/modules/reservations/reservations.table.js';
import { scheduledJobs } from '../../apps/server/src/infra/jobs/jobs.table.js';
import { openBenchDatabase } from './bench-database.js';

/**
 * The app the reservations bench sends its bursts to, in a process of its own (forked with IPC: the
 * bench's 200 requests and their answers are not the server's work, as a venue's members are on
 * their phones). Sets up an event with `places` places left after 20 taken, `members` members with
 * their sessions (and as many more for the warm-up), then answers:
 *   → { type: 'ready', url, taken, eventId, warmUpEventId, tokens, warmUpTokens }
 *   ← { type: 'count' } → { type: 'count', people }   (confirmed people on the measured event)
 *   ← { type: 'settle' } → { type: 'settle' }   (once no job is due: the warm-up's follow-ups have run)
 *   ← { type: 'cpu' } → { type: 'cpu', ms, at }   (the process's CPU time so far, user + system; the monotonic clock in µs)
 *   ← { type: 'stop' }  → exits once cleaned up
 */
/** Places taken before the burst (told to the bench in its `ready` message). */
const TAKEN = 20;

const [backend, memberCount, places] = [process.argv[2]!, Number(process.argv[3]), Number(process.argv[4])];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-reservations-'));
const { config, database, drop } = await openBenchDatabase(backend, dataDir);
const deps = createDeps(config, database);
const { app, services } = await buildApp(deps, { webDist: path.join(dataDir, 'no-web'), logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
// As the running app (main.ts): the job runner runs what follows a confirmed reservation (its push,
// the friends' notifications) while the burst goes on.
services.jobs.start();
const db = database.db;
const now = new Date();

async function eventWithMembers(slug: string, prefix: string) {
  const [event] = await db
    .insert(events)
    .values({
      slug,
      titleDe: 'Ansturm',
      titleEn: 'Rush',
      descriptionDe: '-',
      descriptionEn: '-',
      startsAt: new Date(now.getTime() + 7 * 86_400_000),
      publishedAt: now,
      capacity: TAKEN + places,
    })
    .returning();
  // 20 places already taken by one earlier party of 10 and ten of 1: the burst is for the last `places`.
  const tokens: string[] = [];
  for (let i = 0; i < memberCount + 11; i++) {
    const [u] = await db
      .insert(users)
      .values({ email: `${prefix}${i}@bench.invalid`, username: `${prefix}${i}`, slug: `${prefix}${i}`, passwordHash: '!', sex: 'M', isVerified: i % 3 === 0, emailVerifiedAt: now, phoneVerifiedAt: now })
      .returning({ id: users.id });
    if (i < 11) {
      await db.insert(reservations).values({ userId: u!.id, kind: 'EVENT', eventId: event!.id, date: '2030-01-01', femaleGuests: i === 0 ? 5 : 0, maleGuests: i === 0 ? 5 : 1, status: 'CONFIRMED' });
    } else {
      tokens.push((await services.sessions.start(db, u!.id, null)).token);
    }
  }
  return { eventId: event!.id, tokens };
}

const measured = await eventWithMembers('bench-burst', 'res');
const warmUp = await eventWithMembers('bench-warm-up', 'warm');
process.send!({ type: 'ready', url, taken: TAKEN, eventId: measured.eventId, warmUpEventId: warmUp.eventId, tokens: measured.tokens, warmUpTokens: warmUp.tokens });

process.on('message', async (message: { type: 'count' | 'cpu' | 'settle' | 'stop' }) => {
  if (message.type === 'settle') {
    // Until the job runner has run every due job (the warm-up's follow-ups): a quiet server again.
    for (;;) {
      const [due] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.state, 'PENDING'), sql`${scheduledJobs.runAt} <= now()`));
      if (Number(due!.n) === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    process.send!({ type: 'settle' });
    return;
  }
  if (message.type === 'cpu') {
    const used = process.cpuUsage();
    // `at`: the monotonic clock in µs, the clock of a CPU profile's timestamps (--profile).
    process.send!({ type: 'cpu', ms: (used.user + used.system) / 1000, at: Number(process.hrtime.bigint() / 1000n) });
    return;
  }
  if (message.type === 'count') {
    const [confirmed] = await db
      .select({ people: sql<number>`coalesce(sum(${reservations.femaleGuests} + ${reservations.maleGuests}), 0)::int` })
      .from(reservations)
      .where(and(eq(reservations.eventId, measured.eventId), eq(reservations.status, 'CONFIRMED')));
    process.send!({ type: 'count', people: Number(confirmed!.people) });
    return;
  }
  await services.jobs.stop();
  await app.close();
  await deps.dispose();
  await database.close();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});

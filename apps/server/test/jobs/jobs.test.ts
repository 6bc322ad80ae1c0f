import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { openPostgres } from '../../src/db/postgres.js';
import { loadConfig } from '../../src/config.js';
import { cancelJobs, createJobRunner, enqueueJob, pendingJobs, retryDelayMs, type JobRunner } from '../../src/infra/jobs/jobs.js';
import { scheduledJobs } from '../../src/infra/jobs/jobs.table.js';
import { createTestDatabase } from '../test-database.js';

// Durable scheduled work (decision 0035): stored with the change that schedules it, run when due,
// retried with backoff, and run exactly once even when two runners (two app instances) race.

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const HOUR = 3_600_000;

let database: Database;
let clock = new Date('2026-12-01T12:00:00Z');
const now = () => clock;

beforeAll(async () => {
  database = await createTestDatabase();
  // What the handlers "do": one row per run, so a double run shows as a count of 2.
  await database.exec('create table job_effects (job text not null, at timestamptz not null default now())');
});
afterAll(async () => database?.close());

async function effects(job: string): Promise<number> {
  return Number(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from job_effects where job = ${job}`))[0]?.n);
}

function runner(db: Database = database): JobRunner {
  const jobs = createJobRunner({ database: db, now, config });
  jobs.register('test.effect', async (tx, payload) => {
    await tx.execute(sql`insert into job_effects (job) values (${String(payload.job)})`);
    if (payload.fail) throw new Error('the provider answered 503');
  });
  return jobs;
}

describe('scheduled jobs', () => {
  it('runs a job once it is due, not before, and only once', async () => {
    const jobs = runner();
    await enqueueJob(database.db, { kind: 'test.effect', payload: { job: 'later' }, runAt: new Date(clock.getTime() + HOUR) });
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0 });
    expect(await effects('later')).toBe(0);
    clock = new Date(clock.getTime() + HOUR);
    expect(await jobs.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0 });
    expect(await effects('later')).toBe(1);
  });

  it('stores nothing when the transaction that scheduled it rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test.effect', payload: { job: 'rolled-back' }, runAt: clock, key: 'rolled-back' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await pendingJobs(database.db, 'test.effect', 'rolled-back')).toHaveLength(0);
  });

  it('keeps one pending job per kind and key; a cancelled one does not run', async () => {
    const jobs = runner();
    const runAt = new Date(clock.getTime() + HOUR);
    await enqueueJob(database.db, { kind: 'test.effect', payload: { job: 'keyed' }, runAt, key: 'sub-1' });
    await enqueueJob(database.db, { kind: 'test.effect', payload: { job: 'keyed' }, runAt, key: 'sub-1' });
    expect(await pendingJobs(database.db, 'test.effect', 'sub-1')).toHaveLength(1);
    await cancelJobs(database.db, 'test.effect', 'sub-1');
    clock = new Date(clock.getTime() + 2 * HOUR);
    await jobs.runDue();
    expect(await effects('keyed')).toBe(0);
  });

  it('rolls back a failing run, retries it with backoff and gives up after the last attempt', async () => {
    const jobs = createJobRunner({ database, now, config });
    let calls = 0;
    jobs.register(
      'test.flaky',
      async (tx) => {
        calls++;
        await tx.execute(sql`insert into job_effects (job) values ('flaky')`);
        throw new Error('the provider answered 503');
      },
      { maxAttempts: 3 },
    );
    await enqueueJob(database.db, { kind: 'test.flaky', payload: {}, runAt: clock });
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 1 });
    const [retry] = await pendingJobs(database.db, 'test.flaky');
    expect(retry!.attempts).toBe(1);
    expect(retry!.lastError).toContain('503');
    expect(retry!.runAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));
    // Not before the backoff has passed.
    expect(await jobs.runDue()).toEqual({ ran: 0, failed: 0 });
    clock = new Date(clock.getTime() + retryDelayMs(1));
    await jobs.runDue();
    clock = new Date(clock.getTime() + retryDelayMs(2));
    await jobs.runDue();
    expect(calls).toBe(3);
    expect(await pendingJobs(database.db, 'test.flaky')).toHaveLength(0);
    const [failed] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, 'test.flaky'));
    expect(failed!.state).toBe('FAILED');
    // Every failed run's writes were rolled back with it.
    expect(await effects('flaky')).toBe(0);
  });

  it("runs a job's after-commit step once its writes are committed, and not when it failed", async () => {
    const jobs = createJobRunner({ database, now, config });
    const seen: { job: string; committedRows: number }[] = [];
    jobs.register('test.after-commit', async (tx, payload, { afterCommit }) => {
      const job = String(payload.job);
      await tx.execute(sql`insert into job_effects (job) values (${job})`);
      // Read from outside the job's transaction: the row is there only once it has committed.
      afterCommit(() => void effects(job).then((committedRows) => seen.push({ job, committedRows })));
      if (payload.fail) throw new Error('failed after asking for the step');
    }, { maxAttempts: 1 });
    await enqueueJob(database.db, { kind: 'test.after-commit', payload: { job: 'told' }, runAt: clock });
    await enqueueJob(database.db, { kind: 'test.after-commit', payload: { job: 'not-told', fail: true }, runAt: clock });
    expect(await jobs.runDue()).toEqual({ ran: 1, failed: 1 });
    await expect.poll(() => seen).toEqual([{ job: 'told', committedRows: 1 }]);
    expect(await effects('not-told')).toBe(0);
  });

  it('a started runner woken after a commit runs the due job within half a second, not at its next poll; a runner not started stays put', async () => {
    // The poll (setInterval) never fires here: only wake() can run the job.
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const jobs = runner();
    try {
      const idle = runner();
      await enqueueJob(database.db, { kind: 'test.effect', payload: { job: 'woken' }, runAt: clock, key: 'woken' });
      idle.wake();
      await new Promise((r) => setImmediate(r));
      expect(await pendingJobs(database.db, 'test.effect', 'woken')).toHaveLength(1);
      jobs.start();
      await vi.waitFor(async () => expect(await effects('woken')).toBe(1), { timeout: 10_000 });
      await enqueueJob(database.db, { kind: 'test.effect', payload: { job: 'woken-again' }, runAt: clock, key: 'woken-again' });
      jobs.wake();
      await vi.waitFor(async () => expect(await effects('woken-again')).toBe(1), { timeout: 10_000 });
    } finally {
      await jobs.stop();
      vi.useRealTimers();
    }
  });

  it('leaves jobs of kinds it has no handler for to an instance that has one', async () => {
    const other = createJobRunner({ database, now, config });
    other.register('test.other', async () => undefined);
    await enqueueJob(database.db, { kind: 'test.effect', payload: { job: 'not-mine' }, runAt: clock });
    expect(await other.runDue()).toEqual({ ran: 0, failed: 0 });
    expect(await runner().runDue()).toEqual({ ran: 1, failed: 0 });
    expect(await effects('not-mine')).toBe(1);
  });

  it('two runners racing over 60 due jobs run each exactly once', async () => {
    // With TEST_DATABASE_URL: two pools on one PostgreSQL, as two app instances would be.
    const second = process.env.TEST_DATABASE_URL ? await secondPool() : database;
    try {
      const names = Array.from({ length: 60 }, (_, i) => `race-${i}`);
      for (const job of names) await enqueueJob(database.db, { kind: 'test.effect', payload: { job }, runAt: clock });
      const [a, b] = await Promise.all([runner().runDue(), runner(second).runDue()]);
      expect(a.ran + b.ran).toBe(60);
      for (const job of names) expect(await effects(job), job).toBe(1);
      if (second !== database) expect(Math.min(a.ran, b.ran)).toBeGreaterThan(0);
    } finally {
      if (second !== database) await second.close();
    }
  });
});

/** Both drivers answer raw SQL with { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A second connection pool on the same PostgreSQL database as `database`. */
async function secondPool(): Promise<Database> {
  const [current] = rowsOf<{ db: string }>(await database.db.execute(sql`select current_database() as db`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${current!.db}`;
  return openPostgres(url.toString(), { max: 5 });
}

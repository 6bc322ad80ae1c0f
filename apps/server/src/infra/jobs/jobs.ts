import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { scheduledJobs, type ScheduledJobRow } from './jobs.table.js';

// Durable scheduled work (decision 0035). A job is a row; the runner claims one due row at a time
// FOR UPDATE SKIP LOCKED, runs its handler in a savepoint of the same transaction and marks the row
// done there too: the handler's writes and "done" commit together, and a second instance skips the
// locked row instead of running it again. A failing handler rolls back to the savepoint; the row then
// records the error and its next attempt (backoff) in the same transaction.

export interface JobSpec {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** With a key: no second not-yet-done job of the same kind and key is stored (dedupe). */
  key?: string;
}

export interface JobContext {
  now: Date;
  attempt: number;
  /** Runs once the job's transaction has committed (e.g. telling open sockets); never on failure. */
  afterCommit(run: () => void): void;
}

export type JobHandler = (tx: Tx, payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface JobRunner {
  register(kind: string, handler: JobHandler, opts?: { maxAttempts?: number }): void;
  /** Runs every job due at deps.now(); the CLI `jobs run-due` and tests call this. */
  runDue(): Promise<{ ran: number; failed: number }>;
  /** Polls for due jobs every few seconds (the running app). */
  start(): void;
  /**
   * A job due now was just committed: a started runner runs the due jobs within half a second
   * instead of at its next poll (once more after the run in progress, if any). Not started (tests,
   * CLI): nothing.
   */
  wake(): void;
  stop(): Promise<void>;
}

/** Waits before attempt n+1 after n failed attempts: 1 min, 5 min, 30 min, 2 h, 6 h, then 12 h. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000];
export const DEFAULT_MAX_ATTEMPTS = 8;
const POLL_MS = 5_000;
/**
 * A woken runner runs the due jobs this long after the first wake, once for all wakes meanwhile:
 * in a rush (200 members reserving at once) the confirmations' pushes and the friends'
 * notifications then run after the answers instead of between them (decision 0061).
 */
const WAKE_DELAY_MS = 500;
/** Finished jobs are kept this long (to see what ran), then pruned. */
const KEEP_DONE_MS = 30 * 24 * 3_600_000;
/** One runDue() call handles at most this many jobs, so a backlog cannot starve shutdown. */
const BATCH = 500;

/** Stores a job in the caller's transaction, so it commits or rolls back with the change it belongs to. */
export async function enqueueJob(tx: DbOrTx, spec: JobSpec): Promise<void> {
  await tx
    .insert(scheduledJobs)
    .values({ kind: spec.kind, key: spec.key ?? null, payload: spec.payload, runAt: spec.runAt })
    .onConflictDoNothing();
}

/** Drops the not-yet-done jobs of this kind and key (e.g. the renewal after a cancel). */
export async function cancelJobs(tx: DbOrTx, kind: string, key: string): Promise<void> {
  await tx.delete(scheduledJobs).where(and(eq(scheduledJobs.kind, kind), eq(scheduledJobs.key, key), eq(scheduledJobs.state, 'PENDING')));
}

/** The not-yet-done jobs of a kind (and key): what the operator CLI and tests look at. */
export async function pendingJobs(db: DbOrTx, kind: string, key?: string): Promise<ScheduledJobRow[]> {
  const where = [eq(scheduledJobs.kind, kind), eq(scheduledJobs.state, 'PENDING')];
  if (key !== undefined) where.push(eq(scheduledJobs.key, key));
  return db.select().from(scheduledJobs).where(and(...where)).orderBy(scheduledJobs.runAt);
}

export function retryDelayMs(failedAttempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.slice(0, 500);
}

export function createJobRunner(deps: Pick<AppDeps, 'database' | 'now' | 'config'>): JobRunner {
  const handlers = new Map<string, { handler: JobHandler; maxAttempts: number }>();
  const log = pino({ name: 'jobs', level: deps.config.logLevel });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let wokenWhileRunning = false;
  let wakeTimer: NodeJS.Timeout | undefined;
  /** Set while stop() waits: the run in progress ends after its current job (a shutdown is bounded, decision 0057). */
  let stopping = false;

  /** Claims and runs one due job; 'none' when nothing registered here is due. */
  async function runOne(now: Date): Promise<'none' | 'ran' | 'failed'> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return 'none';
    const committed: (() => void)[] = [];
    const outcome = await deps.database.db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.state, 'PENDING'), lte(scheduledJobs.runAt, now), inArray(scheduledJobs.kind, kinds)))
        .orderBy(scheduledJobs.runAt, scheduledJobs.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return 'none';
      const { handler, maxAttempts } = handlers.get(job.kind)!;
      const attempt = job.attempts + 1;
      try {
        await tx.transaction((savepoint) => handler(savepoint, job.payload, { now, attempt, afterCommit: (run) => committed.push(run) }));
        await tx.update(scheduledJobs).set({ state: 'DONE', attempts: attempt, finishedAt: now, lastError: null }).where(eq(scheduledJobs.id, job.id));
        return 'ran';
      } catch (err) {
        const gaveUp = attempt >= maxAttempts;
        log.warn({ job: job.id, kind: job.kind, attempt, gaveUp, err: errorText(err) }, 'job failed');
        await tx
          .update(scheduledJobs)
          .set({
            attempts: attempt,
            lastError: errorText(err),
            ...(gaveUp ? { state: 'FAILED', finishedAt: now } : { runAt: new Date(now.getTime() + retryDelayMs(attempt)) }),
          })
          .where(eq(scheduledJobs.id, job.id));
        committed.length = 0;
        return 'failed';
      }
    });
    for (const run of committed) {
      try {
        run();
      } catch (err) {
        log.warn({ err: errorText(err) }, 'after-commit step of a job failed');
      }
    }
    return outcome;
  }

  async function runDue(): Promise<{ ran: number; failed: number }> {
    const now = deps.now();
    let ran = 0;
    let failed = 0;
    for (let i = 0; i < BATCH && !stopping; i++) {
      const outcome = await runOne(now);
      if (outcome === 'none') break;
      if (outcome === 'ran') ran++;
      else failed++;
    }
    await deps.database.db
      .delete(scheduledJobs)
      .where(and(eq(scheduledJobs.state, 'DONE'), lte(scheduledJobs.finishedAt, new Date(now.getTime() - KEEP_DONE_MS))));
    return { ran, failed };
  }

  function tick() {
    if (running) return;
    running = runDue()
      .catch((err: unknown) => log.error({ err: errorText(err) }, 'running due jobs failed'))
      .finally(() => {
        running = undefined;
        if (wokenWhileRunning && timer) {
          wokenWhileRunning = false;
          tick();
        }
      });
  }

  return {
    register(kind, handler, opts = {}) {
      if (handlers.has(kind)) throw new Error(`job kind registered twice: ${kind}`);
      handlers.set(kind, { handler, maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS });
    },
    runDue,
    start() {
      if (timer) return;
      timer = setInterval(tick, POLL_MS);
      timer.unref();
      tick();
    },
    wake() {
      if (!timer || wakeTimer) return;
      // One run for every wake of the next moment: the follow-ups of a rush go after its answers.
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        if (!timer) return;
        if (running) wokenWhileRunning = true;
        else tick();
      }, WAKE_DELAY_MS);
      wakeTimer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      clearTimeout(wakeTimer);
      wakeTimer = undefined;
      timer = undefined;
      stopping = true;
      try {
        await running;
      } finally {
        stopping = false;
      }
    },
  };
}

/** Jobs due by `now` and not yet run (GET /metrics: job_queue_depth); the partial index of due jobs answers it. */
export async function dueJobCount(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.state, 'PENDING'), lte(scheduledJobs.runAt, now)));
  return Number(row?.count ?? 0);
}

/** How many jobs are waiting and failed, for the operator (kept small: counts by kind and state). */
export async function jobCounts(db: DbOrTx): Promise<{ kind: string; state: string; count: number }[]> {
  return db
    .select({ kind: scheduledJobs.kind, state: scheduledJobs.state, count: sql<number>`count(*)::int` })
    .from(scheduledJobs)
    .groupBy(scheduledJobs.kind, scheduledJobs.state)
    .orderBy(scheduledJobs.kind, scheduledJobs.state);
}

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { bounded } from './bounded.js';

/** Each readiness check answers within this time or counts as failed. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/** A check's answer: never an error message (it could name hosts or users), only what happened. */
export type CheckResult = 'ok' | 'not configured' | 'not checked' | 'error' | 'timeout';
export interface ReadinessChecks {
  database: CheckResult;
  redis: CheckResult;
  storage: CheckResult;
}

export interface Readiness {
  /** From now on GET /readyz answers 503 "shutting down", so a proxy sends no more traffic here. */
  shutDown(): void;
  readonly shuttingDown: boolean;
}

/**
 * GET /readyz (decision 0057): may this instance take traffic? The database answers `select 1`,
 * Redis (when configured) answers PING, files can be stored; each within READY_CHECK_TIMEOUT_MS.
 * 200 `ready`, or 503 naming the failing checks. GET /healthz stays the cheap "the process is alive".
 * Requests that come while a check runs share its answer, so a flood of probes makes one check.
 */
export function registerReadiness(app: FastifyInstance, deps: AppDeps, opts: { timeoutMs?: number } = {}): Readiness {
  const timeoutMs = opts.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  let shuttingDown = false;
  let running: Promise<ReadinessChecks> | null = null;

  async function check(name: keyof ReadinessChecks, run: () => Promise<unknown>, log: FastifyBaseLogger): Promise<CheckResult> {
    const result = await bounded(run, timeoutMs);
    if (result.outcome === 'ok') return 'ok';
    const error = result.outcome === 'error' ? result.error : null;
    log.warn({ check: name, outcome: result.outcome, code: (error as { code?: unknown } | null)?.code, err: error instanceof Error ? error.message.slice(0, 200) : undefined }, 'readiness check failed');
    return result.outcome;
  }

  async function checkAll(log: FastifyBaseLogger): Promise<ReadinessChecks> {
    const { pingRedis, storage } = deps;
    const [database, redis, files] = await Promise.all([
      check('database', () => deps.database.db.execute(sql`select 1`), log),
      pingRedis ? check('redis', pingRedis, log) : ('not configured' as const),
      storage.check ? check('storage', () => storage.check!(), log) : ('not checked' as const),
    ]);
    return { database, redis, storage: files };
  }

  app.get('/readyz', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (shuttingDown) return reply.code(503).send({ status: 'shutting down' });
    running ??= checkAll(req.log).finally(() => (running = null));
    const checks = await running;
    const failing = (Object.keys(checks) as (keyof ReadinessChecks)[]).filter((name) => checks[name] === 'error' || checks[name] === 'timeout');
    if (shuttingDown) return reply.code(503).send({ status: 'shutting down' });
    if (failing.length > 0) return reply.code(503).send({ status: 'not ready', failing, checks });
    return { status: 'ready', checks };
  });

  return {
    shutDown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
  };
}

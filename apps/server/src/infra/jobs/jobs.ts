// PLACEHOLDER until the lead's jobs module lands on main (jobs-api.md): the same contract, kept in
// memory so the payment work can be written and tested against it. `git merge main` replaces it.
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';

export interface JobSpec {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  key?: string;
}
export type JobHandler = (tx: Tx, payload: Record<string, unknown>, ctx: { now: Date; attempt: number }) => Promise<void>;
export interface JobRunner {
  register(kind: string, handler: JobHandler, opts?: { maxAttempts?: number }): void;
  runDue(): Promise<{ ran: number; failed: number }>;
  start(): void;
  stop(): Promise<void>;
}

interface StoredJob extends JobSpec {
  id: number;
  done: boolean;
  attempts: number;
}
const store: StoredJob[] = [];
let nextId = 1;

export async function enqueueJob(_tx: DbOrTx, spec: JobSpec): Promise<void> {
  if (spec.key && store.some((j) => !j.done && j.kind === spec.kind && j.key === spec.key)) return;
  store.push({ ...spec, id: nextId++, done: false, attempts: 0 });
}

export async function cancelJobs(_tx: DbOrTx, kind: string, key: string): Promise<void> {
  for (const j of store) if (!j.done && j.kind === kind && j.key === key) j.done = true;
}

export function createJobRunner(deps: AppDeps): JobRunner {
  const handlers = new Map<string, JobHandler>();
  return {
    register: (kind, handler) => void handlers.set(kind, handler),
    async runDue() {
      let ran = 0;
      let failed = 0;
      for (;;) {
        const now = deps.now();
        const job = store.find((j) => !j.done && handlers.has(j.kind) && j.runAt <= now);
        if (!job) return { ran, failed };
        job.attempts++;
        try {
          await deps.database.db.transaction((tx) => handlers.get(job.kind)!(tx, job.payload, { now, attempt: job.attempts }));
          job.done = true;
          ran++;
        } catch {
          failed++;
          job.runAt = new Date(now.getTime() + 60_000);
          if (job.attempts >= 8) job.done = true;
        }
      }
    },
    start() {},
    async stop() {},
  };
}

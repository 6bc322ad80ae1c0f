/** One step of shutting down, named for the log. */
export interface ShutdownStep {
  name: string;
  run(): Promise<unknown> | unknown;
}

export interface ShutdownOptions {
  timeoutMs: number;
  log(msg: string): void;
  /** Called once the deadline has passed, with the steps still running (main.ts: exit 1). */
  onDeadline(pending: string[]): void;
}

/**
 * Runs the plan in order within `timeoutMs` (decision 0057); the steps of a group (an array) run
 * together. A failing step is logged and the later ones still run: the database, last, is closed
 * whatever happened before (it releases the embedded database's lock). Past the deadline
 * `onDeadline` learns which steps hang; its timer is unref'd, so it never keeps the process.
 * Resolves with true when every step succeeded.
 */
export async function runShutdown(plan: (ShutdownStep | ShutdownStep[])[], opts: ShutdownOptions): Promise<boolean> {
  const pending = new Set<string>();
  const deadline = setTimeout(() => {
    opts.log(`shutdown: not done within ${opts.timeoutMs} ms, still waiting for: ${[...pending].join(', ') || 'nothing'}`);
    opts.onDeadline([...pending]);
  }, opts.timeoutMs);
  deadline.unref();
  let ok = true;
  const runStep = async (step: ShutdownStep) => {
    pending.add(step.name);
    try {
      await step.run();
    } catch (err) {
      ok = false;
      opts.log(`shutdown: ${step.name} failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      pending.delete(step.name);
    }
  };
  try {
    for (const entry of plan) await Promise.all((Array.isArray(entry) ? entry : [entry]).map(runStep));
  } finally {
    clearTimeout(deadline);
  }
  return ok;
}

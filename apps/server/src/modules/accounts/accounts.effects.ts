// Side effects of a use case (e-mail, SMS) run after its transaction committed, in the background:
// the answer does not wait for a mail server or an SMS gateway, and a failed delivery is logged
// and never undoes what was committed. `drain()` waits for the ones under way (tests, shutdown).

export interface EffectLog {
  error(fields: Record<string, unknown>, message: string): void;
}

export interface Effect {
  /** A short label for the log, e.g. 'activation-mail'. Never a recipient, token or body. */
  kind: string;
  userId: string;
  run: () => Promise<void>;
}

/** What of an error may be logged: its class and machine codes, not its message (which may quote a recipient). */
export function describeFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error };
  const e = error as Error & { code?: unknown; responseCode?: unknown; status?: unknown };
  return {
    error: e.name,
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
    ...(typeof e.status === 'number' ? { status: e.status } : {}),
  };
}

export function createEffects(log: EffectLog) {
  const pending = new Set<Promise<void>>();
  return {
    /** Starts each effect now; call only after the transaction committed. */
    run(effects: Effect[]) {
      for (const effect of effects) {
        const task: Promise<void> = Promise.resolve()
          .then(effect.run)
          .catch((error: unknown) => log.error({ kind: effect.kind, userId: effect.userId, ...describeFailure(error) }, 'delivery failed'))
          .finally(() => pending.delete(task));
        pending.add(task);
      }
    },
    /** Resolves once every effect started so far has finished (delivered or logged). */
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

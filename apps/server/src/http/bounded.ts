/** What a bounded call came to: done, failed (with its error), or still running when the time was up. */
export type Bounded<T> = { outcome: 'ok'; value: T } | { outcome: 'error'; error: unknown } | { outcome: 'timeout' };

/**
 * Runs `run` and waits at most `ms` for it (a health check or a scrape must never hang on a lost
 * database or Redis). The call itself is not cancelled; its late result is dropped.
 */
export async function bounded<T>(run: () => Promise<T> | T, ms: number): Promise<Bounded<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Bounded<T>>((resolve) => {
    timer = setTimeout(() => resolve({ outcome: 'timeout' }), ms);
    timer.unref();
  });
  const result = Promise.resolve()
    .then(run)
    .then(
      (value): Bounded<T> => ({ outcome: 'ok', value }),
      (error: unknown): Bounded<T> => ({ outcome: 'error', error }),
    );
  try {
    return await Promise.race([result, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

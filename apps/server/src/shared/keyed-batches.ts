/**
 * Gathers work for one key into batches: the first item starts a batch at once; items that arrive
 * while a batch of their key is running wait and go together in the next one (at most `max`).
 * Batches of one key run one after the other, different keys side by side. For a hot row (the last
 * places of an event): one lock, one statement and one commit for many requests instead of a turn
 * each (decision 0054). `distinct` names what may be in a batch only once (a member): a second item
 * with the same name waits for the next batch.
 *
 * `run` answers each item in order: its result, or an Error for that item alone. A throw fails the
 * whole batch.
 */
export function createKeyedBatches<T, R>(run: (key: string, items: T[]) => Promise<(R | Error)[]>, opts: { max: number; distinct?: (item: T) => string }) {
  interface Waiting {
    item: T;
    resolve(result: R): void;
    reject(error: unknown): void;
  }
  const waiting = new Map<string, Waiting[]>();
  const running = new Set<string>();

  /** The next batch of a key: up to `max` items in order of arrival, each `distinct` name once. */
  function take(queue: Waiting[]): { batch: Waiting[]; rest: Waiting[] } {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const names = new Set<string>();
    for (const w of queue) {
      const name = opts.distinct?.(w.item);
      if (batch.length < opts.max && (name === undefined || !names.has(name))) {
        batch.push(w);
        if (name !== undefined) names.add(name);
      } else rest.push(w);
    }
    return { batch, rest };
  }

  async function drain(key: string): Promise<void> {
    running.add(key);
    try {
      for (let queue = waiting.get(key); queue?.length; queue = waiting.get(key)) {
        const { batch, rest } = take(queue);
        waiting.set(key, rest);
        try {
          const results = await run(
            key,
            batch.map((w) => w.item),
          );
          batch.forEach((w, i) => {
            const result = results[i];
            if (result instanceof Error) w.reject(result);
            else w.resolve(result as R);
          });
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      waiting.delete(key);
      running.delete(key);
    }
  }

  return function submit(key: string, item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = waiting.get(key) ?? [];
      queue.push({ item, resolve, reject });
      waiting.set(key, queue);
      if (!running.has(key)) void drain(key);
    });
  };
}

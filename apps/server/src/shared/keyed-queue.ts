/**
 * Runs tasks with the same key one after the other within this process (different keys in
 * parallel). It does not replace a database lock (other instances still race, and the lock decides);
 * it keeps a burst for one key from holding every pooled connection while they wait on that lock, so
 * the rest of the app's queries still get a connection.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}

/**
 * One read for every caller that asks for the same key while it runs: the callers get the same
 * promise, and the key is forgotten once it settles (a later caller reads afresh). For reads many
 * callers need at the same moment, such as the subscribers of one event, whose views start in the
 * same loop (pubsub.ts): they would read the same rows each.
 */
export function sharedWhilePending<K, T>(): (key: K, read: () => Promise<T>) => Promise<T> {
  const pending = new Map<K, Promise<T>>();
  return (key, read) => {
    let running = pending.get(key);
    if (!running) {
      running = read();
      pending.set(key, running);
      const forget = () => void pending.delete(key);
      running.then(forget, forget);
    }
    return running;
  };
}

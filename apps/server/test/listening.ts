import type { PubSub } from '../src/realtime/pubsub.js';

/**
 * Resolves once the in-process pub/sub has at least `n` live subscriptions of `key` (`room:event:<id>`),
 * i.e. an event published now reaches them; fails after `ms` naming what it waited for. A test waits
 * for the server to listen instead of sleeping and hoping (a fixed wait fails on a loaded machine).
 */
export function untilSubscribed(pubsub: PubSub, key: string, n: number, ms = 10_000): Promise<void> {
  if (pubsub.subscribers(key) >= n) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`timed out waiting for ${n} subscription(s) of ${key} (have ${pubsub.subscribers(key)})`));
    }, ms);
    const stop = pubsub.watchSubscribers(() => {
      if (pubsub.subscribers(key) < n) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

import crypto from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The event target of the pub/sub with REDIS_URL (pubsub.ts): every instance sees every event.
 * Unlike Yoga's Redis event target, an event reaches this instance's own subscribers at once, not
 * through Redis: with Redis lost, each instance keeps serving its own clients, and only the events
 * for other instances' clients wait for it (issue 19; decision 0059). Messages carry the sending
 * instance's id, so an instance skips its own events when Redis echoes them back.
 *
 * While Redis is away, events for other instances are dropped, not queued: the messages themselves
 * are stored, and a client that reconnects catches up from the database. A warning is logged once
 * per outage, and when delivery between instances resumes.
 */
export function createRedisEventTarget(args: { publishClient: Redis; subscribeClient: Redis; available: () => boolean; warn: (msg: string) => void }): EventTarget {
  const { publishClient, subscribeClient, available, warn } = args;
  const instance = crypto.randomBytes(6).toString('base64url');
  const prefix = `${instance}|`;
  const callbacks = new Map<string, Set<(event: Event) => void>>();
  let lost = false;

  const deliver = (type: string, detail: unknown) => {
    const set = callbacks.get(type);
    if (!set) return;
    const event = new CustomEvent(type, { detail });
    for (const callback of set) callback(event);
  };

  subscribeClient.on('message', (channel: string, message: string) => {
    if (message.startsWith(prefix)) return;
    const bar = message.indexOf('|');
    const body = message.slice(bar + 1);
    deliver(channel, body === '' ? null : JSON.parse(body));
  });

  const outage = () => {
    if (lost) return;
    lost = true;
    warn('Redis is unreachable: real-time events reach only the clients of this instance until it returns');
  };
  publishClient.on('ready', () => {
    if (!lost) return;
    lost = false;
    warn('Redis is back: real-time events reach every instance again');
  });

  return {
    // The pub/sub adds one plain function per event type and removes that same function.
    addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
      if (typeof listener !== 'function') return;
      let set = callbacks.get(type);
      if (!set) {
        set = new Set();
        callbacks.set(type, set);
        // Queued while Redis is away (the subscribe client keeps its offline queue), and subscribed
        // again by ioredis after a reconnect.
        subscribeClient.subscribe(type).catch(() => undefined);
      }
      set.add(listener);
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
      const set = callbacks.get(type);
      if (!set || typeof listener !== 'function') return;
      set.delete(listener);
      if (set.size > 0) return;
      callbacks.delete(type);
      subscribeClient.unsubscribe(type).catch(() => undefined);
    },
    dispatchEvent(event: Event) {
      const detail = (event as CustomEvent).detail as unknown;
      deliver(event.type, detail);
      if (!available()) {
        outage();
        return true;
      }
      publishClient.publish(event.type, prefix + (detail === undefined || detail === null ? '' : JSON.stringify(detail))).catch(outage);
      return true;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createFanOutPubSub } from './pubsub.js';

/** An event target that counts its listeners per type. */
class CountingTarget extends EventTarget {
  readonly listeners = new Map<string, number>();
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean): void {
    super.addEventListener(type, listener, options);
    this.listeners.set(type, (this.listeners.get(type) ?? 0) + 1);
  }
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean): void {
    super.removeEventListener(type, listener, options);
    this.listeners.set(type, (this.listeners.get(type) ?? 0) - 1);
  }
}

const seq = (n: number) => ({ seq: n, from: 'test' });

describe('fan-out pub/sub', () => {
  it('every subscriber of a topic and id gets every event once, in order; one listener per event type', async () => {
    const target = new CountingTarget();
    const pubsub = createFanOutPubSub(target);
    const subscribers = [1, 2, 3].map(() => pubsub.subscribe('system:probe', 'a')[Symbol.asyncIterator]());
    const other = pubsub.subscribe('system:probe', 'b')[Symbol.asyncIterator]();
    // A subscription listens from its first next(), as Yoga's did.
    expect(pubsub.subscribers('system:probe:a')).toBe(0);
    const first = subscribers.map((s) => s.next());
    const otherFirst = other.next();
    expect(pubsub.subscribers('system:probe:a')).toBe(3);
    expect(target.listeners.get('system:probe:a')).toBe(1);
    for (let i = 1; i <= 4; i++) pubsub.publish('system:probe', 'a', seq(i));
    pubsub.publish('system:probe', 'b', seq(9));
    for (const [i, s] of subscribers.entries()) {
      const got = [(await first[i]!).value];
      for (let k = 0; k < 3; k++) got.push((await s.next()).value);
      expect(got.map((p) => p.seq)).toEqual([1, 2, 3, 4]);
    }
    expect((await otherFirst).value).toEqual(seq(9));
  });

  it('return() ends the subscription: a waiting next() is done, later events are not kept, the listener goes with the last one', async () => {
    const target = new CountingTarget();
    const pubsub = createFanOutPubSub(target);
    const a = pubsub.subscribe('presence:changed')[Symbol.asyncIterator]();
    const b = pubsub.subscribe('presence:changed')[Symbol.asyncIterator]();
    const waiting = a.next();
    void b.next();
    await a.return!();
    expect(await waiting).toEqual({ value: undefined, done: true });
    pubsub.publish('presence:changed', { online: ['x'], offline: [] });
    expect(await a.next()).toEqual({ value: undefined, done: true });
    expect(pubsub.subscribers('presence:changed')).toBe(1);
    await b.return!();
    expect(pubsub.subscribers('presence:changed')).toBe(0);
    expect(target.listeners.get('presence:changed')).toBe(0);
    // A subscription never iterated never listened: nothing to leave behind.
    await pubsub.subscribe('presence:changed')[Symbol.asyncIterator]().return!();
    expect(target.listeners.get('presence:changed')).toBe(0);
  });

  it('tells watchers when subscriptions start and end', async () => {
    const pubsub = createFanOutPubSub(new EventTarget());
    const seen: number[] = [];
    const stop = pubsub.watchSubscribers(() => seen.push(pubsub.subscribers('blocks:changed')));
    const s = pubsub.subscribe('blocks:changed')[Symbol.asyncIterator]();
    void s.next();
    await s.return!();
    stop();
    expect(seen).toEqual([1, 0]);
  });
});

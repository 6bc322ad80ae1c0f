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

  it('viewed(): each event as the view shows it, decided as it is published (one object for all who see it alike), skipped ones left out', async () => {
    const pubsub = createFanOutPubSub(new EventTarget());
    const shared = new Map<number, { seq: number }>();
    const views: number[] = [];
    const subscribers = [1, 2].map(() =>
      pubsub.subscribe('system:probe', 'v').viewed((p) => {
        views.push(p.seq);
        if (p.seq % 2 === 0) return null;
        let view = shared.get(p.seq);
        if (!view) shared.set(p.seq, (view = { seq: p.seq }));
        return view;
      }),
    );
    const first = subscribers.map((s) => s.next());
    for (let i = 1; i <= 5; i++) pubsub.publish('system:probe', 'v', seq(i));
    // Both subscribers' views ran in the publisher's loop, before anyone asked for the next event.
    expect(views).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    const [a, b] = subscribers as [(typeof subscribers)[0], (typeof subscribers)[0]];
    const gotA = [(await first[0]!).value, (await a.next()).value, (await a.next()).value];
    const gotB = [(await first[1]!).value, (await b.next()).value, (await b.next()).value];
    expect(gotA.map((v) => v!.seq)).toEqual([1, 3, 5]);
    expect(gotA[1]).toBe(gotB[1]);
    await Promise.all(subscribers.map((s) => s.return()));
  });

  it('viewed(): the event a view marks last ends the stream after it, onEnd runs once; a view that throws ends only its own stream, with its error in order', async () => {
    const pubsub = createFanOutPubSub(new EventTarget());
    let ended = 0;
    const ending = pubsub.subscribe('system:probe', 'e').viewed((p) => p.seq, { last: (n) => n === 2, onEnd: () => (ended += 1) });
    let failing = true;
    const failed = pubsub.subscribe('system:probe', 'e').viewed((p) => {
      if (failing && p.seq === 2) throw new Error('view failed');
      return p.seq;
    });
    const other = pubsub.subscribe('system:probe', 'e').viewed((p) => p.seq);
    const starts = [ending.next(), failed.next(), other.next()];
    for (let i = 1; i <= 3; i++) pubsub.publish('system:probe', 'e', seq(i));
    failing = false;
    expect((await starts[0]!).value).toBe(1);
    expect((await ending.next()).value).toBe(2);
    expect(await ending.next()).toEqual({ value: undefined, done: true });
    expect(ended).toBe(1);
    expect((await starts[1]!).value).toBe(1);
    await expect(failed.next()).rejects.toThrow('view failed');
    expect(await failed.next()).toEqual({ value: undefined, done: true });
    // The others' events are all there, in order; the ended streams no longer listen.
    expect([(await starts[2]!).value, (await other.next()).value, (await other.next()).value]).toEqual([1, 2, 3]);
    expect(pubsub.subscribers('system:probe:e')).toBe(1);
    await other.return();
    await ending.return();
    expect(ended).toBe(1);
  });

  it('viewed(): a view that answers later is skipped by a null answer; the views after it see its answer', async () => {
    const pubsub = createFanOutPubSub(new EventTarget());
    const later = <T,>(value: T) => new Promise<T>((r) => setTimeout(() => r(value), 5));
    const s = pubsub
      .subscribe('system:probe', 'l')
      .viewed((p) => later(p.seq === 2 ? null : p.seq))
      .viewed((n) => `#${n}`);
    const first = s.next();
    for (let i = 1; i <= 3; i++) pubsub.publish('system:probe', 'l', seq(i));
    expect((await first).value).toBe('#1');
    expect((await s.next()).value).toBe('#3');
    await s.return();
  });

  it('viewed(): a view that answers with a promise keeps the order; return() before the first next() runs onEnd', async () => {
    const pubsub = createFanOutPubSub(new EventTarget());
    const s = pubsub.subscribe('system:probe', 'p').viewed((p) => (p.seq === 1 ? new Promise<number>((r) => setTimeout(() => r(1), 20)) : p.seq));
    const first = s.next();
    pubsub.publish('system:probe', 'p', seq(1));
    pubsub.publish('system:probe', 'p', seq(2));
    expect((await first).value).toBe(1);
    expect((await s.next()).value).toBe(2);
    await s.return();
    let ended = false;
    await pubsub
      .subscribe('system:probe', 'p')
      .viewed((p) => p, { onEnd: () => (ended = true) })
      .return();
    expect(ended).toBe(true);
  });

  /** A sink that records what it hears. */
  function recorder<T>() {
    const heard: (['next', T] | ['error', unknown] | ['complete'])[] = [];
    return { heard, sink: { next: (v: T) => heard.push(['next', v]), error: (e: unknown) => heard.push(['error', e]), complete: () => heard.push(['complete']) } };
  }

  it('forEach(): each event goes to the sink as it is published, in order, those a view answers later in their place; a null answer skips', async () => {
    const pubsub = createFanOutPubSub(new EventTarget());
    let release: (value: number | null) => void = () => undefined;
    const { heard, sink } = recorder<number>();
    pubsub
      .subscribe('system:probe', 'a')
      // Event 2 is answered later; event 4 later with null (skipped).
      .viewed((p) => (p.seq === 2 || p.seq === 4 ? new Promise<number | null>((r) => (release = r)) : p.seq))
      .forEach(sink);
    expect(pubsub.subscribers('system:probe:a')).toBe(1);
    pubsub.publish('system:probe', 'a', seq(1));
    expect(heard).toEqual([['next', 1]]); // at once, no promise in between
    pubsub.publish('system:probe', 'a', seq(2));
    const second = release;
    pubsub.publish('system:probe', 'a', seq(3));
    expect(heard).toEqual([['next', 1]]); // 3 waits for 2
    second(20);
    await Promise.resolve();
    await Promise.resolve();
    expect(heard).toEqual([['next', 1], ['next', 20], ['next', 3]]);
    pubsub.publish('system:probe', 'a', seq(4));
    pubsub.publish('system:probe', 'a', seq(5));
    release(null);
    await new Promise((r) => setTimeout(r, 0));
    expect(heard).toEqual([['next', 1], ['next', 20], ['next', 3], ['next', 5]]);
  });

  it('forEach(): the last event completes the sink and leaves; a view that throws ends it with the error; return() stops it silently', async () => {
    const pubsub = createFanOutPubSub(new EventTarget());
    const ended: string[] = [];
    const lastOne = recorder<number>();
    pubsub
      .subscribe('system:probe', 'a')
      .viewed((p) => p.seq, { last: (n) => n === 2, onEnd: () => ended.push('last') })
      .forEach(lastOne.sink);
    const failing = recorder<number>();
    const boom = new Error('boom');
    pubsub
      .subscribe('system:probe', 'a')
      .viewed((p) => {
        if (p.seq === 2) throw boom;
        return p.seq;
      })
      .forEach(failing.sink);
    const stopped = recorder<number>();
    const stoppable = pubsub.subscribe('system:probe', 'a').viewed((p) => p.seq);
    stoppable.forEach(stopped.sink);
    pubsub.publish('system:probe', 'a', seq(1));
    await stoppable.return();
    pubsub.publish('system:probe', 'a', seq(2));
    pubsub.publish('system:probe', 'a', seq(3));
    expect(lastOne.heard).toEqual([['next', 1], ['next', 2], ['complete']]);
    expect(ended).toEqual(['last']);
    expect(failing.heard).toEqual([['next', 1], ['error', boom]]);
    expect(stopped.heard).toEqual([['next', 1]]);
    expect(pubsub.subscribers('system:probe:a')).toBe(0);
  });
});

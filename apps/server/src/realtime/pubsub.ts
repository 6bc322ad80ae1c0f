import { setMaxListeners } from 'node:events';
import type { RoomEventPayload } from '../modules/rooms/room-events.js';
import type { RouletteEventPayload } from '../modules/roulette/roulette-events.js';
import type { ConversationEventPayload } from '../modules/conversations/conversation-events.js';

/**
 * Why a member's sockets are checked again (they close unless a valid session and member remain).
 * `verified`: staff verified the member (docs/decisions/0033): the sockets stay, and their
 * subscriptions see the verified member at once instead of at the next minute's check.
 * `statusChanged`: the same for premium granted by a payment (docs/decisions/0034).
 */
export type SignedOutReason = 'signOut' | 'sessionsEnded' | 'timeout' | 'deactivated' | 'deleted' | 'verified' | 'statusChanged';

/**
 * Topics and their payloads. Events go through the pub/sub below; with REDIS_URL its event target
 * is Redis so that every instance sees every event (see create-deps.ts). Topics without an id are read
 * by every instance (few events, or one batch for everybody); topics with an id reach only the
 * instances with a subscriber of that id.
 */
export type PubSubTopics = {
  /** Sessions of the member ended or no longer count (sign-out, timeout, …): their sockets are checked (realtime/session-watch.ts). */
  'user:signedOut': [payload: { userId: string; reason: SignedOutReason }];
  /** A block between two members was added or lifted: cached block sets of either are reloaded. */
  'blocks:changed': [payload: { a: string; b: string }];
  /** Members who came online or went offline for others, batched per instance (modules/presence). */
  'presence:changed': [payload: { online: string[]; offline: string[] }];
  /** A chat room's messages and changes, to its subscribers (decision 0019). */
  'room:event': [roomId: string, payload: RoomEventPayload];
  /** A member's chat roulette: pairing, messages, the partner leaving, reveals (decision 0019). */
  'roulette:event': [userId: string, payload: RouletteEventPayload];
  /** A member's private conversations: new messages, typing and read marks, keyed by the member (decision 0018). */
  'conversation:event': [userId: string, payload: ConversationEventPayload];
  /** Operations probe: numbered events on a private channel prove fan-out between instances (redis tests). */
  'system:probe': [probeId: string, payload: { seq: number; from: string }];
};

type Topic = keyof PubSubTopics;
/** What a subscriber of a topic receives. */
export type PayloadOf<K extends Topic> = PubSubTopics[K] extends [string, infer P] ? P : PubSubTopics[K] extends [infer P] ? P : never;
type IdOf<K extends Topic> = PubSubTopics[K] extends [string, unknown] ? [id: string] : [];

export interface PubSub {
  /** `publish(topic, payload)`, or `publish(topic, id, payload)` for a topic with an id. */
  publish<K extends Topic>(topic: K, ...args: PubSubTopics[K]): void;
  /** The topic's events (with an id: only that id's) from the first `next()` on, until `return()`. */
  subscribe<K extends Topic>(topic: K, ...id: IdOf<K>): Subscription<PayloadOf<K>>;
  /** Live subscriptions in this process of `topic` or `topic:id` (tests wait for them, see test/listening.ts). */
  subscribers(key: string): number;
  /** Calls `listener` whenever a subscription starts or ends; returns the function that stops it. */
  watchSubscribers(listener: () => void): () => void;
}

/** A subscriber's events: an async iterator that joins its topic at the first `next()`. */
export interface Subscription<T> extends AsyncIterableIterator<T> {
  /**
   * The same subscription, each event as `view` shows it to this subscriber (null or undefined:
   * skipped). `view` runs in the publisher's loop over the subscribers, synchronously, as the event
   * arrives: what it returns for one event may be one object shared by every subscriber who sees it
   * alike, and a skipped event costs no promise. It may return a promise (kept in order; null from
   * it skips too). Views stack (each one sees what the one before answered); call before the first
   * `next()`. `last(shown)` (views that answer at once): the stream ends after this event. `onEnd`
   * runs once when the stream ends. A view
   * that throws (or whose promise rejects) ends the stream with that error at its place in the
   * order, and only this subscriber's stream.
   */
  viewed<R>(view: (value: T) => R | Promise<R | null | undefined> | null | undefined, opts?: { last?: (shown: R) => boolean; onEnd?: () => void }): Subscription<R>;
  /**
   * Instead of `next()`: hands each event, as the views show it, to `sink` as it arrives and in
   * order, from now on. A view that answers at once costs no promise (issue 18: a room message to
   * a thousand subscribers). The sink hears `error` when a view fails and `complete` after the
   * last event (`last`); after `return()` it hears nothing more.
   */
  forEach(sink: Sink<T>): void;
  /** Ends the subscription (it stops listening; a waiting `next()` is done). */
  return(): Promise<IteratorResult<T>>;
}

/** Where `Subscription.forEach` hands the events. */
export interface Sink<T> {
  next(value: T): void;
  error(error: unknown): void;
  complete(): void;
}

/**
 * Pub/sub over an event target: in-process (the default) or Redis (every instance sees every
 * event, create-deps.ts). The wire is Yoga's (`createPubSub`): the event type is `topic` or
 * `topic:id`, the payload its `detail`. Unlike Yoga's, a process listens ONCE per event type and
 * hands each event to its local subscribers' queues: with a thousand subscribers of a room, one
 * listener and a loop instead of a thousand listeners and a Repeater each (issue 18: the CPU per
 * room message). A subscription joins at its first `next()` (as Yoga's Repeater does), keeps every
 * event in order, and leaves at `return()`.
 */
export function createFanOutPubSub(target: EventTarget): PubSub {
  const types = new Map<string, { queues: Set<Queue<unknown>>; listener: (event: Event) => void }>();
  const watchers = new Set<() => void>();
  const changed = () => {
    for (const watcher of [...watchers]) watcher();
  };

  function join(type: string, queue: Queue<unknown>) {
    let entry = types.get(type);
    if (!entry) {
      const queues = new Set<Queue<unknown>>();
      const listener = (event: Event) => {
        const detail = (event as CustomEvent).detail as unknown;
        for (const q of queues) q.push(detail);
      };
      entry = { queues, listener };
      types.set(type, entry);
      target.addEventListener(type, listener);
    }
    entry.queues.add(queue);
    changed();
  }

  function leave(type: string, queue: Queue<unknown>) {
    const entry = types.get(type);
    if (!entry?.queues.delete(queue)) return;
    if (entry.queues.size === 0) {
      types.delete(type);
      target.removeEventListener(type, entry.listener);
    }
    changed();
  }

  // The queues hold this, not two closures each (a connection's memory, issue 18).
  const hub: Hub = { join, leave };
  return {
    publish(topic, ...args) {
      const [first, second] = args as unknown[];
      const type = second === undefined ? topic : `${topic}:${String(first)}`;
      target.dispatchEvent(new CustomEvent(type, { detail: second ?? first ?? null }));
    },
    subscribe(topic, ...id) {
      const type = id.length === 0 ? topic : `${topic}:${id[0]}`;
      return new Queue<never>(hub, type);
    },
    subscribers: (key) => types.get(key)?.queues.size ?? 0,
    watchSubscribers(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
  };
}

interface Hub {
  join(type: string, queue: Queue<unknown>): void;
  leave(type: string, queue: Queue<unknown>): void;
}

/** One view of a subscription's events (Subscription.viewed). */
interface Stage {
  view: (value: unknown) => unknown;
  last: ((shown: unknown) => boolean) | undefined;
}

/** The views from `from` on, applied to what a view answered later (they may answer later too). */
async function viewLater(answer: Promise<unknown>, stages: Stage[], from: number): Promise<unknown> {
  let shown = await answer;
  for (let i = from; i < stages.length && shown !== null && shown !== undefined; i++) shown = await stages[i]!.view(shown);
  return shown;
}

/** An error a view threw, in the queue at the place of the event it was for. */
class Failure {
  constructor(readonly error: unknown) {}
}

const DONE: IteratorResult<never> = Object.freeze({ value: undefined, done: true });
/** In a sink's queue: an event a later view skipped. */
const SKIPPED = Symbol('skipped');

/**
 * A subscriber's events in order: a plain queue, its views applied as events arrive, and at most a
 * few waiting `next()` calls. One object per subscription, its methods shared (issue 18: memory per
 * connection).
 */
class Queue<T> implements Subscription<T> {
  private readonly items: unknown[] = [];
  private readonly waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void }[] = [];
  private stages: Stage[] | null = null;
  private endings: (() => void)[] | null = null;
  /** new: not listening yet; open; ending: its last event is in (or a view failed), not listening; done. */
  private state: 'new' | 'open' | 'ending' | 'done' = 'new';
  /** forEach's sink; `awaiting`: the first queued item is a view's promise, being waited for. */
  private sink: Sink<T> | null = null;
  private awaiting = false;

  constructor(
    private readonly hub: Hub,
    private readonly type: string,
  ) {}

  viewed<R>(view: (value: T) => R | Promise<R | null | undefined> | null | undefined, opts: { last?: (shown: R) => boolean; onEnd?: () => void } = {}): Subscription<R> {
    if (this.state !== 'new') throw new Error('viewed() after the subscription started');
    // Arrays of their exact length (a push would reserve room for 16 more, in every subscription).
    const stage: Stage = { view: view as Stage['view'], last: opts.last as Stage['last'] };
    this.stages = this.stages ? [...this.stages, stage] : [stage];
    if (opts.onEnd) this.endings = this.endings ? [...this.endings, opts.onEnd] : [opts.onEnd];
    return this as unknown as Subscription<R>;
  }

  push(value: unknown): void {
    if (this.state !== 'open') return;
    let shown = value;
    let last = false;
    if (this.stages) {
      for (let i = 0; i < this.stages.length; i++) {
        const stage = this.stages[i]!;
        try {
          shown = stage.view(shown);
        } catch (error) {
          shown = new Failure(error);
          last = true;
          break;
        }
        if (shown === null || shown === undefined) return;
        // A view that answers later: the views after it see its answer (a skip stays a skip).
        if (shown instanceof Promise) {
          shown = viewLater(shown, this.stages, i + 1);
          break;
        }
        if (stage.last?.(shown)) last = true;
      }
    }
    if (this.sink) {
      // At once when nothing waits before it (most events): the queue's array stays unallocated.
      if (this.items.length === 0 && !(shown instanceof Promise) && !(shown instanceof Failure)) this.sink.next(shown as T);
      else this.items.push(shown);
      if (last) this.stopListening('ending');
      return this.drain();
    }
    const waiter = this.waiting.shift();
    if (waiter) this.settle(shown, waiter.resolve, waiter.reject);
    else this.items.push(shown);
    if (last) this.stopListening('ending');
  }

  forEach(sink: Sink<T>): void {
    if (this.state !== 'new') throw new Error('forEach() after the subscription started');
    this.sink = sink;
    this.state = 'open';
    this.hub.join(this.type, this as Queue<unknown>);
  }

  /** forEach: hands the queued items to the sink in order, waiting for a view's promise at the head. */
  private drain(): void {
    const sink = this.sink!;
    while (this.items.length > 0 && this.state !== 'done') {
      const item = this.items[0];
      if (item instanceof Promise) {
        if (!this.awaiting) {
          this.awaiting = true;
          item.then(
            (value: unknown) => this.answered(value ?? SKIPPED),
            (error: unknown) => this.answered(new Failure(error)),
          );
        }
        return;
      }
      this.items.shift();
      if (item === SKIPPED) continue;
      if (item instanceof Failure) {
        void this.return();
        return sink.error(item.error);
      }
      sink.next(item as T);
    }
    if (this.state === 'ending' && this.items.length === 0) {
      this.state = 'done';
      this.finish();
      sink.complete();
    }
  }

  /** The promise at the head of a sink's queue answered. */
  private answered(item: unknown): void {
    this.awaiting = false;
    if (this.state === 'done') return;
    this.items[0] = item;
    this.drain();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.state === 'new') {
      this.state = 'open';
      this.hub.join(this.type, this as Queue<unknown>);
    }
    if (this.items.length > 0) return new Promise((resolve, reject) => this.settle(this.items.shift(), resolve, reject));
    if (this.state === 'ending' || this.state === 'done') {
      this.finish();
      return Promise.resolve(DONE);
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  return(): Promise<IteratorResult<T>> {
    this.items.length = 0;
    this.stopListening('done');
    this.finish();
    for (const waiter of this.waiting.splice(0)) waiter.resolve(DONE);
    return Promise.resolve(DONE);
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** Hands one queued item to a `next()`: a value, a view's promise (in order), or a view's error (the end). */
  private settle(item: unknown, resolve: (result: IteratorResult<T>) => void, reject: (error: unknown) => void): void {
    if (item instanceof Failure) {
      void this.return();
      reject(item.error);
    } else if (item instanceof Promise) {
      item.then(
        // A view that answered null later skipped the event: the next one is the answer.
        (value: T) => (value === null || value === undefined ? this.next().then(resolve, reject) : resolve({ value, done: false })),
        (error: unknown) => {
          void this.return();
          reject(error);
        },
      );
    } else {
      resolve({ value: item as T, done: false });
    }
  }

  private stopListening(next: 'ending' | 'done'): void {
    if (this.state === 'done') return;
    if (this.state === 'open') this.hub.leave(this.type, this as Queue<unknown>);
    this.state = next === 'ending' && this.state !== 'new' ? 'ending' : 'done';
    if (this.state === 'ending' && !this.sink) {
      // Nothing more will come: a waiting next() (its item was handed over) is done.
      if (this.items.length === 0) {
        for (const waiter of this.waiting.splice(0)) waiter.resolve(DONE);
        this.finish();
      }
    }
  }

  /** The views' onEnd, once. */
  private finish(): void {
    const endings = this.endings;
    if (!endings) return;
    this.endings = null;
    for (const end of endings) end();
  }
}

/** In-process pub/sub. */
export function createMemoryPubSub(eventTarget: EventTarget = new EventTarget()): PubSub {
  // One listener per event type: a process has a few thousand at most (rooms, members online).
  setMaxListeners(0, eventTarget);
  return createFanOutPubSub(eventTarget);
}

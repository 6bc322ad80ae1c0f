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
  subscribe<K extends Topic>(topic: K, ...id: IdOf<K>): AsyncIterable<PayloadOf<K>>;
  /** Live subscriptions in this process of `topic` or `topic:id` (tests wait for them, see test/listening.ts). */
  subscribers(key: string): number;
  /** Calls `listener` whenever a subscription starts or ends; returns the function that stops it. */
  watchSubscribers(listener: () => void): () => void;
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

  return {
    publish(topic, ...args) {
      const [first, second] = args as unknown[];
      const type = second === undefined ? topic : `${topic}:${String(first)}`;
      target.dispatchEvent(new CustomEvent(type, { detail: second ?? first ?? null }));
    },
    subscribe(topic, ...id) {
      const type = id.length === 0 ? topic : `${topic}:${id[0]}`;
      return { [Symbol.asyncIterator]: () => new Queue<unknown>((q) => join(type, q), (q) => leave(type, q)) } as AsyncIterable<never>;
    },
    subscribers: (key) => types.get(key)?.queues.size ?? 0,
    watchSubscribers(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
  };
}

/** A subscriber's events in order: a plain queue and at most a few waiting `next()` calls. */
class Queue<T> implements AsyncIterableIterator<T> {
  private readonly items: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private state: 'new' | 'open' | 'done' = 'new';

  constructor(
    private readonly onJoin: (q: Queue<T>) => void,
    private readonly onLeave: (q: Queue<T>) => void,
  ) {}

  push(value: T): void {
    if (this.state !== 'open') return;
    const waiter = this.waiting.shift();
    if (waiter) waiter({ value, done: false });
    else this.items.push(value);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.state === 'new') {
      this.state = 'open';
      this.onJoin(this);
    }
    if (this.items.length > 0) return Promise.resolve({ value: this.items.shift()!, done: false });
    if (this.state === 'done') return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    if (this.state !== 'done') {
      const joined = this.state === 'open';
      this.state = 'done';
      this.items.length = 0;
      if (joined) this.onLeave(this);
      for (const waiter of this.waiting.splice(0)) waiter({ value: undefined, done: true });
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** In-process pub/sub. */
export function createMemoryPubSub(eventTarget: EventTarget = new EventTarget()): PubSub {
  // One listener per event type: a process has a few thousand at most (rooms, members online).
  setMaxListeners(0, eventTarget);
  return createFanOutPubSub(eventTarget);
}

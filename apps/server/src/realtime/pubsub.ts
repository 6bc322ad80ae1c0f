import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
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
 * Topics and their payloads. Events go through Yoga's PubSub; with REDIS_URL its event target is
 * Redis so that every instance sees every event (see create-deps.ts). Topics without an id are read
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

export type PubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

/** In-process pub/sub; tests pass an event target that counts its listeners (live subscriptions). */
export function createMemoryPubSub(eventTarget: EventTarget = new EventTarget()): PubSub {
  // Every subscriber of a topic is a listener on one target: thousands are expected, not a leak.
  setMaxListeners(0, eventTarget);
  return createPubSub<PubSubTopics>({ eventTarget });
}

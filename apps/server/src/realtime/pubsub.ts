import { createPubSub } from 'graphql-yoga';

/**
 * Topics and their payloads. Events go through Yoga's PubSub; with REDIS_URL its event target is
 * Redis so that every instance sees every event (see main.ts).
 */
export type PubSubTopics = {
  'user:signedOut': [userId: string, payload: { reason: 'timeout' | 'signOut' }];
  /** Operations probe: numbered events on a private channel prove fan-out between instances (redis tests). */
  'system:probe': [probeId: string, payload: { seq: number; from: string }];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

export function createMemoryPubSub(): PubSub {
  return createPubSub<PubSubTopics>();
}

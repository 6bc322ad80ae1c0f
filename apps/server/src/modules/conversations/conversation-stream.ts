import { Repeater } from 'graphql-yoga';
import { CONVERSATIONS } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { ConversationEventPayload } from './conversation-events.js';

// A member's stream of conversation events over /socket (decision 0017: the topic is keyed by the
// member). Each event is turned into what this subscriber sees (`view`, which may skip it); the
// socket's session watch ends the stream when the member is signed out.

export interface StreamOptions<T> {
  /** What this subscriber sees of an event; null skips it. */
  view: (event: ConversationEventPayload) => Promise<T | null>;
  /** Runs at the start and then every `CONVERSATIONS.liveRenewSeconds` while the stream is open. */
  heartbeat?: () => Promise<void>;
}

export function conversationStream<T>(deps: AppDeps, viewer: UserRow, opts: StreamOptions<T>): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const events = deps.pubsub.subscribe('conversation:event', viewer.id)[Symbol.asyncIterator]();
    let timer: ReturnType<typeof setInterval> | undefined;
    if (opts.heartbeat) {
      const beat = opts.heartbeat;
      await beat().catch(() => undefined);
      timer = setInterval(() => void beat().catch(() => undefined), CONVERSATIONS.liveRenewSeconds * 1000);
      timer.unref();
    }
    void stop.then(() => events.return?.());
    try {
      for (;;) {
        const next = await events.next();
        if (next.done) break;
        const view = await opts.view(next.value);
        if (view) await push(view);
      }
    } catch (error) {
      stop(error);
    } finally {
      clearInterval(timer);
      stop();
    }
  });
}

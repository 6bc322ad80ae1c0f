import { pino } from 'pino';
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

let logger: ReturnType<typeof pino> | undefined;
const log = (deps: AppDeps) => (logger ??= pino({ name: 'conversations', level: deps.config.logLevel }));

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
        // One event this member's view could not be read for (the database busy or away) is left
        // out, not the end of the stream: the next message's seq shows the gap and the web app
        // fetches what it missed (useMessages). Ended, the subscription stayed silent while the
        // socket stayed open, and every later message was lost to it (issue 19, bench faults).
        const view = await opts.view(next.value).catch((error: unknown) => {
          log(deps).warn({ code: (error as { code?: string }).code ?? (error as Error).name }, 'a conversation event was left out for a subscriber');
          return null;
        });
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

import { pino } from 'pino';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { ConversationEventPayload } from './conversation-events.js';

// A member's stream of conversation events over /socket (decision 0017: the topic is keyed by the
// member). Each event is turned into what this subscriber sees (`view`, which may skip it); the
// socket's session watch ends the stream when the member is signed out.

export interface StreamOptions<T> {
  /** What this subscriber sees of an event; null skips it (answered at once where it can be: no promise then). */
  view: (event: ConversationEventPayload) => T | null | Promise<T | null>;
  /** Runs when the stream opens; what it answers runs when the stream ends (the live mark: live-marks.ts). */
  live?: () => Promise<() => void>;
}

let logger: ReturnType<typeof pino> | undefined;
const log = (deps: AppDeps) => (logger ??= pino({ name: 'conversations', level: deps.config.logLevel }));

/**
 * The member's events as `view` shows them, viewed as they are published (pubsub.ts, viewed()):
 * one object per subscription, no Repeater and loop around it (issue 18: memory per connection).
 */
export async function conversationStream<T>(deps: AppDeps, viewer: UserRow, opts: StreamOptions<T>): Promise<AsyncIterable<T>> {
  const endLive = opts.live ? await opts.live() : undefined;
  // One event this member's view could not be read for (the database busy or away) is left out,
  // not the end of the stream: the next message's seq shows the gap and the web app fetches what
  // it missed (useMessages). Ended, the subscription stayed silent while the socket stayed open,
  // and every later message was lost to it (issue 19, bench faults).
  const leftOut = (error: unknown) => {
    log(deps).warn({ code: (error as { code?: string }).code ?? (error as Error).name }, 'a conversation event was left out for a subscriber');
    return null;
  };
  return deps.pubsub.subscribe('conversation:event', viewer.id).viewed(
    (event) => {
      try {
        const shown = opts.view(event);
        return shown instanceof Promise ? shown.catch(leftOut) : shown;
      } catch (error) {
        return leftOut(error);
      }
    },
    { onEnd: endLive },
  );
}

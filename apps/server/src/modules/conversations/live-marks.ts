import { pino } from 'pino';
import { CONVERSATIONS } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { createKeyedBatches } from '../../shared/keyed-batches.js';
import { markLiveMany } from './message-mail.repository.js';

/** At most this many members' marks in one statement. */
const MARKS_PER_STATEMENT = 1000;

/**
 * The "reading live" marks (decision 0018: no message e-mail while a device holds the live
 * subscription) of the members with an open conversation stream on this instance. A stream's member
 * is marked when it opens (streams opening while a mark is being written share the next statement),
 * and every `liveRenewSeconds` one statement renews the marks of all of them; a mark lasts
 * `liveMarkSeconds`, longer than a period, so it never lapses while a stream is open. Before, each
 * stream renewed its own: a statement per member and minute (issue 18).
 */
export function createLiveMarks(deps: AppDeps) {
  const log = pino({ name: 'conversations', level: deps.config.logLevel });
  const db = () => deps.database.db;
  const until = () => new Date(deps.now().getTime() + CONVERSATIONS.liveMarkSeconds * 1000);
  /** Open streams per member. */
  const open = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const firstMarks = createKeyedBatches<string, void>(
    async (_key, ids) => {
      await markLiveMany(db(), [...new Set(ids)], until());
      return ids.map(() => undefined);
    },
    { max: MARKS_PER_STATEMENT },
  );

  /** Renews the marks of every member with an open stream here (the timer; tests call it). */
  async function renew(): Promise<void> {
    const ids = [...open.keys()];
    const at = until();
    for (let i = 0; i < ids.length; i += MARKS_PER_STATEMENT) await markLiveMany(db(), ids.slice(i, i + MARKS_PER_STATEMENT), at);
  }

  return {
    /** A stream of `userId` opens: marked now, renewed until the returned function is called. */
    async open(userId: string): Promise<() => void> {
      open.set(userId, (open.get(userId) ?? 0) + 1);
      if (!timer) {
        timer = setInterval(() => void renew().catch((error: unknown) => log.warn({ code: (error as { code?: string }).code }, 'live marks not renewed')), CONVERSATIONS.liveRenewSeconds * 1000);
        timer.unref();
      }
      // A mark that could not be written (the database busy or away) costs at most an e-mail.
      await firstMarks('live', userId).catch(() => undefined);
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
        if (open.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    renew,
  };
}

export type LiveMarks = ReturnType<typeof createLiveMarks>;

import { ACCOUNT, TIMINGS } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { decodeCursor, isUuid, toPage, type Page } from '../../shared/cursor.js';
import type { UserRow } from './accounts.table.js';
import { hashToken, newToken } from './tokens.js';
import * as repo from './sessions.repository.js';
import { mayEndSession } from './sessions.policy.js';
import { createKeyedBatches } from '../../shared/keyed-batches.js';
import { sharedWhilePending } from '../../shared/shared-while-pending.js';
import type { SignedOutReason } from '../../realtime/pubsub.js';

export interface ResolvedSession {
  user: UserRow;
  tokenHash: string;
}

/** At most this many sessions are looked up in one query. */
const LOOKUP_BATCH_MAX = 250;

export function createSessionsService(deps: AppDeps, opts: { /** This instance announced it (e.g. presence: offline now). */ onSignedOut?: (userId: string, reason: SignedOutReason) => void } = {}) {
  const db = () => deps.database.db;
  const announceSignedOut = (userId: string, reason: SignedOutReason): void => {
    deps.pubsub.publish('user:signedOut', { userId, reason });
    opts.onSignedOut?.(userId, reason);
  };
  // Requests that arrive while a lookup is under way share the next one: in a rush (the last places
  // of an event) 200 requests cost a few round trips to the database instead of 200.
  const lookups = createKeyedBatches<string, repo.SessionWithUser | undefined>(
    async (_, hashes) => {
      const now = deps.now();
      if (hashes.length === 1) return [await repo.findSessionWithUser(db(), hashes[0]!, now)];
      const found = await repo.findSessionsWithUsers(db(), hashes, now);
      return hashes.map((h) => found.get(h));
    },
    { max: LOOKUP_BATCH_MAX },
  );
  // A screen's requests arrive together: one of them marks the session as used, the others wait
  // for that write instead of queueing for the row's lock with writes that would change nothing.
  const touches = sharedWhilePending<string, void>();
  return {
    /** Starts a session for a member; the raw token goes to the client only, once. */
    async start(tx: DbOrTx, userId: string, userAgent: string | null) {
      const token = newToken();
      const expiresAt = new Date(deps.now().getTime() + TIMINGS.sessionDays * 86_400_000);
      await repo.insertSession(tx, { userId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
      return { token, expiresAt };
    },

    /** The member behind a token, or null (unknown, expired, or the member is gone). */
    async resolve(token: string | undefined | null): Promise<ResolvedSession | null> {
      if (!token || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const now = deps.now();
      const row = await lookups('sessions', tokenHash);
      if (!row) return null;
      // The row tells when it was last marked: most requests need no write (nor a round trip) at all.
      if (now.getTime() - row.session.lastUsedAt.getTime() >= 60_000) await touches(row.session.id, () => repo.touchSession(db(), row.session.id, now));
      return { user: row.user, tokenHash };
    },

    async end(tokenHash: string) {
      await repo.deleteSessionByHash(db(), tokenHash);
    },

    /**
     * After a commit that ended sessions of the member or stopped them from counting (timeout,
     * deactivation, deletion): their open sockets are checked and closed (realtime/session-watch.ts).
     */
    announceSignedOut,

    /** For open sockets: which of these sessions still hold, with their members as they are now. */
    liveSessions: (tokenHashes: string[]) => repo.findLiveSessions(db(), tokenHashes, deps.now()),

    async endAllOf(tx: DbOrTx, userId: string) {
      await repo.deleteSessionsOfUser(tx, userId);
    },

    /** Ends the member's sessions except the one of this request (all when it is not theirs). */
    endOthersOf(tx: DbOrTx, userId: string, currentTokenHash: string | null): Promise<number> {
      return repo.deleteOtherSessions(tx, userId, currentTokenHash);
    },

    /** The member's open sessions, newest first. */
    async list(viewer: UserRow, args: { first?: number | null; after?: string | null }): Promise<Page<repo.SessionRow>> {
      const size = Math.min(Math.max(Math.trunc(args.first ?? ACCOUNT.sessionsPageSize), 1), ACCOUNT.sessionsPageSizeMax);
      const rows = await repo.listSessions(db(), viewer.id, deps.now(), args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.createdAt, id: r.id }));
    },

    /** Ends one of the member's other sessions (mayEndSession); that device is signed out at its next request. */
    async endOne(viewer: UserRow, currentTokenHash: string | null, id: unknown): Promise<true> {
      const found = typeof id === 'string' && isUuid(id) ? await repo.findSessionById(db(), id.toLowerCase()) : undefined;
      const decision = mayEndSession(viewer.id, currentTokenHash, found);
      if (!decision.allowed) throw new AppError(decision.code);
      if (!(await repo.deleteSessionOfUser(db(), viewer.id, found!.id))) throw new AppError('NOT_FOUND');
      announceSignedOut(viewer.id, 'sessionsEnded');
      return true;
    },

    /** "Sign out everywhere else": answers how many sessions ended. */
    async endOthers(viewer: UserRow, currentTokenHash: string | null): Promise<number> {
      const ended = await repo.deleteOtherSessions(db(), viewer.id, currentTokenHash);
      if (ended > 0) announceSignedOut(viewer.id, 'sessionsEnded');
      return ended;
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

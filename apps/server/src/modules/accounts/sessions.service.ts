import { TIMINGS } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from './accounts.table.js';
import { hashToken, newToken } from './tokens.js';
import * as repo from './sessions.repository.js';

export interface ResolvedSession {
  user: UserRow;
  tokenHash: string;
}

export function createSessionsService(deps: AppDeps) {
  const db = () => deps.database.db;
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
      const row = await repo.findSessionWithUser(db(), tokenHash, now);
      if (!row) return null;
      await repo.touchSession(db(), row.session.id, now);
      return { user: row.user, tokenHash };
    },

    async end(tokenHash: string) {
      await repo.deleteSessionByHash(db(), tokenHash);
    },

    async endAllOf(tx: DbOrTx, userId: string) {
      await repo.deleteSessionsOfUser(tx, userId);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from './accounts.table.js';
export declare function insertSession(db: DbOrTx, row: {
    userId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent?: string | null;
}): Promise<{
    id: string;
    createdAt: Date;
    userId: string;
    tokenHash: string;
    userAgent: string | null;
    lastUsedAt: Date;
    expiresAt: Date;
}>;
export declare function findSessionWithUser(db: DbOrTx, tokenHash: string, now: Date): Promise<{
    session: {
        id: string;
        userId: string;
        tokenHash: string;
        userAgent: string | null;
        createdAt: Date;
        lastUsedAt: Date;
        expiresAt: Date;
    };
    user: {
        createdAt: Date;
        updatedAt: Date;
        id: string;
        email: string;
        username: string;
        slug: string;
        passwordHash: string;
        phone: string | null;
        sex: string | null;
        language: string;
        admin: boolean;
        isPremium: boolean;
        isVerified: boolean;
        isDeactivated: boolean;
        emailVerifiedAt: Date | null;
        phoneVerifiedAt: Date | null;
        loginTimeoutUntil: Date | null;
        lastActiveAt: Date | null;
        deletedAt: Date | null;
    };
} | undefined>;
/** Of these sessions, those that have not ended or expired, with their member (open sockets are checked with it). */
export declare function findLiveSessions(db: DbOrTx, tokenHashes: string[], now: Date): Promise<Map<string, typeof users.$inferSelect>>;
/** Marks use at most once a minute so that every request does not cost a write. */
export declare function touchSession(db: DbOrTx, sessionId: string, now: Date): Promise<void>;
export declare function deleteSessionByHash(db: DbOrTx, tokenHash: string): Promise<void>;
export declare function deleteSessionsOfUser(db: DbOrTx, userId: string): Promise<void>;
/** Ends every session of the member except the one with `keepTokenHash` (none kept when null). */
export declare function deleteOtherSessions(db: DbOrTx, userId: string, keepTokenHash: string | null): Promise<number>;
export type SessionRow = typeof sessions.$inferSelect;
/** The member's sessions that have not expired, newest first, after the keyset position. */
export declare function listSessions(db: DbOrTx, userId: string, now: Date, after: {
    at: Date;
    id: string;
} | null, limit: number): Promise<SessionRow[]>;
export declare function findSessionById(db: DbOrTx, id: string): Promise<SessionRow | undefined>;
/** Ends one session of this member; answers whether there was one to end. */
export declare function deleteSessionOfUser(db: DbOrTx, userId: string, id: string): Promise<boolean>;

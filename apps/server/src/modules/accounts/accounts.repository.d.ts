import type { DbOrTx } from '../../db/client.js';
import { phoneCodes, users, type UserRow } from './accounts.table.js';
import type { TokenPurpose } from './accounts.policy.js';
export type NewUser = typeof users.$inferInsert;
/** The slug is the lower-cased username: stable, URL-safe (usernames allow only [A-Za-z0-9_-]). */
export declare function slugFor(username: string): string;
export declare function insertUser(db: DbOrTx, row: Omit<NewUser, 'slug'>): Promise<UserRow>;
export declare function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined>;
export declare function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined>;
export declare function updateUser(db: DbOrTx, id: string, patch: Partial<NewUser>): Promise<UserRow | undefined>;
export declare function findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined>;
/** Which of these values other members already use (e-mail and username regardless of case: citext). */
export declare function findTakenFields(db: DbOrTx, values: {
    email: string;
    username: string;
    phone: string;
}): Promise<{
    email: boolean;
    username: boolean;
    phone: boolean;
}>;
export declare function insertAccountToken(db: DbOrTx, row: {
    userId: string;
    purpose: TokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
    newEmail?: string;
}): Promise<void>;
export declare function findAccountToken(db: DbOrTx, tokenHash: string): Promise<{
    id: string;
    userId: string;
    purpose: string;
    tokenHash: string;
    newEmail: string | null;
    expiresAt: Date;
    usedAt: Date | null;
    createdAt: Date;
} | undefined>;
/** Marks the token used if it still is usable; returns it only then (one winner under concurrency). */
export declare function consumeAccountToken(db: DbOrTx, tokenHash: string, purpose: TokenPurpose, now: Date): Promise<{
    id: string;
    userId: string;
    purpose: string;
    tokenHash: string;
    newEmail: string | null;
    expiresAt: Date;
    usedAt: Date | null;
    createdAt: Date;
} | undefined>;
/** Ends every still-open link of this purpose of the member (e.g. older reset links after a reset). */
export declare function invalidateAccountTokens(db: DbOrTx, userId: string, purpose: TokenPurpose, now: Date): Promise<void>;
/** When the member's latest link of this purpose was made, for the resend cool-down. */
export declare function latestAccountTokenAt(db: DbOrTx, userId: string, purpose: TokenPurpose): Promise<Date | null>;
/** The address of the member's newest e-mail change link that still works, or null. */
export declare function pendingEmailChange(db: DbOrTx, userId: string, now: Date): Promise<string | null>;
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
export declare function upsertPhoneCode(db: DbOrTx, row: {
    userId: string;
    phone: string;
    codeHash: string;
    expiresAt: Date;
    sentAt: Date;
}): Promise<void>;
export declare function findPhoneCode(db: DbOrTx, userId: string): Promise<PhoneCodeRow | undefined>;
/** Counts one attempt if any are left; returns the row as it was before counting, or nothing. */
export declare function countPhoneCodeAttempt(db: DbOrTx, userId: string, maxAttempts: number): Promise<PhoneCodeRow | undefined>;
export declare function deletePhoneCode(db: DbOrTx, userId: string): Promise<void>;
/** Reads the member and locks the row until the transaction ends (serialises resends and code checks). */
export declare function lockUserById(db: DbOrTx, id: string): Promise<UserRow | undefined>;

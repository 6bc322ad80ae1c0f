import { type SQL } from 'drizzle-orm';
import { type UserRow } from './accounts.table.js';
export type Decision = {
    allowed: true;
} | {
    allowed: false;
    code: DenyCode;
    retryAfterSeconds?: number;
};
type DenyCode = 'RESEND_COOLDOWN' | 'ALREADY_VERIFIED' | 'PHONE_CODE_EXPIRED' | 'PHONE_CODE_ATTEMPTS';
/** A login timeout in the future suspends the member: only currentUser and signOut remain. */
export declare function isTimedOut(user: Pick<UserRow, 'loginTimeoutUntil'>, now: Date): boolean;
/** Another message (link or code) may go out once the cool-down since the last one has passed. */
export declare function mayResendNow(lastSentAt: Date | null | undefined, now: Date, cooldownSeconds: number): Decision;
/** A new activation link only for a member whose address is not confirmed yet, and not within the cool-down. */
export declare function mayResendActivationEmail(user: Pick<UserRow, 'emailVerifiedAt'>, lastSentAt: Date | null | undefined, now: Date): Decision;
/**
 * A new SMS code: not for a member whose stored number is verified (unless a new number is given),
 * and not within the cool-down — changing the number does not skip it.
 */
export declare function maySendPhoneCode(user: Pick<UserRow, 'phoneVerifiedAt'>, changesNumber: boolean, lastSentAt: Date | null | undefined, now: Date): Decision;
/** One more try at the SMS code: while attempts are left and the code has not expired. */
export declare function phoneCodeAttemptAllowed(code: {
    attempts: number;
    expiresAt: Date;
}, now: Date): Decision;
export type TokenPurpose = 'email_activation' | 'password_reset' | 'email_change';
/** An e-mailed link works once, for its own purpose, until it expires. */
export declare function isTokenUsable(token: {
    purpose: string;
    usedAt: Date | null;
    expiresAt: Date;
}, purpose: TokenPurpose, now: Date): boolean;
/** When a new link of this purpose stops working. */
export declare function tokenExpiry(purpose: TokenPurpose, now: Date): Date;
export declare const MEMBER_STATUSES: readonly ["PENDING_ACTIVATION", "ACTIVE", "VERIFIED", "DEACTIVATED", "TIMED_OUT", "ADMIN"];
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
type StatusFields = Pick<UserRow, 'admin' | 'loginTimeoutUntil' | 'isDeactivated' | 'emailVerifiedAt' | 'phoneVerifiedAt' | 'isVerified' | 'isPremium'>;
/** The one status a member is counted under: the first that applies, in this order. */
export declare function memberStatus(user: StatusFields, now: Date): MemberStatus;
/** memberStatus as SQL over the users table, for counting in the database (kept equal by a test). */
export declare function memberStatusSql(now: Date): SQL<MemberStatus>;
export {};

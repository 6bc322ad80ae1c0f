import { sql, type SQL } from 'drizzle-orm';
import { TIMINGS } from '@venue/shared';
import { users, type UserRow } from './accounts.table.js';

// Pure rules about accounts. Each says allowed, or why not (an error code, sometimes with a time).

export type Decision = { allowed: true } | { allowed: false; code: DenyCode; retryAfterSeconds?: number };
type DenyCode = 'RESEND_COOLDOWN' | 'ALREADY_VERIFIED' | 'PHONE_CODE_EXPIRED' | 'PHONE_CODE_ATTEMPTS';

const ALLOWED: Decision = { allowed: true };

/** A login timeout in the future suspends the member: only currentUser and signOut remain. */
export function isTimedOut(user: Pick<UserRow, 'loginTimeoutUntil'>, now: Date): boolean {
  return !!user.loginTimeoutUntil && user.loginTimeoutUntil.getTime() > now.getTime();
}

/** Another message (link or code) may go out once the cool-down since the last one has passed. */
export function mayResendNow(lastSentAt: Date | null | undefined, now: Date, cooldownSeconds: number): Decision {
  if (!lastSentAt) return ALLOWED;
  const waitMs = lastSentAt.getTime() + cooldownSeconds * 1000 - now.getTime();
  if (waitMs <= 0) return ALLOWED;
  return { allowed: false, code: 'RESEND_COOLDOWN', retryAfterSeconds: Math.ceil(waitMs / 1000) };
}

/** A new activation link only for a member whose address is not confirmed yet, and not within the cool-down. */
export function mayResendActivationEmail(user: Pick<UserRow, 'emailVerifiedAt'>, lastSentAt: Date | null | undefined, now: Date): Decision {
  if (user.emailVerifiedAt) return { allowed: false, code: 'ALREADY_VERIFIED' };
  return mayResendNow(lastSentAt, now, TIMINGS.emailResendCooldownSeconds);
}

/**
 * A new SMS code: not for a member whose stored number is verified (unless a new number is given),
 * and not within the cool-down — changing the number does not skip it.
 */
export function maySendPhoneCode(user: Pick<UserRow, 'phoneVerifiedAt'>, changesNumber: boolean, lastSentAt: Date | null | undefined, now: Date): Decision {
  if (user.phoneVerifiedAt && !changesNumber) return { allowed: false, code: 'ALREADY_VERIFIED' };
  return mayResendNow(lastSentAt, now, TIMINGS.phoneResendCooldownSeconds);
}

/** One more try at the SMS code: while attempts are left and the code has not expired. */
export function phoneCodeAttemptAllowed(code: { attempts: number; expiresAt: Date }, now: Date): Decision {
  if (code.attempts >= TIMINGS.phoneCodeMaxAttempts) return { allowed: false, code: 'PHONE_CODE_ATTEMPTS' };
  if (code.expiresAt.getTime() <= now.getTime()) return { allowed: false, code: 'PHONE_CODE_EXPIRED' };
  return ALLOWED;
}

export type TokenPurpose = 'email_activation' | 'password_reset' | 'email_change';

/** An e-mailed link works once, for its own purpose, until it expires. */
export function isTokenUsable(token: { purpose: string; usedAt: Date | null; expiresAt: Date }, purpose: TokenPurpose, now: Date): boolean {
  return token.purpose === purpose && !token.usedAt && token.expiresAt.getTime() > now.getTime();
}

/** When a new link of this purpose stops working. */
export function tokenExpiry(purpose: TokenPurpose, now: Date): Date {
  const ms = purpose === 'password_reset' ? TIMINGS.resetTokenMinutes * 60_000 : TIMINGS.emailTokenHours * 3_600_000;
  return new Date(now.getTime() + ms);
}

export const MEMBER_STATUSES = ['PENDING_ACTIVATION', 'ACTIVE', 'VERIFIED', 'DEACTIVATED', 'TIMED_OUT', 'ADMIN'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

type StatusFields = Pick<UserRow, 'admin' | 'loginTimeoutUntil' | 'isDeactivated' | 'emailVerifiedAt' | 'phoneVerifiedAt' | 'isVerified' | 'isPremium'>;

/** The one status a member is counted under: the first that applies, in this order. */
export function memberStatus(user: StatusFields, now: Date): MemberStatus {
  if (user.admin) return 'ADMIN';
  if (isTimedOut(user, now)) return 'TIMED_OUT';
  if (user.isDeactivated) return 'DEACTIVATED';
  if (!user.emailVerifiedAt || !user.phoneVerifiedAt) return 'PENDING_ACTIVATION';
  if (user.isVerified || user.isPremium) return 'VERIFIED';
  return 'ACTIVE';
}

/** memberStatus as SQL over the users table, for counting in the database (kept equal by a test). */
export function memberStatusSql(now: Date): SQL<MemberStatus> {
  const at = now.toISOString();
  return sql<MemberStatus>`case
    when ${users.admin} then 'ADMIN'
    when ${users.loginTimeoutUntil} > ${at}::timestamptz then 'TIMED_OUT'
    when ${users.isDeactivated} then 'DEACTIVATED'
    when ${users.emailVerifiedAt} is null or ${users.phoneVerifiedAt} is null then 'PENDING_ACTIVATION'
    when ${users.isVerified} or ${users.isPremium} then 'VERIFIED'
    else 'ACTIVE' end`;
}

import type { ErrorCode } from '@venue/shared';
import { AppError } from './app-error.js';
import { isUuid } from './cursor.js';

// What every *.policy.ts answers: allowed, or refused with the error code the API reports. The
// services ask the policy and call assertAllowed; the `viewerCan` fields read `allowed`.

export type Decision = { allowed: true } | { allowed: false; code: ErrorCode };

export const ALLOWED: Decision = { allowed: true };

export const deny = (code: ErrorCode): Decision => ({ allowed: false, code });

/** The refusal as the API's error (with the field it concerns, when one is named), or null when allowed. */
export function refusalOf(decision: Decision, field?: string): AppError | null {
  return decision.allowed ? null : new AppError(decision.code, field ? { fields: [{ field, code: decision.code }] } : {});
}

/** Throws the refusal as the API's error (with the field it concerns, when one is named). */
export function assertAllowed(decision: Decision, field?: string): void {
  const refusal = refusalOf(decision, field);
  if (refusal) throw refusal;
}

/** An id as a client sent it: anything but a UUID is NOT_FOUND, as an unknown one is (nothing read). */
export function idOrNotFound(id: unknown): string {
  if (typeof id !== 'string' || !isUuid(id)) throw new AppError('NOT_FOUND');
  return id.toLowerCase();
}

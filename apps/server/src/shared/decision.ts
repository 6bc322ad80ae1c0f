import type { ErrorCode } from '@venue/shared';
import { AppError } from './app-error.js';
import { isUuid } from './cursor.js';

// What every *.policy.ts answers: allowed, or refused with the error code the API reports. The
// services ask the policy and call assertAllowed; the `viewerCan` fields read `allowed`.

export type Decision = { allowed: true } | { allowed: false; code: ErrorCode };

export const ALLOWED: Decision = { allowed: true };

export const deny = (code: ErrorCode): Decision => ({ allowed: false, code });

/** Throws the refusal as the API's error (with the field it concerns, when one is named). */
export function assertAllowed(decision: Decision, field?: string): void {
  if (!decision.allowed) throw new AppError(decision.code, field ? { fields: [{ field, code: decision.code }] } : {});
}

/** An id as a client sent it: anything but a UUID is NOT_FOUND, as an unknown one is (nothing read). */
export function idOrNotFound(id: unknown): string {
  if (typeof id !== 'string' || !isUuid(id)) throw new AppError('NOT_FOUND');
  return id.toLowerCase();
}

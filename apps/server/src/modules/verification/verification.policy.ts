import { VERIFICATION, stripInvisibleFromText, type VerificationChecklistItem, type VerificationState } from '@venue/shared';
import type { UserRow } from '../accounts/accounts.table.js';
import { membersAreaDecision } from '../profiles/members-area.policy.js';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Pure rules of verification by selfie (spec §4, §5, §6; docs/decisions/0033).

type Requester = Pick<UserRow, 'admin' | 'isVerified' | 'isDeactivated' | 'emailVerifiedAt' | 'phoneVerifiedAt'>;

/** The facts of one request the rules look at. */
export interface RequestFacts {
  userId: string;
  state: VerificationState;
  selfieStorageKey: string | null;
}

/**
 * Starting a request: members only (staff are not members, decision 0031), in the members' area
 * (activated, not deactivated), not verified already, and none PENDING (spec §4: one at a time).
 * A premium member who is not verified may still ask: verification outlasts a subscription.
 */
export function mayStartVerification(member: Requester | null, hasPending: boolean): Decision {
  const area = membersAreaDecision(member);
  if (!area.allowed) return deny(area.code);
  if (member!.admin) return deny('STAFF_NOT_MEMBER');
  if (member!.isVerified) return deny('VERIFICATION_ALREADY_VERIFIED');
  if (hasPending) return deny('VERIFICATION_PENDING_EXISTS');
  return ALLOWED;
}

/**
 * Uploading the selfie: to one's own PENDING request, once. Someone else's request is NOT_FOUND
 * (as an unknown id); a decided one takes no more files.
 */
export function mayUploadSelfie(member: Requester | null, request: RequestFacts | null | undefined, memberId: string | null): Decision {
  const area = membersAreaDecision(member);
  if (!area.allowed) return deny(area.code);
  if (!request || request.userId !== memberId) return deny('NOT_FOUND');
  if (request.state !== 'PENDING') return deny('VERIFICATION_NOT_PENDING');
  if (request.selfieStorageKey) return deny('VERIFICATION_SELFIE_EXISTS');
  return ALLOWED;
}

/** Reading the queue, a request's details and its selfie: staff only (spec §6 Admin). */
export function mayReviewVerifications(viewer: Pick<UserRow, 'admin'> | null): Decision {
  if (!viewer) return deny('NOT_SIGNED_IN');
  return viewer.admin ? ALLOWED : deny('NOT_ALLOWED');
}

/** Approving or denying: staff, on a PENDING request whose selfie has arrived. */
export function mayDecide(viewer: Pick<UserRow, 'admin'> | null, request: RequestFacts | null | undefined): Decision {
  const staff = mayReviewVerifications(viewer);
  if (!staff.allowed) return staff;
  if (!request) return deny('NOT_FOUND');
  if (request.state !== 'PENDING') return deny('VERIFICATION_NOT_PENDING');
  if (!request.selfieStorageKey) return deny('VERIFICATION_SELFIE_MISSING');
  return ALLOWED;
}

/** A denial's reason as the member will read it: trimmed, invisible controls removed, within the limits of packages/shared. */
export function checkDenyReason(reason: unknown): { ok: true; reason: string } | { ok: false; code: 'VERIFICATION_REASON_TOO_SHORT' | 'VERIFICATION_REASON_TOO_LONG' } {
  const text = typeof reason === 'string' ? stripInvisibleFromText(reason).trim() : '';
  if ([...text].length < VERIFICATION.denyReasonMin) return { ok: false, code: 'VERIFICATION_REASON_TOO_SHORT' };
  if ([...text].length > VERIFICATION.denyReasonMax) return { ok: false, code: 'VERIFICATION_REASON_TOO_LONG' };
  return { ok: true, reason: text };
}

/** What staff check on the selfie (spec §5): both people in the picture only for couples. */
export function checklistFor(sex: string | null): VerificationChecklistItem[] {
  const couple = sex === 'MF' || sex === 'MM' || sex === 'FF';
  return couple ? ['CODE_VISIBLE', 'BOTH_PEOPLE', 'AVATAR_NO_GENITALS'] : ['CODE_VISIBLE', 'AVATAR_NO_GENITALS'];
}

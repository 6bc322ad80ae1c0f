// Free verification by a selfie that staff review (spec §4, §5; docs/decisions/0033).

/** The states of a verification request (spec §4); only one PENDING per member at a time. */
export const VERIFICATION_STATES = ['PENDING', 'VERIFIED', 'DENIED'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** What staff check on a selfie (spec §5); BOTH_PEOPLE applies to couples only. */
export const VERIFICATION_CHECKLIST = ['CODE_VISIBLE', 'BOTH_PEOPLE', 'AVATAR_NO_GENITALS'] as const;
export type VerificationChecklistItem = (typeof VERIFICATION_CHECKLIST)[number];

export const VERIFICATION = {
  /** Characters of the one-time code the member writes on paper (no 0/O, 1/I/L: easy to read back). */
  codeLength: 6,
  codeAlphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789',
  /** A denial's reason, which the member reads. */
  denyReasonMin: 5,
  denyReasonMax: 500,
  /** Staff's queue. */
  pageSize: 20,
  pageSizeMax: 50,
  /** Past requests shown to the member. */
  ownRequestsMax: 50,
} as const;

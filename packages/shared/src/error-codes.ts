// Stable machine codes carried in GraphQL `extensions.code` and JSON:API `errors[].code`.
// The web app translates each through its catalogues (`errors.<CODE>`).
export const ERROR_CODES = [
  'INTERNAL',
  'BAD_INPUT',
  'NOT_FOUND',
  'NOT_ALLOWED',
  'NOT_SIGNED_IN',
  'RATE_LIMITED',
  'WRONG_CREDENTIALS',
  'USER_NOT_FOUND',
  'INVALID_EMAIL',
  'USERNAME_INVALID',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'SIGN_UP_FAILED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'INVALID_RESET_TOKEN',
  'WRONG_PHONE_CODE',
  'PHONE_CODE_EXPIRED',
  'PHONE_CODE_ATTEMPTS',
  'INVALID_EMAIL_LINK',
  'PHONE_INVALID_OR_TAKEN',
  'RESEND_COOLDOWN',
  'ALREADY_VERIFIED',
  'EMAIL_NOT_VERIFIED',
  'LOGIN_TIMEOUT',
  'ACCOUNT_DEACTIVATED',
  'NEED_VERIFIED',
  'NEED_ACTIVE',
  'NEED_PHONE_AND_EMAIL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field-level issue inside a BAD_INPUT error: which field, which code. */
export interface FieldIssue {
  field: string;
  code: ErrorCode;
}

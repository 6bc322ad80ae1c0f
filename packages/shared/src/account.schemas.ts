import { z } from 'zod';
import { LIMITS } from './limits.js';
import { LANGUAGES } from './enums.js';

// Each message is an error code; forms and server translate codes, never raw text.
export const usernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMin, 'USERNAME_INVALID')
  .max(LIMITS.usernameMax, 'USERNAME_INVALID')
  .regex(/^[A-Za-z0-9_-]+$/, 'USERNAME_INVALID');

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax, 'INVALID_EMAIL')
  .pipe(z.email('INVALID_EMAIL'))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, 'PASSWORD_TOO_SHORT')
  .max(LIMITS.passwordMax, 'PASSWORD_TOO_LONG');

/**
 * Writes a phone number the way it is stored: "+", country code, subscriber number. Spaces, dots,
 * dashes and brackets go; "00" before the country code becomes "+"; a Swiss local number
 * ("079 123 45 67": a 0 and nine digits) gets +41 in place of its 0. Anything else stays as typed
 * (and the pattern below refuses it).
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s()./-]/g, '');
  if (/^00[1-9]/.test(compact)) return `+${compact.slice(2)}`;
  if (/^0[1-9][0-9]{8}$/.test(compact)) return `+41${compact.slice(1)}`;
  return compact;
}

/**
 * A mobile number: international ("+41 79 123 45 67", "0041 79 …") or Swiss local ("079 123 45 67"),
 * normalised to "+41791234567". Empty is PHONE_REQUIRED, never "wrong or taken".
 */
export const phoneSchema = z
  .string()
  .transform(normalisePhone)
  .pipe(
    z
      .string()
      .min(1, { message: 'PHONE_REQUIRED', abort: true })
      .min(LIMITS.phoneMin, 'PHONE_INVALID_OR_TAKEN')
      .max(LIMITS.phoneMax, 'PHONE_INVALID_OR_TAKEN')
      .regex(/^\+[1-9][0-9]{6,14}$/, 'PHONE_INVALID_OR_TAKEN'),
  );

export const languageSchema = z.enum(LANGUAGES);

export const signUpInput = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  phone: phoneSchema,
  language: languageSchema.optional(),
  /** The "I am at least 18" box: membership is for adults only. */
  confirmsAdult: z.literal(true, 'ADULT_CONFIRMATION_REQUIRED'),
  /** The box accepting the terms (AGB) and the privacy policy in their current versions. */
  acceptsTerms: z.literal(true, 'TERMS_CONSENT_REQUIRED'),
});
export type SignUpInput = z.input<typeof signUpInput>;

export const signInInput = z.object({
  // A malformed address can belong to no member: refused before any lookup.
  email: z
    .string()
    .trim()
    .min(1, 'WRONG_CREDENTIALS')
    .max(LIMITS.emailMax, 'WRONG_CREDENTIALS')
    .pipe(z.email('INVALID_EMAIL'))
    .transform((v) => v.toLowerCase()),
  password: z.string().min(1, 'WRONG_CREDENTIALS').max(LIMITS.passwordMax, 'WRONG_CREDENTIALS'),
});

export const tokenSchema = z.string().min(16, 'INVALID_EMAIL_LINK').max(200, 'INVALID_EMAIL_LINK').regex(/^[A-Za-z0-9_-]+$/, 'INVALID_EMAIL_LINK');

export const phoneCodeSchema = z.string().trim().regex(/^[0-9]{6}$/, 'WRONG_PHONE_CODE');

export const requestPasswordResetInput = z.object({ email: emailSchema });

export const resetPasswordInput = z.object({
  token: z.string().min(16, 'INVALID_RESET_TOKEN').max(200, 'INVALID_RESET_TOKEN').regex(/^[A-Za-z0-9_-]+$/, 'INVALID_RESET_TOKEN'),
  password: passwordSchema,
});

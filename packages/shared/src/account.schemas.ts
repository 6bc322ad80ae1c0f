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

/** International form: "+", country code, subscriber number; spaces are tolerated and removed. */
export const phoneSchema = z
  .string()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(
    z
      .string()
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

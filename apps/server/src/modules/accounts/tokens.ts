import crypto from 'node:crypto';

/** 256 bits of randomness, URL-safe. Used for session tokens and e-mailed links. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A 6-digit SMS code, uniformly random. */
export function newPhoneCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

import type { PinSecret } from './storage.js';

// The app lock's PIN (decision 0043): 4 to 8 digits, kept only as a salted PBKDF2-SHA-256 hash
// (WebCrypto) in this browser. It stops someone who picks up the unlocked device, not someone who
// can read the browser's storage: 10^4 to 10^8 PINs are quickly tried offline whatever the hash.

export const PIN_MIN = 4;
export const PIN_MAX = 8;
/** OWASP's figure for PBKDF2-HMAC-SHA-256 (2023); about a second at most on a phone. */
export const PIN_ITERATIONS = 600_000;

export function isValidPin(pin: string): boolean {
  return new RegExp(`^\\d{${PIN_MIN},${PIN_MAX}}$`).test(pin);
}

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** A new secret for this PIN, with a fresh random salt. */
export async function hashPin(pin: string, iterations = PIN_ITERATIONS): Promise<PinSecret> {
  if (!isValidPin(pin)) throw new Error('PIN must be 4 to 8 digits');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { kind: 'pin', salt: toBase64(salt), hash: toBase64(await derive(pin, salt, iterations)), iterations };
}

/** Whether the PIN matches the secret (compared in full, not stopping at the first difference). */
export async function verifyPin(pin: string, secret: PinSecret): Promise<boolean> {
  if (!isValidPin(pin)) return false;
  const expected = fromBase64(secret.hash);
  const actual = await derive(pin, fromBase64(secret.salt), secret.iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ expected[i]!;
  return difference === 0;
}

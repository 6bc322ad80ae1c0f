import { randomInt } from 'node:crypto';

// Voucher codes of gifts in hand (issue 17 part 4; docs/decisions/0050): read out at the bar, so an
// alphabet without look-alikes (no 0/O, 1/I/L); 10 characters of 31 (about 50 bits) are unguessable.

export const VOUCHER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const VOUCHER_LENGTH = 10;

/** A new random code, stored without separators, e.g. `K7PX3MQ9TZ`. */
export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < VOUCHER_LENGTH; i++) code += VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)];
  return code;
}

/** A code as typed or scanned: case, dashes and spaces do not matter; anything else that cannot be a code is null. */
export function normalizeVoucherCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== VOUCHER_LENGTH) return null;
  for (const ch of code) if (!VOUCHER_ALPHABET.includes(ch)) return null;
  return code;
}

/** Grouped for reading: `K7PX-3MQ9-TZ`. */
export function formatVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}

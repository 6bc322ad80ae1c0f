import { isGuestbookId } from '@venue/shared';
import { AppError } from '../../shared/app-error.js';
import type { Keyset } from './guestbook.repository.js';

// An opaque page cursor: the time and id of the last entry of the previous page.

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.at.toISOString(), keyset.id])).toString('base64url');
}

/** A cursor this server did not make is BAD_INPUT, never a database error. */
export function decodeCursor(cursor: string): Keyset {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const date = typeof at === 'string' ? new Date(at) : null;
    if (date && !Number.isNaN(date.getTime()) && isGuestbookId(id)) return { at: date, id };
  } catch {
    // fall through
  }
  throw new AppError('BAD_INPUT', { fields: [{ field: 'after', code: 'BAD_INPUT' }] });
}

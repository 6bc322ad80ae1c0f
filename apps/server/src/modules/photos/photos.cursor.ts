import { AppError } from '../../shared/app-error.js';
import { isUuid } from '../../shared/cursor.js';

/** Keyset position in a gallery ordered by (position, id): the last photo a page ended with. */
export interface PhotoCursor {
  position: number;
  id: string;
}

/** Opaque to clients: base64url of "<position>|<uuid>". */
export function encodePhotoCursor(cursor: PhotoCursor): string {
  return Buffer.from(`${cursor.position}|${cursor.id}`, 'utf8').toString('base64url');
}

/** A cursor this server did not hand out is BAD_INPUT. */
export function decodePhotoCursor(value: string): PhotoCursor {
  const [position, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const n = Number(position);
  if (extra !== undefined || !id || !isUuid(id) || !/^-?\d{1,9}$/.test(position ?? '') || !Number.isSafeInteger(n)) {
    throw new AppError('BAD_INPUT', { fields: [{ field: 'after', code: 'BAD_INPUT' }] });
  }
  return { position: n, id };
}

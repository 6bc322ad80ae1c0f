import { AppError } from '../../shared/app-error.js';
import { isUuid } from '../../shared/cursor.js';

// The search's page cursor: the last result's shown activity time (null for the members who show
// none, who come last) and id. Opaque to clients: base64url of "<ISO time or empty>|<uuid>".

export interface SearchCursor {
  at: Date | null;
  id: string;
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(`${cursor.at?.toISOString() ?? ''}|${cursor.id}`, 'utf8').toString('base64url');
}

/** A cursor this server did not hand out is BAD_INPUT. */
export function decodeSearchCursor(value: string): SearchCursor {
  const [time, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const at = time ? new Date(time) : null;
  if (extra !== undefined || time === undefined || !id || !isUuid(id) || (at && Number.isNaN(at.getTime()))) {
    throw new AppError('BAD_INPUT', { fields: [{ field: 'after', code: 'BAD_INPUT' }] });
  }
  return { at, id };
}

import { AppError } from './app-error.js';

/** Keyset position in a list ordered by (time, id): the last row a page ended with. */
export interface Cursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Opaque to clients: base64url of "<ISO time>|<uuid>". */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');
}

/** A cursor this server did not hand out is BAD_INPUT. */
export function decodeCursor(value: string): Cursor {
  const [time, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const at = new Date(time ?? '');
  if (extra !== undefined || !id || !isUuid(id) || Number.isNaN(at.getTime())) throw new AppError('BAD_INPUT', { fields: [{ field: 'after', code: 'BAD_INPUT' }] });
  return { at, id };
}

export interface Page<T> {
  nodes: T[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** Rows fetched with limit first + 1: the extra row only tells that another page exists. */
export function toPage<T>(rows: T[], first: number, cursorOf: (row: T) => Cursor): Page<T> {
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return { nodes, endCursor: last ? encodeCursor(cursorOf(last)) : null, hasNextPage: rows.length > first };
}

import { AppError } from '../shared/app-error.js';
import type { Page } from '../shared/cursor.js';

/** The request's query as Fastify parses it: flat keys such as "page[size]". */
export type RawQuery = Record<string, string | string[] | undefined>;

const badParam = (field: string) => new AppError('BAD_INPUT', { fields: [{ field, code: 'BAD_INPUT' }] });

/** One string query parameter; a repeated one is BAD_INPUT. */
export function queryParam(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw badParam(name);
  return value;
}

/** `page[size]` and `page[after]` (cursor pagination, JSON:API "cursor pagination" profile style). */
export function readPageParams(query: RawQuery): { first: number | undefined; after: string | undefined } {
  const size = queryParam(query, 'page[size]');
  if (size !== undefined && !/^[0-9]{1,3}$/.test(size)) throw badParam('page[size]');
  return { first: size === undefined ? undefined : Number(size), after: queryParam(query, 'page[after]') || undefined };
}

/** links.self (this request) and links.next (null on the last page), absolute, keeping other parameters. */
export function pageLinks(baseUrl: string, path: string, query: RawQuery, page: Page<unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params.set(key, value);
  const self = `${baseUrl}${path}${params.size ? `?${params.toString()}` : ''}`;
  if (!page.hasNextPage || !page.endCursor) return { self, next: null };
  params.set('page[after]', page.endCursor);
  return { self, next: `${baseUrl}${path}?${params.toString()}` };
}

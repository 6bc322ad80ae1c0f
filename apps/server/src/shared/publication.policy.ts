import { and, isNotNull, lte, type Column, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * Publication of news posts and events (one rule for both): no date is a draft, a date in the
 * future is scheduled, a date now or earlier is published and visible to everyone.
 */
export const PUBLICATION_STATES = ['DRAFT', 'SCHEDULED', 'PUBLISHED'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export function publicationState(publishedAt: Date | null, now: Date): PublicationState {
  if (!publishedAt) return 'DRAFT';
  return publishedAt.getTime() > now.getTime() ? 'SCHEDULED' : 'PUBLISHED';
}

export function isPublished(publishedAt: Date | null, now: Date): boolean {
  return publicationState(publishedAt, now) === 'PUBLISHED';
}

/** The same rule as isPublished, as a SQL filter for lists. */
export function publishedSql(column: Column, now: Date | Placeholder): SQL {
  return and(isNotNull(column), lte(column, now))!;
}

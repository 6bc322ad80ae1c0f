import { describe, expect, it } from 'vitest';
import { isPublished, publicationState } from '../../src/shared/publication.policy.js';

const now = new Date('2026-06-01T12:00:00Z');

describe('publication of news and events', () => {
  it.each([
    [null, 'DRAFT', false],
    [new Date('2026-06-01T12:00:01Z'), 'SCHEDULED', false],
    [new Date('2026-06-01T12:00:00Z'), 'PUBLISHED', true],
    [new Date('2020-01-01T00:00:00Z'), 'PUBLISHED', true],
  ] as const)('published at %s: %s, visible to visitors: %s', (publishedAt, state, visible) => {
    expect(publicationState(publishedAt, now)).toBe(state);
    expect(isPublished(publishedAt, now)).toBe(visible);
  });
});

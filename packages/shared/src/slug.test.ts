import { describe, expect, it } from 'vitest';
import { SLUG_MAX, SLUG_PATTERN, slugSchema, slugify, uniqueSlug } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Pärli-Abend', 'paerli-abend'],
    ['Grüsse aus der Öko-Küche', 'gruesse-aus-der-oeko-kueche'],
    ['STRASSE & Maß', 'strasse-mass'],
    ['Soirée à la Française', 'soiree-a-la-francaise'],
    ['  Black & White Night!  ', 'black-white-night'],
    ['Silvester 2026/27', 'silvester-2026-27'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title, 'news')).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('falls back when nothing is left', () => {
    expect(slugify('🎉 – 🎉', 'event')).toBe('event');
  });

  it('cuts a long title at a word boundary, leaving room for a suffix', () => {
    const slug = slugify('Ein sehr langer Titel '.repeat(10), 'news');
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX - 4);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugSchema.safeParse(uniqueSlug(slug, new Set([slug, ...Array.from({ length: 98 }, (_, i) => `${slug}-${i + 2}`)]))).success).toBe(true);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    expect(uniqueSlug('gala', new Set())).toBe('gala');
    expect(uniqueSlug('gala', new Set(['gala']))).toBe('gala-2');
    expect(uniqueSlug('gala', new Set(['gala', 'gala-2', 'gala-4']))).toBe('gala-3');
  });
});

describe('slugSchema', () => {
  it('accepts lowercase ASCII words joined by single dashes, refuses everything else', () => {
    for (const ok of ['a', 'sommer-fest-2026', 'x'.repeat(SLUG_MAX)]) expect(slugSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['', 'Gross', 'ä', 'a--b', '-a', 'a-', 'a b', 'a_b', 'x'.repeat(SLUG_MAX + 1)]) {
      const result = slugSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('SLUG_INVALID');
    }
  });
});

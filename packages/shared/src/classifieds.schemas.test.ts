import { describe, expect, it } from 'vitest';
import { classifiedExpiresAt, classifiedInput, CLASSIFIEDS } from './classifieds.schemas.js';

const codes = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('classified input (spec §3, §5, §9)', () => {
  it('trims the text and keeps the looked-for types in profile-type order without repeats', () => {
    expect(classifiedInput.parse({ text: '  Hallo Zürich  ', lookingFor: ['FF', 'M', 'FF'] })).toEqual({ text: 'Hallo Zürich', lookingFor: ['M', 'FF'] });
  });

  it('takes 255 characters and refuses 256', () => {
    expect(classifiedInput.safeParse({ text: 'a'.repeat(CLASSIFIEDS.textMax), lookingFor: ['F'] }).success).toBe(true);
    expect(codes(classifiedInput.safeParse({ text: 'a'.repeat(CLASSIFIEDS.textMax + 1), lookingFor: ['F'] }))).toEqual(['CLASSIFIED_TEXT_TOO_LONG']);
  });

  it('refuses an empty text and one of invisible characters only', () => {
    expect(codes(classifiedInput.safeParse({ text: '   ', lookingFor: ['F'] }))).toEqual(['CLASSIFIED_TEXT_EMPTY']);
    expect(codes(classifiedInput.safeParse({ text: '\u200b\u202e\u2060', lookingFor: ['F'] }))).toEqual(['CLASSIFIED_TEXT_EMPTY']);
  });

  it('needs at least one known profile type', () => {
    expect(codes(classifiedInput.safeParse({ text: 'Hallo', lookingFor: [] }))).toEqual(['CLASSIFIED_LOOKING_FOR_EMPTY']);
    expect(codes(classifiedInput.safeParse({ text: 'Hallo', lookingFor: ['XX'] }))).toEqual(['CLASSIFIED_LOOKING_FOR_INVALID']);
  });

  it('expires 30 days after posting or renewal', () => {
    expect(classifiedExpiresAt(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe('2026-01-31T10:00:00.000Z');
  });
});

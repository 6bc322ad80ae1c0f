import { describe, expect, it } from 'vitest';
import { eventInput, newsInput, pageArgsSchema } from './content.schemas.js';

const codes = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

const news = { titleDe: 'Titel', titleEn: 'Title', bodyDe: 'Text', bodyEn: 'Text' };
const event = {
  titleDe: 'Gala',
  titleEn: 'Gala',
  descriptionDe: 'Abend',
  descriptionEn: 'Evening',
  startsAt: '2026-06-12T18:00:00.000Z',
  endsAt: '2026-06-13T01:00:00.000Z',
  coupleOnly: false,
  priceManRappen: 8000,
};

describe('news input', () => {
  it('accepts a post and leaves slug and image empty when not given', () => {
    const result = newsInput.safeParse(news);
    expect(result.data).toEqual({ ...news, slug: null, imageKey: null });
  });

  it('trims titles and refuses empty, too long and control characters', () => {
    expect(newsInput.parse({ ...news, titleDe: '  Titel  ' }).titleDe).toBe('Titel');
    expect(codes(newsInput.safeParse({ ...news, titleDe: ' ', titleEn: 'x'.repeat(121), bodyDe: '', bodyEn: 'a\u0000' }))).toEqual([
      'titleDe:TITLE_INVALID',
      'titleEn:TITLE_INVALID',
      'bodyDe:BODY_INVALID',
      'bodyEn:BODY_INVALID',
    ]);
  });

  it('keeps line breaks in bodies', () => {
    expect(newsInput.parse({ ...news, bodyDe: 'Zeile 1\n\n- Punkt\r\n\tEingerückt' }).bodyDe).toContain('\n\n- Punkt');
  });
});

describe('event input', () => {
  it('turns times into dates, empty dress codes and missing prices into null', () => {
    const data = eventInput.parse({ ...event, dressCodeDe: '  ' });
    expect(data.startsAt).toEqual(new Date(event.startsAt));
    expect(data).toMatchObject({ dressCodeDe: null, dressCodeEn: null, priceManRappen: 8000, priceWomanRappen: null, priceCoupleRappen: null });
  });

  it('needs the end after the start', () => {
    expect(codes(eventInput.safeParse({ ...event, endsAt: event.startsAt }))).toEqual(['endsAt:EVENT_ENDS_BEFORE_START']);
    expect(eventInput.safeParse({ ...event, endsAt: null }).success).toBe(true);
  });

  it('accepts whole, non-negative prices in Rappen up to 10 000 CHF', () => {
    for (const price of [0, 1, 1_000_000]) expect(eventInput.safeParse({ ...event, priceCoupleRappen: price }).success, String(price)).toBe(true);
    for (const price of [-1, 0.5, 1_000_001]) expect(codes(eventInput.safeParse({ ...event, priceCoupleRappen: price })), String(price)).toEqual(['priceCoupleRappen:PRICE_INVALID']);
  });

  it('refuses impossible dates', () => {
    for (const startsAt of ['nonsense', '1999-12-31T00:00:00Z', '2101-01-01T00:00:00Z']) {
      expect(codes(eventInput.safeParse({ ...event, startsAt, endsAt: null })), startsAt).toEqual(['startsAt:DATE_INVALID']);
    }
  });
});

describe('page arguments', () => {
  it('default to 10 and allow 1 to 50', () => {
    expect(pageArgsSchema.parse({})).toEqual({ first: 10, after: null });
    expect(pageArgsSchema.safeParse({ first: 50 }).success).toBe(true);
    for (const first of [0, 51, 2.5]) expect(pageArgsSchema.safeParse({ first }).success, String(first)).toBe(false);
  });
});

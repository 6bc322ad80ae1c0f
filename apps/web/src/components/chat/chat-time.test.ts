import { describe, expect, it } from 'vitest';
import { formatChatDay, formatChatTime, formatListTime, groupByDay } from './chat-time.js';

const de = { today: 'Heute', yesterday: 'Gestern' };
const en = { today: 'Today', yesterday: 'Yesterday' };
// Monday 14 December 2026, 11:00 in Zurich.
const now = Date.parse('2026-12-14T10:00:00Z');

describe('chat times and day separators (Swiss time)', () => {
  it('names today and yesterday by the Swiss calendar day, not UTC', () => {
    expect(formatChatDay('2026-12-13T23:30:00Z', 'de', de, now)).toBe('Heute'); // 00:30 in Zurich
    expect(formatChatDay('2026-12-13T22:59:00Z', 'de', de, now)).toBe('Gestern');
    expect(formatChatDay('2026-12-13T22:59:00Z', 'en', en, now)).toBe('Yesterday');
  });

  it('writes older days as "Sa, 12. Dez." and adds the year only when it is not this one', () => {
    expect(formatChatDay('2026-12-12T20:00:00Z', 'de', de, now)).toBe('Sa, 12. Dez.');
    expect(formatChatDay('2026-12-12T20:00:00Z', 'en', en, now)).toBe('Sat, 12 Dec');
    expect(formatChatDay('2025-12-12T20:00:00Z', 'de', de, now)).toBe('Fr, 12. Dez. 2025');
  });

  it('shows the time alone, 24-hour, Swiss time', () => {
    expect(formatChatTime('2026-12-14T01:23:00Z', 'de')).toBe('02:23');
    expect(formatChatTime('2026-06-14T01:23:00Z', 'en')).toBe('03:23');
  });

  it('lists show the time for today, else the day', () => {
    expect(formatListTime('2026-12-14T01:23:00Z', 'de', de, now)).toBe('02:23');
    expect(formatListTime('2026-12-13T20:00:00Z', 'de', de, now)).toBe('Gestern');
    expect(formatListTime('2026-12-11T20:00:00Z', 'en', en, now)).toBe('Fri, 11 Dec');
  });

  it('groups a time-ordered list by Swiss day', () => {
    const times = ['2026-12-12T20:00:00Z', '2026-12-12T22:30:00Z', '2026-12-12T23:30:00Z'];
    expect(groupByDay(times, (t) => t).map((g) => [g.day, g.items.length])).toEqual([
      ['2026-12-12', 2],
      ['2026-12-13', 1],
    ]);
  });
});

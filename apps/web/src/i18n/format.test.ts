import { describe, expect, it } from 'vitest';
import { formatChf } from './format.js';

describe('formatChf: one Swiss price format in every language', () => {
  it('writes whole francs with ".–" and others with Rappen', () => {
    expect(formatChf(8000)).toBe('CHF 80.–');
    expect(formatChf(1250)).toBe('CHF 12.50');
    expect(formatChf(9005)).toBe('CHF 90.05');
    expect(formatChf(0)).toBe('CHF 0.–');
  });

  it('groups thousands with the Swiss apostrophe', () => {
    expect(formatChf(120_000)).toBe('CHF 1’200.–');
  });
});

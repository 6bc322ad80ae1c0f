import { describe, expect, it } from 'vitest';
import { uuidArray } from './prepared.js';

describe('uuidArray', () => {
  it('writes ids as one uuid[] literal and refuses anything that is not a UUID', () => {
    expect(uuidArray(['0b9c5a52-6a6e-4a43-9d2e-1f6f0c7e2a10', '1C2D3E4F-0000-4000-8000-000000000001'])).toBe('{0b9c5a52-6a6e-4a43-9d2e-1f6f0c7e2a10,1C2D3E4F-0000-4000-8000-000000000001}');
    expect(uuidArray([])).toBe('{}');
    expect(() => uuidArray(['0b9c5a52-6a6e-4a43-9d2e-1f6f0c7e2a10', 'x}, {y'])).toThrow(/not a UUID/);
  });
});

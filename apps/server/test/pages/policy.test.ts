import { describe, expect, it } from 'vitest';
import { LIMITS } from '@venue/shared';
import { isImageId, isPageImageKey, isPageName, isReorderOf, mayAddImage } from '../../src/modules/pages/pages.policy.js';
import { mayEditVenueContent } from '../../src/modules/media/media.policy.js';

const now = new Date('2026-11-22T12:00:00Z');

describe('pages and media rules', () => {
  it('venue content: admins may edit; members, visitors and timed-out admins may not', () => {
    expect(mayEditVenueContent({ admin: true, loginTimeoutUntil: null }, now)).toEqual({ allowed: true });
    expect(mayEditVenueContent({ admin: true, loginTimeoutUntil: new Date('2026-11-22T11:00:00Z') }, now)).toEqual({ allowed: true });
    expect(mayEditVenueContent({ admin: false, loginTimeoutUntil: null }, now)).toEqual({ allowed: false, code: 'NOT_ALLOWED' });
    expect(mayEditVenueContent(null, now)).toEqual({ allowed: false, code: 'NOT_SIGNED_IN' });
    expect(mayEditVenueContent({ admin: true, loginTimeoutUntil: new Date('2026-11-22T13:00:00Z') }, now)).toEqual({ allowed: false, code: 'LOGIN_TIMEOUT' });
  });

  it('a carousel takes images up to its limit', () => {
    expect(mayAddImage(LIMITS.PAGES.imagesMax - 1)).toEqual({ allowed: true });
    expect(mayAddImage(LIMITS.PAGES.imagesMax)).toEqual({ allowed: false, code: 'PAGE_IMAGES_LIMIT' });
  });

  it('a new order names every image exactly once', () => {
    expect(isReorderOf(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual({ allowed: true });
    expect(isReorderOf([], [])).toEqual({ allowed: true });
    for (const bad of [['a', 'b'], ['a', 'a', 'b'], ['a', 'b', 'c', 'd'], ['a', 'b', 'x']]) {
      expect(isReorderOf(['a', 'b', 'c'], bad), bad.join()).toEqual({ allowed: false, code: 'BAD_INPUT' });
    }
  });

  it('names, ids and storage keys have a strict shape', () => {
    expect(['welcome', 'opening-times', '360'].every(isPageName)).toBe(true);
    expect(['Welcome', '-x', '', '../x', 'a'.repeat(61), 'a b'].some(isPageName)).toBe(false);
    expect(isImageId('6f9c1d0e-0000-4000-8000-000000000001')).toBe(true);
    expect(isImageId('1')).toBe(false);
    expect(isPageImageKey('static-pages/6f9c1d0e-0000-4000-8000-000000000001')).toBe(true);
    expect(isPageImageKey('news/6f9c1d0e-0000-4000-8000-000000000001')).toBe(false);
    expect(isPageImageKey('static-pages/../news/6f9c1d0e-0000-4000-8000-000000000001')).toBe(false);
  });
});

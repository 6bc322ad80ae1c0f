import { describe, expect, it } from 'vitest';
import { isPageMessage } from './messages.js';
import { isMembersPath, OpenRoutes } from './open-routes.js';

describe('route changes in the service worker', () => {
  it('accepts the two page messages and nothing else', () => {
    expect(isPageMessage({ type: 'ROUTE_CHANGE', path: '/pages/bar' })).toBe(true);
    expect(isPageMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isPageMessage({ type: 'ROUTE_CHANGE', path: 'https://elsewhere.example/' })).toBe(false);
    expect(isPageMessage({ type: 'ROUTE_CHANGE' })).toBe(false);
    expect(isPageMessage('SKIP_WAITING')).toBe(false);
    expect(isPageMessage(null)).toBe(false);
  });

  it('remembers the last path of each window and forgets closed ones', () => {
    const routes = new OpenRoutes();
    routes.remember('a', '/pages/bar');
    routes.remember('a', '/home');
    routes.remember('b', '/events');
    expect(routes.pathOf('a')).toBe('/home');
    routes.keepOnly(['a']);
    expect(routes.pathOf('a')).toBe('/home');
    expect(routes.pathOf('b')).toBeUndefined();
  });

  it('knows the members’ screens (offline they get the offline page)', () => {
    expect(isMembersPath('/home')).toBe(true);
    expect(isMembersPath('/users/anna/edit')).toBe(true);
    expect(isMembersPath('/admin/news/12/edit')).toBe(true);
    expect(isMembersPath('/pages/welcome')).toBe(false);
    expect(isMembersPath('/')).toBe(false);
    expect(isMembersPath('/guestbook')).toBe(false);
    expect(isMembersPath('/sign-in')).toBe(false);
  });
});

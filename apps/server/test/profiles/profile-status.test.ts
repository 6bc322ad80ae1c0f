import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { block, member, setUser, type Member } from './support.js';

// Issue 12 item 13: /users/<slug> answers 404 to a signed-in member when there is no such member
// for them (as `user(slug)` answers NOT_FOUND), so the browser and crawlers see the truth.

describe('the HTTP status of a profile address', () => {
  let t: TestApp;
  let viewer: Member;
  let other: Member;
  let staff: Member;
  beforeAll(async () => {
    t = await createTestApp();
    viewer = await member(t);
    other = await member(t, { sex: 'F' });
    staff = await member(t, { sex: null, admin: true });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('is 200 for a member the viewer may find, their infos and the viewer’s own profile', async () => {
    for (const path of [`/users/${other.slug}`, `/users/${other.slug}/infos`, `/users/${viewer.slug}`, `/users/${other.slug.toUpperCase()}`]) {
      expect((await get(path, viewer.token)).statusCode, path).toBe(200);
    }
  });

  it('is 200 for a profile the viewer is refused for another reason (the screen says why)', async () => {
    const blocker = await member(t);
    await block(t, blocker, viewer);
    expect((await get(`/users/${blocker.slug}`, viewer.token)).statusCode).toBe(200);
  });

  it('is 404 for an unknown, malformed, deactivated or staff member', async () => {
    const gone = await member(t);
    await setUser(t, gone, { isDeactivated: true });
    for (const path of ['/users/nobody', '/users/nobody/infos', '/users/%E2%9C%93', `/users/${'x'.repeat(65)}`, `/users/${gone.slug}`, `/users/${staff.slug}`]) {
      expect((await get(path, viewer.token)).statusCode, path).toBe(404);
    }
  });

  it('is 200 for a visitor whatever the name (the app asks them to sign in; strangers learn nothing)', async () => {
    expect((await get('/users/nobody')).statusCode).toBe(200);
    expect((await get(`/users/${other.slug}`)).statusCode).toBe(200);
    expect((await get('/users/nobody', 'not-a-session')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { activeMember, jpegImage, makeFriends, uploadPhoto, type Member } from './support.js';

// Issue 11 item 9: answers about the member are never stored (/graphql, /api/me); members' photos
// may be kept by the viewer's browser but are checked on every view (no-cache + ETag): a photo
// switched to friends-only, or an unfriended viewer, gets 404 at the next view, not 10 minutes later.

const SET_VISIBILITY = `mutation ($id: ID!, $visibility: PhotoVisibility!) { setPhotoVisibility(id: $id, visibility: $visibility) { id visibility } }`;

describe('what browsers and caches may keep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function get(url: string, viewer?: Member, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'GET', url, headers: { ...headers, ...(viewer ? { authorization: `Bearer ${viewer.token}` } : {}) } });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  }

  it('/graphql and /api/me answer with no-store', async () => {
    const anna = await activeMember(t);
    const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${anna.token}` }, payload: { query: '{ currentUser { id } }' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await get('/api/me', anna);
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    // Refusals too.
    expect((await get('/api/me')).headers['cache-control']).toBe('no-store');
  });

  it('a photo is served no-cache with an ETag; an unchanged one answers 304 while the viewer may see it', async () => {
    const olga = await activeMember(t);
    const friend = await activeMember(t);
    await makeFriends(t, olga, friend);
    const id = (await uploadPhoto(t, await jpegImage(700, 500), { token: olga.token, visibility: 'FRIENDS' })).body.data.id as string;
    const url = `/api/photos/${id}/320.webp`;

    const first = await get(url, friend);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get(url, friend, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another file has another tag.
    expect((await get(`/api/photos/${id}/thumb.webp`, friend)).headers.etag).not.toBe(etag);

    // Unfriended: the next view is refused, even with the tag the browser kept.
    await t.deps.database.db.delete(friendships);
    const after = await get(url, friend, { 'if-none-match': etag });
    expect(after.status).toBe(404);
    expect(after.headers['cache-control']).toBe('private, no-cache');
  });

  it('a photo switched to friends-only is refused to others at their next view', async () => {
    const olga = await activeMember(t);
    const stranger = await activeMember(t);
    const id = (await uploadPhoto(t, await jpegImage(700, 500), { token: olga.token, visibility: 'PUBLIC' })).body.data.id as string;
    const url = `/api/photos/${id}/320.webp`;
    const seen = await get(url, stranger);
    expect(seen.status).toBe(200);
    expect((await t.gql(SET_VISIBILITY, { id, visibility: 'FRIENDS' }, { token: olga.token })).errors).toBeUndefined();
    expect((await get(url, stranger, { 'if-none-match': seen.headers.etag as string })).status).toBe(404);
    // The owner still gets 304 for the same file.
    const own = await get(url, olga);
    expect((await get(url, olga, { 'if-none-match': own.headers.etag as string })).status).toBe(304);
  });
});

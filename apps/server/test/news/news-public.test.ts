import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { DAY, HOUR, CREATE_NEWS, NEWS_LIST, NEWS_POST, PUBLISH_NEWS, adminAndMember, errorOf, newsInput } from './content-support.js';

// What visitors see: only published posts (publishedAt ≤ now), newest first, page by page.
describe('news for visitors', () => {
  let t: TestApp;
  let admin: string;
  const now = Date.now();
  const published: string[] = [];

  async function create(title: string, at: Date | null) {
    const res = await t.gql(CREATE_NEWS, { input: newsInput({ titleDe: title }) }, { token: admin });
    expect(res.errors).toBeUndefined();
    const post = res.data!.createNews;
    if (at) expect((await t.gql(PUBLISH_NEWS, { id: post.id, at: at.toISOString() }, { token: admin })).errors).toBeUndefined();
    return post;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await adminAndMember(t));
    // Five published posts, one a day; a draft; one scheduled for tomorrow.
    for (let i = 5; i >= 1; i--) published.push((await create(`Meldung ${i}`, new Date(now - i * DAY))).slug);
    await create('Entwurf', null);
    await create('Morgen', new Date(now + DAY));
  });
  afterAll(() => t.close());

  it('lists only published posts, newest first', async () => {
    const res = await t.gql(NEWS_LIST, {});
    expect(res.errors).toBeUndefined();
    expect(res.data!.newsList.nodes.map((p: { titleDe: string }) => p.titleDe)).toEqual(['Meldung 1', 'Meldung 2', 'Meldung 3', 'Meldung 4', 'Meldung 5']);
    expect(res.data!.newsList.hasNextPage).toBe(false);
    expect(res.data!.newsList.nodes.every((p: { state: string }) => p.state === 'PUBLISHED')).toBe(true);
  });

  it('pages through the list with a cursor, without gaps or repeats', async () => {
    const first = await t.gql(NEWS_LIST, { first: 2 });
    expect(first.data!.newsList.hasNextPage).toBe(true);
    const second = await t.gql(NEWS_LIST, { first: 2, after: first.data!.newsList.endCursor });
    const third = await t.gql(NEWS_LIST, { first: 2, after: second.data!.newsList.endCursor });
    expect(third.data!.newsList.hasNextPage).toBe(false);
    const titles = [first, second, third].flatMap((r) => r.data!.newsList.nodes.map((p: { titleDe: string }) => p.titleDe));
    expect(titles).toEqual(['Meldung 1', 'Meldung 2', 'Meldung 3', 'Meldung 4', 'Meldung 5']);
  });

  it('shows a published post by slug in both languages', async () => {
    const res = await t.gql(NEWS_POST, { slug: 'meldung-3' });
    expect(res.data!.newsPost).toMatchObject({ slug: 'meldung-3', titleDe: 'Meldung 3', bodyDe: 'Ein **fetter** Text.', bodyEn: 'A **bold** text.', state: 'PUBLISHED' });
  });

  it('serves /news/<slug> with 200 for a published post and 404 for unknown, draft and scheduled ones', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect((await get('/news/meldung-3')).statusCode).toBe(200);
    expect((await get('/news')).statusCode).toBe(200);
    for (const slug of ['nope', 'entwurf', 'morgen', '%E2%9C%93', 'meldung-3/extra']) expect((await get(`/news/${slug}`)).statusCode, slug).toBe(404);
  });

  it('hides drafts, scheduled posts and unknown slugs (null, as for a page that does not exist)', async () => {
    for (const slug of ['entwurf', 'morgen', 'gibt-es-nicht', 'NOT A SLUG', 'x'.repeat(500)]) {
      const res = await t.gql(NEWS_POST, { slug });
      expect(res.errors, slug).toBeUndefined();
      expect(res.data!.newsPost, slug).toBeNull();
    }
  });

  it('shows a scheduled post once its time has come', async () => {
    t.advance(DAY + HOUR);
    const res = await t.gql(NEWS_POST, { slug: 'morgen' });
    expect(res.data!.newsPost).toMatchObject({ titleDe: 'Morgen', state: 'PUBLISHED' });
    expect((await t.gql(NEWS_LIST, { first: 1 })).data!.newsList.nodes[0].titleDe).toBe('Morgen');
  });

  it('refuses a page size outside 1 to 50 and a cursor it did not hand out', async () => {
    for (const first of [0, -1, 51, 1000]) expect(errorOf(await t.gql(NEWS_LIST, { first }))?.code, String(first)).toBe('BAD_INPUT');
    for (const after of ['nonsense', Buffer.from('2026-01-01T00:00:00Z|not-a-uuid').toString('base64url'), 'x'.repeat(300)]) {
      expect(errorOf(await t.gql(NEWS_LIST, { after }))?.code, after).toBe('BAD_INPUT');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { CREATE_NEWS, DAY, PUBLISH_NEWS, adminAndMember, newsInput } from './content-support.js';

interface NewsDocument {
  jsonapi: { version: string };
  links: { self: string; next: string | null };
  data: { type: string; id: string; attributes: Record<string, any> }[];
}

/** GETs an absolute feed link through the app (the link's path and query). */
async function follow(t: TestApp, link: string) {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: url.pathname + url.search });
}

describe('GET /api/news (JSON:API)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const { admin } = await adminAndMember(t);
    for (let i = 1; i <= 5; i++) {
      const post = (await t.gql(CREATE_NEWS, { input: newsInput({ titleDe: `Meldung ${i}`, titleEn: `Post ${i}` }) }, { token: admin })).data!.createNews;
      await t.gql(PUBLISH_NEWS, { id: post.id, at: new Date(Date.now() - (10 - i) * DAY).toISOString() }, { token: admin });
    }
    await t.gql(CREATE_NEWS, { input: newsInput({ titleDe: 'Entwurf' }) }, { token: admin });
  });
  afterAll(() => t.close());

  it('serves published posts as JSON:API resources in both languages, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/news' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    const doc = res.json() as NewsDocument;
    expect(doc.jsonapi.version).toBe('1.1');
    expect(doc.data.map((r) => r.attributes.title.de)).toEqual(['Meldung 5', 'Meldung 4', 'Meldung 3', 'Meldung 2', 'Meldung 1']);
    const first = doc.data[0]!;
    expect(first.type).toBe('news');
    expect(first.attributes).toMatchObject({
      slug: 'meldung-5',
      title: { de: 'Meldung 5', en: 'Post 5' },
      body: { de: 'Ein **fetter** Text.', en: 'A **bold** text.' },
      image: null,
      url: `${t.deps.config.publicUrl}/news/meldung-5`,
    });
    expect(new Date(first.attributes.publishedAt).getTime()).toBeLessThan(Date.now());
    expect(doc.links).toEqual({ self: `${t.deps.config.publicUrl}/api/news`, next: null });
  });

  it('pages with page[size] and page[after], following links.next to the end', async () => {
    const titles: string[] = [];
    let link: string | null = `${t.deps.config.publicUrl}/api/news?page%5Bsize%5D=2`;
    let pages = 0;
    while (link) {
      const doc = (await follow(t, link)).json() as NewsDocument;
      expect(doc.links.self).toBe(link);
      titles.push(...doc.data.map((r) => r.attributes.title.de));
      link = doc.links.next;
      pages++;
    }
    expect(pages).toBe(3);
    expect(titles).toEqual(['Meldung 5', 'Meldung 4', 'Meldung 3', 'Meldung 2', 'Meldung 1']);
  });

  it('answers a bad page parameter with a JSON:API error', async () => {
    for (const query of ['page[size]=0', 'page[size]=51', 'page[size]=abc', 'page[size]=1&page[size]=2', 'page[after]=forged']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/news?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
      expect((res.json() as { errors: { code: string }[] }).errors[0]!.code).toBe('BAD_INPUT');
    }
  });
});

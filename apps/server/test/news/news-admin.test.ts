import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import {
  ADMIN_NEWS_LIST,
  ADMIN_NEWS_POST,
  CREATE_NEWS,
  DAY,
  DELETE_NEWS,
  NEWS_LIST,
  NEWS_POST,
  PUBLISH_NEWS,
  UNPUBLISH_NEWS,
  UPDATE_NEWS,
  adminAndMember,
  countContent,
  errorOf,
  newsInput,
  snapshot,
} from './content-support.js';

describe('news editing by admins', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await adminAndMember(t));
  });
  afterAll(() => t.close());

  const create = async (input: Record<string, unknown>) => t.gql(CREATE_NEWS, { input }, { token: admin });

  it('creates a draft that visitors do not see, publishes, unpublishes and deletes it', async () => {
    const created = await create(newsInput({ titleDe: 'Sommerfest im Garten' }));
    expect(created.errors).toBeUndefined();
    const post = created.data!.createNews;
    expect(post).toMatchObject({ slug: 'sommerfest-im-garten', state: 'DRAFT', publishedAt: null });
    expect((await t.gql(NEWS_POST, { slug: post.slug })).data!.newsPost).toBeNull();

    const published = await t.gql(PUBLISH_NEWS, { id: post.id }, { token: admin });
    expect(published.data!.publishNews.state).toBe('PUBLISHED');
    expect((await t.gql(NEWS_POST, { slug: post.slug })).data!.newsPost.titleDe).toBe('Sommerfest im Garten');

    expect((await t.gql(UNPUBLISH_NEWS, { id: post.id }, { token: admin })).data!.unpublishNews.state).toBe('DRAFT');
    expect((await t.gql(NEWS_POST, { slug: post.slug })).data!.newsPost).toBeNull();

    expect((await t.gql(DELETE_NEWS, { id: post.id }, { token: admin })).data!.deleteNews).toBe(post.id);
    expect(errorOf(await t.gql(ADMIN_NEWS_POST, { id: post.id }, { token: admin }))?.code).toBe('NOT_FOUND');
  });

  it('schedules a post for a future time: listed for admins as scheduled, hidden from visitors until then', async () => {
    const post = (await create(newsInput({ titleDe: 'Geplante Meldung' }))).data!.createNews;
    const at = new Date(Date.now() + 2 * DAY);
    const res = await t.gql(PUBLISH_NEWS, { id: post.id, at: at.toISOString() }, { token: admin });
    expect(res.data!.publishNews).toMatchObject({ state: 'SCHEDULED', publishedAt: at.toISOString() });
    const adminList = await t.gql(ADMIN_NEWS_LIST, { first: 50 }, { token: admin });
    expect(adminList.data!.adminNewsList.nodes.find((p: { id: string }) => p.id === post.id)?.state).toBe('SCHEDULED');
    const visible = await t.gql(NEWS_LIST, { first: 50 });
    expect(visible.data!.newsList.nodes.map((p: { id: string }) => p.id)).not.toContain(post.id);
  });

  it('turns German titles into ASCII slugs, adds -2, -3 for repeats, and keeps the slug when the title changes', async () => {
    const first = (await create(newsInput({ titleDe: 'Pärli-Abend: Grüsse & Küsse!' }))).data!.createNews;
    const second = (await create(newsInput({ titleDe: 'Pärli-Abend: Grüsse & Küsse!' }))).data!.createNews;
    const third = (await create(newsInput({ titleDe: 'PÄRLI abend grüsse küsse' }))).data!.createNews;
    expect([first.slug, second.slug, third.slug]).toEqual(['paerli-abend-gruesse-kuesse', 'paerli-abend-gruesse-kuesse-2', 'paerli-abend-gruesse-kuesse-3']);

    const updated = await t.gql(UPDATE_NEWS, { id: first.id, input: newsInput({ titleDe: 'Ganz neuer Titel' }) }, { token: admin });
    expect(updated.data!.updateNews).toMatchObject({ slug: 'paerli-abend-gruesse-kuesse', titleDe: 'Ganz neuer Titel' });
    const emoji = (await create(newsInput({ titleDe: '🎉🎉🎉' }))).data!.createNews;
    expect(emoji.slug).toBe('news');
  });

  it('accepts an explicit slug when valid and free; SLUG_INVALID and SLUG_TAKEN otherwise, writing nothing', async () => {
    const chosen = (await create(newsInput({ slug: 'mein-eigener-slug' }))).data!.createNews;
    expect(chosen.slug).toBe('mein-eigener-slug');
    const before = await snapshot(t);
    for (const slug of ['Mit Grossbuchstaben', 'ümlaut', '-vorne', 'hinten-', 'dop--pelt', 'x'.repeat(81)]) {
      const res = await create(newsInput({ slug }));
      expect(errorOf(res)?.code, slug).toBe('SLUG_INVALID');
      expect(errorOf(res)?.fields).toEqual([{ field: 'slug', code: 'SLUG_INVALID' }]);
    }
    expect(errorOf(await create(newsInput({ slug: 'mein-eigener-slug' })))?.code).toBe('SLUG_TAKEN');
    const other = (await t.gql(ADMIN_NEWS_LIST, { first: 50 }, { token: admin })).data!.adminNewsList.nodes.find((p: { id: string; slug: string }) => p.slug !== chosen.slug);
    expect(errorOf(await t.gql(UPDATE_NEWS, { id: other.id, input: newsInput({ slug: 'mein-eigener-slug' }) }, { token: admin }))?.code).toBe('SLUG_TAKEN');
    expect(await snapshot(t)).toBe(before);

    // Its own slug is no clash; a new free one replaces it.
    expect((await t.gql(UPDATE_NEWS, { id: chosen.id, input: newsInput({ slug: 'mein-eigener-slug' }) }, { token: admin })).errors).toBeUndefined();
    expect((await t.gql(UPDATE_NEWS, { id: chosen.id, input: newsInput({ slug: 'neuer-slug' }) }, { token: admin })).data!.updateNews.slug).toBe('neuer-slug');
  });

  it('lists drafts, scheduled and published posts for admins, newest created first, page by page', async () => {
    const page1 = await t.gql(ADMIN_NEWS_LIST, { first: 3 }, { token: admin });
    const page2 = await t.gql(ADMIN_NEWS_LIST, { first: 50, after: page1.data!.adminNewsList.endCursor }, { token: admin });
    const all = await t.gql(ADMIN_NEWS_LIST, { first: 50 }, { token: admin });
    const ids = (r: typeof all) => r.data!.adminNewsList.nodes.map((p: { id: string }) => p.id);
    expect([...ids(page1), ...ids(page2)]).toEqual(ids(all));
    expect(new Set(all.data!.adminNewsList.nodes.map((p: { state: string }) => p.state))).toEqual(new Set(['DRAFT', 'SCHEDULED']));
  });
});

describe('who may edit news', () => {
  let t: TestApp;
  let tokens: { admin: string; member: string };
  let id: string;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await adminAndMember(t);
    id = (await t.gql(CREATE_NEWS, { input: newsInput() }, { token: tokens.admin })).data!.createNews.id;
  });
  afterAll(() => t.close());

  const operations = () =>
    [
      ['createNews', CREATE_NEWS, { input: newsInput() }],
      ['updateNews', UPDATE_NEWS, { id, input: newsInput() }],
      ['publishNews', PUBLISH_NEWS, { id, at: new Date(Date.now() + DAY).toISOString() }],
      ['unpublishNews', UNPUBLISH_NEWS, { id }],
      ['adminNewsList', ADMIN_NEWS_LIST, {}],
      ['adminNewsPost', ADMIN_NEWS_POST, { id }],
      ['deleteNews', DELETE_NEWS, { id }],
    ] as const;

  it.each(['member', 'visitor'] as const)('refuses every admin operation to a %s and changes nothing', async (who) => {
    const before = await snapshot(t);
    for (const [name, query, variables] of operations()) {
      const res = await t.gql(query, variables, who === 'member' ? { token: tokens.member } : {});
      expect(errorOf(res)?.code, name).toBe(who === 'member' ? 'NOT_ALLOWED' : 'NOT_SIGNED_IN');
      expect(res.data?.[name] ?? null, name).toBeNull();
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('allows every admin operation to an admin', async () => {
    for (const [name, query, variables] of operations()) {
      const res = await t.gql(query, variables, { token: tokens.admin });
      expect(res.errors, name).toBeUndefined();
      expect(res.data![name], name).toBeTruthy();
    }
    expect((await countContent(t)).news).toBe(1); // one created, the first one deleted
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../harness.js';
import { processImage } from '../../src/modules/media/images.js';
import { CREATE_EVENT, CREATE_NEWS, DAY, DELETE_NEWS, PUBLISH_NEWS, UPDATE_NEWS, adminAndMember, errorOf, eventInput, newsInput, snapshot } from './content-support.js';

const IMAGE_FIELDS = 'imageKey imageWidth imageHeight';

/** A stored upload, as POST /api/uploads/images leaves it. */
async function storedImage(t: TestApp, purpose: 'news' | 'events', width: number, height: number) {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } }).jpeg().toBuffer();
  return processImage(t.deps, jpeg, purpose);
}

describe('images of news posts and events', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await adminAndMember(t));
  });
  afterAll(() => t.close());

  it('takes an uploaded image, measures it and shows it in the feed; null removes it', async () => {
    const image = await storedImage(t, 'news', 1200, 800);
    const res = await t.gql(`mutation ($input: NewsInput!) { createNews(input: $input) { id ${IMAGE_FIELDS} } }`, { input: newsInput({ imageKey: image.storageKey }) }, { token: admin });
    expect(res.errors).toBeUndefined();
    // The largest standard variant of a 1200 px original is 1024 px wide.
    expect(res.data!.createNews).toMatchObject({ imageKey: image.storageKey, imageWidth: 1024, imageHeight: 683 });
    const id = res.data!.createNews.id;
    await t.gql(PUBLISH_NEWS, { id, at: new Date(Date.now() - DAY).toISOString() }, { token: admin });

    const feed = (await t.app.inject({ method: 'GET', url: '/api/news' })).json() as { data: { attributes: { image: Record<string, unknown> } }[] };
    expect(feed.data[0]!.attributes.image).toEqual({ key: image.storageKey, width: 1024, height: 683, url: `${t.deps.config.publicUrl}/media/${image.storageKey}/1024.webp` });
    const file = await t.app.inject({ method: 'GET', url: `/media/${image.storageKey}/1024.webp` });
    expect(file.statusCode).toBe(200);

    const removed = await t.gql(UPDATE_NEWS, { id, input: newsInput({ imageKey: null }) }, { token: admin });
    expect(removed.data!.updateNews.imageKey).toBeNull();
    // No post shows it any more: its files are gone.
    expect((await t.app.inject({ method: 'GET', url: `/media/${image.storageKey}/1024.webp` })).statusCode).toBe(404);
  });

  it('keeps an image another post still shows when one lets go of it, and removes it with the last', async () => {
    const image = await storedImage(t, 'news', 700, 500);
    const url = `/media/${image.storageKey}/640.webp`;
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push((await t.gql(CREATE_NEWS, { input: newsInput({ imageKey: image.storageKey }) }, { token: admin })).data!.createNews.id);
    await t.gql(DELETE_NEWS, { id: ids[0] }, { token: admin });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await t.gql(DELETE_NEWS, { id: ids[1] }, { token: admin });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses an image stored for the other purpose, one too small, and one that does not exist', async () => {
    const forEvents = await storedImage(t, 'events', 800, 600);
    const tiny = await storedImage(t, 'news', 200, 100);
    const before = await snapshot(t);
    for (const imageKey of [forEvents.storageKey, tiny.storageKey, forEvents.storageKey.replace('events/', 'news/')]) {
      expect(errorOf(await t.gql(CREATE_NEWS, { input: newsInput({ imageKey }) }, { token: admin }))?.code, imageKey).toBe('IMAGE_INVALID');
    }
    const news = await storedImage(t, 'news', 800, 600);
    expect(errorOf(await t.gql(CREATE_EVENT, { input: eventInput(new Date(Date.now() + DAY), { imageKey: news.storageKey }) }, { token: admin }))?.code).toBe('IMAGE_INVALID');
    expect(await snapshot(t)).toBe(before);

    const ok = await t.gql(`mutation ($input: EventInput!) { createEvent(input: $input) { ${IMAGE_FIELDS} } }`, { input: eventInput(new Date(Date.now() + DAY), { imageKey: forEvents.storageKey }) }, { token: admin });
    expect(ok.data!.createEvent).toMatchObject({ imageKey: forEvents.storageKey, imageWidth: 640, imageHeight: 480 });
  });
});

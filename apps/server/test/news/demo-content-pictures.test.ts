import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantWidths } from '@venue/shared';
import { seedDemo } from '../../src/modules/demo/seed.js';
import { ensureVenuePages, sceneStorageKey } from '../../src/modules/pages/pages.seed.js';
import { createTestApp, type TestApp } from '../harness.js';

// Issue 12 item 10: the demo news and events are image-led; their pictures are copies of the
// venue's generated scenes under their own keys, served like an admin's upload.

const CONTENT = `{ events(when: UPCOMING, first: 10) { nodes { slug imageKey imageWidth imageHeight } } newsList(first: 10) { nodes { slug imageKey imageWidth } } }`;

describe('demo news and events pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureVenuePages({ db: t.deps.database.db, storage: t.deps.storage });
  });
  afterAll(() => t.close());

  it('gives every demo post and event a picture of its own, served at its widths; seeding again adds none', async () => {
    const first = await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now, t.deps.storage);
    expect(first.contentPictures).toBe(first.news + first.events);
    expect((await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now, t.deps.storage)).contentPictures).toBe(0);

    const { events, newsList } = (await t.gql(CONTENT)).data!;
    const items = [...events.nodes, ...newsList.nodes] as { slug: string; imageKey: string | null; imageWidth: number | null }[];
    expect(items.length).toBeGreaterThan(0);
    const keys = new Set<string>();
    for (const item of items) {
      expect(item.imageKey, item.slug).toMatch(/^(news|events)\/[0-9a-f-]{36}$/);
      keys.add(item.imageKey!);
      const widest = Math.max(...imageVariantWidths(item.imageWidth!));
      const res = await t.app.inject({ method: 'GET', url: `/media/${item.imageKey}/${widest}.webp` });
      expect(res.statusCode, item.slug).toBe(200);
    }
    // Each its own copy: never a venue page's picture, whose removal would take it along.
    expect(keys.size).toBe(items.length);
    for (const scene of ['bar', 'lounge', 'sauna'] as const) expect(keys.has(sceneStorageKey(scene))).toBe(false);
  });
});

import crypto from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { IMAGE_FORMATS, imageVariantWidths } from '@venue/shared';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../infra/storage/storage.js';
import { events } from '../events/events.table.js';
import { readImageMeta } from '../media/images.js';
import { news } from '../news/news.table.js';
import type { SceneName } from '../pages/content/scenes.js';
import { sceneStorageKey } from '../pages/pages.seed.js';

/**
 * DEMO ONLY. The demo news and events get a picture each (issue 12: image-led cards): one of the
 * venue's generated scenes, copied under `news/…` or `events/…` as an admin's upload would be
 * stored, so replacing or removing it never touches a venue page's picture.
 * Idempotent: a post or event that has a picture keeps it.
 */
const NEWS_SCENES: Record<string, SceneName> = {
  'neue-saunalandschaft': 'sauna',
  'wintermenue-im-restaurant': 'restaurant',
  'neue-oeffnungszeiten-sonntag': 'facade',
};
const EVENT_SCENES: Record<string, SceneName> = {
  'black-and-white-night': 'bar',
  'paerli-abend': 'lounge',
  'silvester-gala': 'gallery',
  herbstfest: 'garden',
};

/**
 * A copy of the scene's stored picture (the venue pages stored it at start) under the content's own
 * key: its files are copied, nothing is encoded again. Null when the scene is not stored.
 */
export async function copied(storage: Storage, scene: SceneName, purpose: 'news' | 'events' | 'gifts'): Promise<{ storageKey: string; width: number; height: number } | null> {
  const from = sceneStorageKey(scene);
  const meta = await readImageMeta({ storage }, from);
  if (!meta) return null;
  const storageKey = `${purpose}/${crypto.randomUUID()}`;
  // meta.json last: its presence means every variant is there (as storeImageVariants writes them).
  const files = [...imageVariantWidths(meta.width).flatMap((w) => IMAGE_FORMATS.map((format) => `${w}.${format}`)), 'meta.json'];
  for (const name of files) {
    const file = await storage.get(`${from}/${name}`);
    if (!file) {
      await storage.delete(`${storageKey}/`);
      return null;
    }
    await storage.put(`${storageKey}/${name}`, file.data, file.contentType);
  }
  return { storageKey, ...meta };
}

/** Gives the demo news and events without a picture theirs; returns how many got one. */
export async function seedDemoContentPictures(db: Db, storage: Storage): Promise<number> {
  let seeded = 0;
  const posts = await db.select({ id: news.id, slug: news.slug }).from(news).where(and(inArray(news.slug, Object.keys(NEWS_SCENES)), isNull(news.imagePath)));
  for (const post of posts) {
    const image = await copied(storage, NEWS_SCENES[post.slug]!, 'news');
    if (!image) continue;
    await db.update(news).set({ imagePath: image.storageKey, imageWidth: image.width, imageHeight: image.height }).where(and(eq(news.id, post.id), isNull(news.imagePath)));
    seeded += 1;
  }
  const dated = await db.select({ id: events.id, slug: events.slug }).from(events).where(and(inArray(events.slug, Object.keys(EVENT_SCENES)), isNull(events.imagePath)));
  for (const event of dated) {
    const image = await copied(storage, EVENT_SCENES[event.slug]!, 'events');
    if (!image) continue;
    await db.update(events).set({ imagePath: image.storageKey, imageWidth: image.width, imageHeight: image.height }).where(and(eq(events.id, event.id), isNull(events.imagePath)));
    seeded += 1;
  }
  return seeded;
}

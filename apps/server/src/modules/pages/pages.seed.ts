import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../infra/storage/storage.js';
import { readImageMeta, storeImageVariants } from '../media/images.js';
import { VENUE_PAGES, type PageContent } from './content/index.js';
import { sceneSvg, type SceneName } from './content/scenes.js';
import * as repo from './pages.repository.js';

/** A fixed storage key per generated scene, so re-seeding finds the pictures already stored. */
export function sceneStorageKey(scene: SceneName): string {
  const hex = crypto.createHash('sha256').update(`venue-scene:${scene}`).digest('hex');
  return `static-pages/${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Renders the scene and stores its variants, unless they are there already. */
async function ensureScene(storage: Storage, scene: SceneName) {
  const storageKey = sceneStorageKey(scene);
  const stored = await readImageMeta({ storage }, storageKey);
  if (stored) return { storageKey, ...stored };
  const jpeg = await sharp(Buffer.from(sceneSvg(scene))).jpeg({ quality: 88 }).toBuffer();
  return storeImageVariants({ storage }, jpeg, storageKey, { fast: true });
}

/**
 * Adds the venue pages that are missing, with their carousel pictures (decision 0005). Idempotent
 * and cheap when nothing is missing (one query); pages that exist are never touched, so an
 * admin's edits and removed images stay as they are. Runs at every start, in production too.
 */
export async function ensureVenuePages(
  deps: { db: Db; storage: Storage; now?: () => Date },
  opts: { pages?: PageContent[]; images?: boolean } = {},
): Promise<{ added: string[]; images: number }> {
  const content = opts.pages ?? VENUE_PAGES;
  const have = new Set(await repo.pageNames(deps.db));
  const missing = content.filter((p) => !have.has(p.name));
  if (missing.length === 0) return { added: [], images: 0 };

  const withImages = opts.images === false ? [] : missing.filter((p) => p.images?.length);
  const scenes = [...new Set(withImages.flatMap((p) => p.images!.map((i) => i.scene)))];
  // Rendered before the transaction: encoding takes a moment and needs no database.
  const stored = new Map(await Promise.all(scenes.map(async (scene) => [scene, await ensureScene(deps.storage, scene)] as const)));
  const at = deps.now?.() ?? new Date();

  return deps.db.transaction(async (tx) => {
    const added = await repo.insertMissingPages(
      tx,
      missing.map((p) => ({ name: p.name, titleDe: p.titleDe, titleEn: p.titleEn, bodyDe: p.bodyDe, bodyEn: p.bodyEn, carouselHeight: p.carouselHeight ?? 'medium', createdAt: at, updatedAt: at })),
    );
    // Only pages inserted just now get pictures: another instance may have seeded the rest.
    const addedSet = new Set(added);
    const rows = withImages
      .filter((p) => addedSet.has(p.name))
      .flatMap((p) =>
        p.images!.map((image, position) => {
          const file = stored.get(image.scene)!;
          return { pageName: p.name, position, storageKey: file.storageKey, width: file.width, height: file.height, altDe: image.altDe, altEn: image.altEn };
        }),
      );
    await repo.insertImages(tx, rows);
    return { added, images: rows.length };
  });
}

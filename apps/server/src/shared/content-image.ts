import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@venue/shared';
import type { Storage } from '../infra/storage/storage.js';
import { AppError } from './app-error.js';

export type ContentImagePurpose = 'news' | 'events' | 'gifts';

export interface ContentImage {
  key: string;
  /** Size of the largest standard-width variant: the web offers the standard widths up to it. */
  width: number;
  height: number;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * An image key given with a news post or event must be one the upload endpoint stored for that
 * purpose (`news/<uuid>` or `events/<uuid>`) and still exist; IMAGE_INVALID otherwise. Its size
 * is read from the largest stored standard-width variant (an original narrower than the smallest
 * standard width has none and is refused: too small for a news or event picture).
 */
export async function readContentImage(storage: Storage, key: string, purpose: ContentImagePurpose): Promise<ContentImage> {
  const invalid = () => new AppError('IMAGE_INVALID', { fields: [{ field: 'imageKey', code: 'IMAGE_INVALID' }] });
  if (!new RegExp(`^${purpose}/${UUID}$`).test(key)) throw invalid();
  for (const width of [...IMAGE_WIDTHS].reverse()) {
    const variant = await storage.get(`${key}/${width}.webp`).catch(() => null);
    if (!variant) continue;
    const meta = await sharp(variant.data).metadata().catch(() => null);
    if (!meta?.width || !meta.height) throw invalid();
    return { key, width: meta.width, height: meta.height };
  }
  throw invalid();
}

/** The image columns for a key (or none). */
export async function imageColumns(storage: Storage, key: string | null, purpose: ContentImagePurpose) {
  if (!key) return { imagePath: null, imageWidth: null, imageHeight: null };
  const image = await readContentImage(storage, key, purpose);
  return { imagePath: image.key, imageWidth: image.width, imageHeight: image.height };
}

/**
 * After a post or event let go of an image (replaced, removed, deleted): its files go too, unless
 * another row still shows it. Runs after the commit; a failure only leaves files behind.
 */
export async function removeImageIfUnused(storage: Storage, key: string | null, stillUsed: (key: string) => Promise<boolean>): Promise<void> {
  if (!key) return;
  try {
    if (!(await stillUsed(key))) await storage.delete(`${key}/`);
  } catch {
    // Orphaned files are harmless; the row is what counts.
  }
}

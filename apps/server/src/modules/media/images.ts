import crypto from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, LIMITS, PHOTO_THUMBNAIL_SIZE, imageVariantWidths, type ImageFormat, type ImagePurpose } from '@venue/shared';
import type { Storage } from '../../infra/storage/storage.js';
import { AppError } from '../../shared/app-error.js';

export interface ProcessedImage {
  /** `<prefix>/<uuid>`; the variants live below it as `<width>.<avif|webp>` (and `thumb.<avif|webp>`). */
  storageKey: string;
  width: number;
  height: number;
}

/**
 * Where member photos are stored. Not an ImagePurpose, so the public /media route never serves
 * them: they go out only through the checked /api/photos route (docs/decisions/0010).
 */
export const MEMBER_PHOTOS_PREFIX = 'member-photos';
/** Pictures sent in private conversations: served only to the participants (docs/decisions/0018). */
export const CONVERSATION_UPLOADS_PREFIX = 'conversation-uploads';
/** Verification selfies: served to admins only, deleted once the request is decided (docs/decisions/0033). */
export const VERIFICATION_SELFIES_PREFIX = 'verification-selfies';
export type StoragePrefix = ImagePurpose | typeof MEMBER_PHOTOS_PREFIX | typeof CONVERSATION_UPLOADS_PREFIX | typeof VERIFICATION_SELFIES_PREFIX;

/** Which variants to store: the standard widths always; a square thumbnail when asked. */
export interface VariantOptions {
  /**
   * Faster encoding (files a little larger, same quality setting): for pictures generated at start
   * and for member photos, which must be ready within the upload budget.
   */
  fast?: boolean;
  /** Edge in pixels of a square, centre-cropped `thumb.<format>` variant. */
  thumbnail?: number;
}

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

// Every upload is decoded once and never again: libvips' operation cache would only keep memory
// (up to 50 MB of pixels) after each request, so the server's memory would not return to its
// baseline (bench/README.md, upload).
sharp.cache(false);

/** Decoding more than this many pixels is refused: a small file must not unpack into gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Longest side: AVIF (HEIF) cannot encode a side of 16,384 pixels or more (issue 11 item 10). */
export const MAX_IMAGE_SIDE = 16_383;
/** Longest side over shortest: beyond this, a strip no gallery can show (and a variant too tall to encode). */
export const MAX_IMAGE_ASPECT = 20;

// sharp reports AVIF (and HEIC) as 'heif'; its compression tells them apart.
function isAllowedFormat(meta: Metadata): boolean {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return true;
  return meta.format === 'heif' && meta.compression === 'av1';
}

/**
 * Reads the header; anything that is not a JPEG, PNG, WebP or AVIF image, or whose sides are too
 * long or too unequal (MAX_IMAGE_SIDE, MAX_IMAGE_ASPECT), is IMAGE_INVALID, except
 * HEIC, which is a real photo format the bundled libvips cannot decode (HEVC): it gets its own code
 * so the member learns which formats to use instead.
 */
async function inspect(input: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('IMAGE_INVALID');
  }
  if (meta.format === 'heif' && meta.compression === 'hevc') throw new AppError('IMAGE_FORMAT_UNSUPPORTED');
  if (!isAllowedFormat(meta) || !meta.width || !meta.height || (meta.pages ?? 1) > 1) throw new AppError('IMAGE_INVALID');
  const [long, short] = meta.width >= meta.height ? [meta.width, meta.height] : [meta.height, meta.width];
  if (long > MAX_IMAGE_SIDE || long > short * MAX_IMAGE_ASPECT) throw new AppError('IMAGE_INVALID');
  // EXIF orientations 5 to 8 swap width and height once the image is turned upright.
  const swapped = (meta.orientation ?? 1) >= 5;
  return swapped ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Turned upright, fully decoded once and shrunk to the largest variant width: a truncated or
 * corrupt file fails here (failOn 'warning'), and the variants are cut from this small copy.
 */
async function decodeUpright(input: Buffer): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('IMAGE_INVALID');
  }
}

/** A variant: `width` pixels wide, or (`square`) a centre crop of `width` × `width`. */
function encode(raw: { data: Buffer; info: OutputInfo }, width: number, format: ImageFormat, effort: { avif: number; webp: number }, square = false): Promise<Buffer> {
  const { width: w, height: h, channels } = raw.info;
  // Output carries no metadata: sharp drops EXIF, GPS and ICC profiles unless asked to keep them.
  const image = sharp(raw.data, { raw: { width: w, height: h, channels } }).resize(
    square ? { width, height: width, fit: 'cover', position: 'centre' } : { width, withoutEnlargement: true },
  );
  return format === 'avif' ? image.avif({ quality: 55, effort: effort.avif }).toBuffer() : image.webp({ quality: 80, effort: effort.webp }).toBuffer();
}

/**
 * Checks an upload (≤ 4 MB, spec §9; really a JPEG/PNG/WebP/AVIF image), strips its metadata,
 * turns it upright and stores AVIF and WebP variants at the standard widths under
 * `<prefix>/<uuid>/<width>.<format>`. Nothing is stored when any step fails.
 */
export async function processImage(deps: { storage: Storage }, input: Buffer, prefix: StoragePrefix, opts: VariantOptions = {}): Promise<ProcessedImage> {
  if (input.length > LIMITS.uploadBytes) throw new AppError('IMAGE_TOO_LARGE');
  if (input.length === 0) throw new AppError('IMAGE_INVALID');
  return storeImageVariants(deps, input, `${prefix}/${crypto.randomUUID()}`, opts);
}

/**
 * A member's photo as every upload is stored: checked, re-encoded without metadata, with the square
 * thumbnail, fast AVIF (a 4 MB photo must be ready within the upload budget, bench/README.md). The
 * demo seed stores its generated pictures through it too, so they behave like real photos.
 */
export function storeMemberPhotoFile(deps: { storage: Storage }, input: Buffer): Promise<ProcessedImage> {
  return processImage(deps, input, MEMBER_PHOTOS_PREFIX, { thumbnail: PHOTO_THUMBNAIL_SIZE, fast: true });
}

/**
 * Validates and stores the variants of `input` under `storageKey`, with a small meta.json
 * ({ width, height }) beside them. Used by processImage and by the seeding of generated images.
 */
export async function storeImageVariants(
  deps: { storage: Storage },
  input: Buffer,
  storageKey: string,
  opts: VariantOptions = {},
): Promise<ProcessedImage> {
  const { width, height } = await inspect(input);
  const raw = await decodeUpright(input);
  const effort = opts.fast ? { avif: 1, webp: 2 } : { avif: 2, webp: 4 };
  const variants: { w: number | 'thumb'; format: ImageFormat }[] = imageVariantWidths(width).flatMap((w) => IMAGE_FORMATS.map((format) => ({ w, format })));
  if (opts.thumbnail) variants.push(...IMAGE_FORMATS.map((format) => ({ w: 'thumb' as const, format })));
  const encoded = await Promise.all(
    variants.map(async (v) => ({ ...v, data: await encode(raw, v.w === 'thumb' ? opts.thumbnail! : v.w, v.format, effort, v.w === 'thumb') })),
  );
  try {
    // Side by side (with a bucket each write is a round trip, decision 0056), all settled before a
    // failure cleans up, so no write still under way can land after the clean-up.
    const writes = await Promise.allSettled(encoded.map((v) => deps.storage.put(`${storageKey}/${v.w}.${v.format}`, v.data, CONTENT_TYPES[v.format])));
    const failed = writes.find((w) => w.status === 'rejected');
    if (failed) throw failed.reason;
    // Written last: its presence means every variant is there.
    await deps.storage.put(`${storageKey}/meta.json`, Buffer.from(JSON.stringify({ width, height })), 'application/json');
  } catch (err) {
    // Nothing half-written stays (issue 19: a full disk while uploading), and the member is told to
    // try again later instead of the general error; the operator sees why in the log.
    await deps.storage.delete(`${storageKey}/`).catch(() => undefined);
    console.error(`[venue] storing an image failed: ${(err as { code?: string }).code ?? (err as Error).name}`);
    throw new AppError('UPLOAD_NOT_SAVED');
  }
  return { storageKey, width, height };
}

/** Size of a stored image, or null when `storageKey` names no complete stored image. */
export async function readImageMeta(deps: { storage: Storage }, storageKey: string): Promise<{ width: number; height: number } | null> {
  const file = await deps.storage.get(`${storageKey}/meta.json`).catch(() => null);
  if (!file) return null;
  const meta = JSON.parse(file.data.toString('utf8')) as { width?: unknown; height?: unknown };
  return typeof meta.width === 'number' && typeof meta.height === 'number' ? { width: meta.width, height: meta.height } : null;
}

/** Content type of a stored variant format. */
export function variantContentType(format: ImageFormat): string {
  return CONTENT_TYPES[format];
}

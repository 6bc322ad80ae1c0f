// Responsive images (server stores, web builds <picture> sources): one definition of the variants.

/** Widths stored for every image, never wider than the original. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_PURPOSES = ['static-pages', 'news', 'events', 'gifts'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/**
 * The widths stored for an original `width` pixels wide: every standard width below it, plus the
 * original width itself when it is narrower than the largest standard width (no upscaling).
 */
export function imageVariantWidths(width: number): number[] {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const below: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, largest);
  return below.includes(top) ? below : [...below, top];
}

/** Where one variant is served: /media/<storageKey>/<width>.<format>. */
export function imageVariantUrl(storageKey: string, width: number, format: ImageFormat): string {
  return `/media/${storageKey}/${width}.${format}`;
}

// ---- Member photos (docs/decisions/0010) ----------------------------------------------------------

/** Edge of the square thumbnail stored beside every member photo (galleries, avatars in lists). */
export const PHOTO_THUMBNAIL_SIZE = 256;
/** The upload formats the server can decode; HEIC (HEVC) cannot be decoded and is refused. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Pages of a member's photos: a profile's gallery, the default size, and the most a client may ask (the owner's screen). */
export const PHOTO_PAGES = { gallery: 24, pageSize: 48, pageSizeMax: 100 } as const;

/** One stored variant of a member photo: the square thumbnail or a width from imageVariantWidths. */
export type PhotoVariantName = 'thumb' | number;

/**
 * Where one variant of a member photo is served: /api/photos/<id>/<thumb|width>.<format>. The
 * route checks per request that the viewer may see the photo (never the public /media route).
 */
export function photoVariantUrl(photoId: string, variant: PhotoVariantName, format: ImageFormat): string {
  return `/api/photos/${photoId}/${variant}.${format}`;
}

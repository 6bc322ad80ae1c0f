import { imageVariantWidths, photoVariantUrl } from '@venue/shared';

/** The addresses of a photo's stored files on the checked /api/photos route. */
export interface PhotoUrls {
  thumbnail: { avif: string; webp: string };
  variants: { width: number; avif: string; webp: string }[];
  /** Spec names (§3 avatar): the display size, the largest size, and the square thumbnail, as WebP. */
  path: string;
  cloudfrontPath: string;
  avatarCloudfrontPath: string;
}

export function photoUrls(photo: { id: string; width: number }): PhotoUrls {
  const widths = imageVariantWidths(photo.width);
  const display = widths.filter((w) => w <= 1024).at(-1) ?? widths[0]!;
  return {
    thumbnail: { avif: photoVariantUrl(photo.id, 'thumb', 'avif'), webp: photoVariantUrl(photo.id, 'thumb', 'webp') },
    variants: widths.map((width) => ({ width, avif: photoVariantUrl(photo.id, width, 'avif'), webp: photoVariantUrl(photo.id, width, 'webp') })),
    path: photoVariantUrl(photo.id, display, 'webp'),
    cloudfrontPath: photoVariantUrl(photo.id, widths.at(-1)!, 'webp'),
    avatarCloudfrontPath: photoVariantUrl(photo.id, 'thumb', 'webp'),
  };
}

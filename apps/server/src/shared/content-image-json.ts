import { imageVariantUrl } from '@venue/shared';

/** The image of a news post or event in a JSON:API feed: key, size and an absolute WebP URL (or null). */
export function imageAttribute(row: { imagePath: string | null; imageWidth: number | null; imageHeight: number | null }, baseUrl: string) {
  if (!row.imagePath || !row.imageWidth || !row.imageHeight) return null;
  return { key: row.imagePath, width: row.imageWidth, height: row.imageHeight, url: `${baseUrl}${imageVariantUrl(row.imagePath, row.imageWidth, 'webp')}` };
}

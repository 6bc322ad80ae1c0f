import { imageVariantUrl, imageVariantWidths, type ImageFormat } from '@venue/shared';

/**
 * A stored image as <picture>: AVIF and WebP sources with every stored width (320 … 1600, never
 * wider than the original), lazily loaded unless `priority`. `fit="cover"` fills a fixed-height box.
 */
export function ResponsiveImage({
  storageKey,
  width,
  height,
  alt,
  sizes = '(min-width: 62em) 960px, 100vw',
  priority = false,
  fit = 'natural',
}: {
  storageKey: string;
  width: number;
  height: number;
  alt: string;
  sizes?: string;
  priority?: boolean;
  fit?: 'natural' | 'cover';
}) {
  const widths = imageVariantWidths(width);
  const srcSet = (format: ImageFormat) => widths.map((w) => `${imageVariantUrl(storageKey, w, format)} ${w}w`).join(', ');
  const fallback = widths.filter((w) => w <= 1024).at(-1) ?? widths[0]!;
  const style = fit === 'cover' ? { display: 'block', width: '100%', height: '100%', objectFit: 'cover' as const } : { display: 'block', width: '100%', height: 'auto' };
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={imageVariantUrl(storageKey, fallback, 'webp')}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        style={style}
      />
    </picture>
  );
}

import type { Photo } from './operations.js';

/**
 * A member photo as <picture> (AVIF, then WebP) from the checked /api/photos URLs. `thumb` shows
 * the square thumbnail; `full` every stored width, the browser picks by `sizes`.
 */
export function PhotoPicture({
  photo,
  alt,
  mode = 'full',
  sizes = '(min-width: 62em) 960px, 100vw',
  priority = false,
}: {
  photo: Pick<Photo, 'width' | 'height' | 'thumbnail' | 'variants'>;
  alt: string;
  mode?: 'thumb' | 'full';
  sizes?: string;
  priority?: boolean;
}) {
  const loading = priority ? 'eager' : 'lazy';
  if (mode === 'thumb') {
    return (
      <picture>
        <source type="image/avif" srcSet={photo.thumbnail.avif} />
        <img src={photo.thumbnail.webp} alt={alt} width={256} height={256} loading={loading} decoding="async" style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover' }} />
      </picture>
    );
  }
  const srcSet = (format: 'avif' | 'webp') => photo.variants.map((v) => `${v[format]} ${v.width}w`).join(', ');
  // Width and height auto: the max constraints then scale the picture keeping its aspect ratio.
  const fallback = photo.variants.filter((v) => v.width <= 1024).at(-1) ?? photo.variants[0];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={fallback?.webp ?? photo.thumbnail.webp}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={loading}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        style={{ display: 'block', width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: '80vh', margin: '0 auto' }}
      />
    </picture>
  );
}

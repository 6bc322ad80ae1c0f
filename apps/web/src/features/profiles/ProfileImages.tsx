import { Avatar } from '@mantine/core';
import { imageVariantWidths, photoVariantUrl, type ImageFormat } from '@venue/shared';
import type { ProfileImage } from './operations.js';

/** The avatar as a round thumbnail (the photos API's square variant), or the initial without one. */
export function ProfileAvatar({ image, name, alt, size = 96 }: { image: ProfileImage | null; name: string; alt: string; size?: number }) {
  if (!image) {
    return (
      <Avatar radius="50%" size={size} color="gold" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    );
  }
  return (
    <picture>
      <source srcSet={photoVariantUrl(image.id, 'thumb', 'avif')} type="image/avif" />
      <img src={photoVariantUrl(image.id, 'thumb', 'webp')} alt={alt} width={size} height={size} style={{ borderRadius: '50%', objectFit: 'cover', display: 'block', border: '3px solid var(--mantine-color-dark-7)' }} />
    </picture>
  );
}

/** The wall image across the profile's top, every stored width offered to the browser. */
export function WallImage({ image, alt }: { image: ProfileImage; alt: string }) {
  const widths = imageVariantWidths(image.width);
  const srcSet = (format: ImageFormat) => widths.map((w) => `${photoVariantUrl(image.id, w, format)} ${w}w`).join(', ');
  const fallback = widths.filter((w) => w <= 1024).at(-1) ?? widths[0]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes="(min-width: 62em) 960px, 100vw" />
      <source type="image/webp" srcSet={srcSet('webp')} sizes="(min-width: 62em) 960px, 100vw" />
      <img src={photoVariantUrl(image.id, fallback, 'webp')} alt={alt} width={image.width} height={image.height} fetchPriority="high" style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
    </picture>
  );
}

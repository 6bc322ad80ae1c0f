import { Box } from '@mantine/core';
import { imageVariantWidths, photoVariantUrl, type ImageFormat, type Sex } from '@venue/shared';
import { AvatarPlaceholder } from '../../components/MemberAvatar.js';
import type { ProfileImage } from './operations.js';

/** The avatar, large and round (the photos API's square variant), or the silhouette placeholder without one. */
export function ProfileAvatar({ image, sex, alt }: { image: ProfileImage | null; sex: Sex | null; alt: string }) {
  const size = { base: 112, sm: 152 };
  return (
    <Box w={size} h={size} style={{ flex: 'none', borderRadius: '50%', border: '4px solid var(--mantine-color-dark-7)', overflow: 'hidden', background: 'var(--mantine-color-dark-7)' }}>
      {image ? (
        <picture>
          <source srcSet={photoVariantUrl(image.id, 'thumb', 'avif')} type="image/avif" />
          <img src={photoVariantUrl(image.id, 'thumb', 'webp')} alt={alt} width={256} height={256} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        </picture>
      ) : (
        <AvatarPlaceholder sex={sex} size="100%" />
      )}
    </Box>
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

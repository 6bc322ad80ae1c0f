import type { ReactNode } from 'react';
import { ResponsiveImage } from './ResponsiveImage.js';

/**
 * The picture on top of a news or event card: a 16:9 crop of the stored image, or, without one, a
 * designed ground (a soft gradient with the card's icon) so a list without pictures still looks
 * made. `overlay` sits on the picture (e.g. the event's date).
 */
export function CardImage({
  image,
  placeholderIcon,
  overlay,
  sizes = '(min-width: 62em) 480px, (min-width: 36em) 50vw, 100vw',
}: {
  image: { storageKey: string; width: number; height: number } | null;
  placeholderIcon: ReactNode;
  overlay?: ReactNode;
  sizes?: string;
}) {
  return (
    <div style={{ position: 'relative', aspectRatio: '16 / 9', overflow: 'hidden', background: 'linear-gradient(140deg, var(--mantine-color-dark-5), var(--mantine-color-dark-7) 55%, var(--mantine-color-gold-9))' }}>
      {image ? (
        <ResponsiveImage storageKey={image.storageKey} width={image.width} height={image.height} alt="" sizes={sizes} fit="cover" />
      ) : (
        <div aria-hidden="true" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'var(--mantine-color-gold-3)', opacity: 0.7 }}>
          {placeholderIcon}
        </div>
      )}
      {overlay}
    </div>
  );
}

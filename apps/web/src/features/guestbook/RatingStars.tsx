import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { LIMITS } from '@venue/shared';

/**
 * The rating as stars and as words: filled ★ and hollow ☆ differ in shape, not only colour, and
 * the words ("2 von 3 Sternen") are what screen readers read.
 */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const max = LIMITS.GUESTBOOK.ratingMax;
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="span" c="gold.4" fz="lg" lh={1} aria-hidden="true" style={{ letterSpacing: 2 }}>
        {'★'.repeat(rating) + '☆'.repeat(Math.max(0, max - rating))}
      </Text>
      <Text component="span" fz="sm">
        {t('guestbook.rating.outOf', { rating, max })}
      </Text>
    </Group>
  );
}

import { Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';
import { LIMITS } from '@venue/shared';

/** Filled and hollow stars (they differ in shape, not only colour); decorative beside the words. */
export function StarIcons({ rating, max = LIMITS.GUESTBOOK.ratingMax, size = 18 }: { rating: number; max?: number; size?: number }) {
  return (
    <Group component="span" gap={2} wrap="nowrap" c="gold.4" aria-hidden="true" style={{ display: 'inline-flex' }}>
      {Array.from({ length: max }, (_, i) => (i < rating ? <IconStarFilled key={i} size={size} /> : <IconStar key={i} size={size} stroke={1.6} />))}
    </Group>
  );
}

/** The rating as stars and as words ("2 von 3 Sternen"): the words are what screen readers read. */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const max = LIMITS.GUESTBOOK.ratingMax;
  return (
    <Group gap={6} wrap="nowrap">
      <StarIcons rating={rating} max={max} />
      <Text component="span" fz="sm">
        {t('guestbook.rating.outOf', { rating, max })}
      </Text>
    </Group>
  );
}

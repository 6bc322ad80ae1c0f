import { Badge } from '@mantine/core';
import { ROOMS } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';

/** The unread count in words; above 100 "more than 100" (spec §9). Nothing when all is read. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  const text = count > ROOMS.unreadCountMax ? t('rooms.unreadMany', { count: ROOMS.unreadCountMax }) : t('rooms.unread', { count });
  return (
    // The accent with dark text (autoContrast), as the conversations' count: white on red was 3.3:1.
    <Badge color="gold" variant="filled" size="md" data-unread={count}>
      {text}
    </Badge>
  );
}

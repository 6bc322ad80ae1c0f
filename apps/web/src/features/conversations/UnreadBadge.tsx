import { Badge } from '@mantine/core';
import { unreadShown } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';

/** The unread count in words ("3 ungelesen", "mehr als 100 ungelesen", spec §9); nothing at 0. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  const shown = unreadShown(count);
  const label = shown.moreThan ? t('conversations.unreadMoreThan', { count: shown.count }) : t('conversations.unread', { count: shown.count });
  return (
    <Badge color="gold" variant="filled" size="lg" style={{ textTransform: 'none', flex: 'none' }}>
      {label}
    </Badge>
  );
}

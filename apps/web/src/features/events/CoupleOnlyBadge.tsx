import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';

/** Says "couples only" in words (colour only adds emphasis). */
export function CoupleOnlyBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="grape" variant="light" radius="sm" tt="none">
      {t('events.coupleOnly')}
    </Badge>
  );
}

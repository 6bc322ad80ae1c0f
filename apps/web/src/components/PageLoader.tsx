import { Center } from '@mantine/core';
import { useTranslation } from '../i18n/react.js';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('common.loading')}>
      <div className="venue-spinner" />
    </Center>
  );
}

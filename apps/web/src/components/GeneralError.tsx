import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './usePageTitle.js';

/** The general error (spec §8) for unexpected failures, e.g. a screen that did not load in time. */
export function GeneralError() {
  const { t } = useTranslation();
  usePageTitle(t('errors.INTERNAL'));
  return (
    <Container size="sm" py="xl">
      <Stack role="alert" gap="md">
        <Title order={1}>{t('errors.INTERNAL')}</Title>
        <Text>{t('common.tryAgainLater')}</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t('common.reload')}
        </Button>
      </Stack>
    </Container>
  );
}

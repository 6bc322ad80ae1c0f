import { Container, Stack, Text, Title } from '@mantine/core';
import { PlainButton } from './PlainButton.js';
import { useTranslation } from '../i18n/react.js';
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
        <PlainButton onClick={() => window.location.reload()} style={{ alignSelf: 'flex-start' }}>
          {t('common.reload')}
        </PlainButton>
      </Stack>
    </Container>
  );
}

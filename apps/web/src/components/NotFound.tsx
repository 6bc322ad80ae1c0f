import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react.js';
import { usePageTitle } from './usePageTitle.js';
import { pathTo } from '@venue/shared';

export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Anchor component={Link} to={pathTo('index')}>
          {t('notFound.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}

import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react.js';
import { usePageTitle } from './usePageTitle.js';
import { pathTo } from '@venue/shared';

/**
 * The not-found page: a heading, what happened and one way back (the start page, or where the
 * missing thing would have been listed, e.g. the news). The server answers such paths with 404.
 */
export function NotFound({ text, back }: { text?: string; back?: { to: string; label: string } }) {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py="xl" px={0}>
      <Stack gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{text ?? t('notFound.text')}</Text>
        <Anchor component={Link} to={back?.to ?? pathTo('index')} w="fit-content" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <IconArrowLeft size={18} stroke={1.75} aria-hidden />
          {back?.label ?? t('notFound.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}

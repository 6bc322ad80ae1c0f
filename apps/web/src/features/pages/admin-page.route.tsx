import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { NotFound } from '../../components/NotFound.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { PageQuery } from '../../components/venue-page/operations.js';
import { pageTitle } from '../../components/venue-page/VenuePageContent.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { PageEditorTabs } from './PageEditor.js';

/** `/admin/pages/:name`: one venue page's editor in the staff area (texts with preview, images). */
export function Component() {
  const { name = '' } = useParams();
  const { t, i18n } = useTranslation();
  const [{ data, error }] = useQuery({ query: PageQuery, variables: { name } });
  const page = data?.page;
  const title = page ? pageTitle(page, currentLanguage(i18n)) : t('admin.pages.title');
  usePageTitle(page ? t('pages.editor.title', { name: title }) : title);
  if (!data) return <QueryFallback error={error} />;
  if (!page) return <NotFound />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathTo('adminPages')} fz="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} stroke={1.6} aria-hidden />
          {t('admin.pages.backToList')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text fz="sm" c="dimmed">
            {t('admin.pages.editing')}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
        </Stack>
        <Anchor component={Link} to={pathTo('page', { name: page.name })} fz="sm">
          <Group gap={4} component="span">
            <IconEye size={16} stroke={1.6} aria-hidden />
            {t('admin.pages.viewPublic')}
          </Group>
        </Anchor>
      </Group>
      <PageEditorTabs page={page} />
    </Stack>
  );
}

import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { pageTitle } from '../../components/venue-page/VenuePageContent.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDateTime } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/react.js';
import { AdminPagesQuery } from './operations.js';

/** `/admin/pages`: the venue pages in the menu's order, each opening its editor. */
export function Component() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  usePageTitle(t('admin.pages.title'));
  const [{ data, error }] = useQuery({ query: AdminPagesQuery, requestPolicy: 'cache-and-network' });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('admin.pages.title')}</Title>
        <Text c="dimmed">{t('admin.pages.intro')}</Text>
      </Stack>
      {!data ? (
        <QueryFallback error={error} />
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.pages.map((page) => (
            <Paper component="li" key={page.name} withBorder p="sm" radius="md" bg="dark.6">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Anchor component={Link} to={pathTo('adminPage', { name: page.name })} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {pageTitle(page, language)}
                  </Anchor>
                  <Group gap="xs" wrap="wrap">
                    <Text fz="xs" c="dimmed">
                      /pages/{page.name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {t('admin.pages.updated', { datetime: formatDateTime(page.updatedAt, language) })}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      <IconPhoto size={14} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
                      <Text fz="xs" c="dimmed">
                        {t('admin.pages.images', { count: page.images.length })}
                      </Text>
                    </Group>
                  </Group>
                </Stack>
                <IconChevronRight size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react.js';
import { useQuery, type TypedDocumentNode } from 'urql';
import { pathTo, type Language, type RouteName } from '@venue/shared';
import { currentLanguage } from '../i18n/i18n.js';
import type { Publishable } from './AdminPublicationScreen.js';
import { CursorPages, type CursorPageProps } from './CursorPages.js';
import { PublicationStateText } from './PublicationControls.js';
import { QueryFallback } from './QueryFallback.js';
import { usePageTitle } from './usePageTitle.js';

interface Page<Item> {
  nodes: Item[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** One kind of publishable content for the admin list (news, events). */
export interface AdminPublicationListConfig<Item extends Publishable, Loaded> {
  /** Catalogue namespace of the `admin.*` texts and `loadMore`. */
  ns: 'news' | 'events';
  routes: { new: RouteName; edit: RouteName };
  query: TypedDocumentNode<Loaded, { first?: number; after?: string | null }>;
  readPage: (data: Loaded) => Page<Item>;
  /** The small line under the title (address, date). */
  detail: (item: Item, language: Language) => ReactNode;
}

/** `/admin/…`: every item with its state in words; create and edit from here. */
export function AdminPublicationList<Item extends Publishable, Loaded>(config: AdminPublicationListConfig<Item, Loaded>) {
  const { ns, routes } = config;
  const { t } = useTranslation();
  usePageTitle(t(`${ns}.admin.title`));
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t(`${ns}.admin.title`)}</Title>
        <Button component={Link} to={pathTo(routes.new)}>
          {t(`${ns}.admin.new`)}
        </Button>
      </Group>
      <CursorPages gap="sm" renderPage={(page) => <AdminPublicationPage config={config} {...page} />} />
    </Stack>
  );
}

function AdminPublicationPage<Item extends Publishable, Loaded>({
  config,
  after,
  isLast,
  onMore,
}: CursorPageProps & { config: AdminPublicationListConfig<Item, Loaded> }) {
  const { ns } = config;
  const { t, i18n } = useTranslation();
  // Always asked afresh: items created or deleted elsewhere show at once.
  const [{ data, error }] = useQuery({ query: config.query, variables: { first: 20, after }, requestPolicy: 'network-only' });
  const page = data ? config.readPage(data) : undefined;
  if (!page) {
    return <QueryFallback error={error} />;
  }
  return (
    <>
      {page.nodes.length === 0 && after === null && <Text c="dimmed">{t(`${ns}.admin.empty`)}</Text>}
      {page.nodes.map((item) => (
        <Paper key={item.id} withBorder p="sm" radius="md" bg="dark.6">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Anchor component={Link} to={pathTo(config.routes.edit, { id: item.id })} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.titleDe}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {config.detail(item, currentLanguage(i18n))}
              </Text>
            </Stack>
            <PublicationStateText ns={ns} state={item.state} publishedAt={item.publishedAt} />
          </Group>
        </Paper>
      ))}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t(`${ns}.loadMore`)}
        </Button>
      )}
    </>
  );
}

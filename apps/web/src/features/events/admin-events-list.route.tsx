import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { PageLoader } from '../../components/PageLoader.js';
import { PublicationStateText } from '../../components/PublicationControls.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatEventTime } from './format.js';
import { AdminEventsQuery } from './operations.js';

/** `/admin/events`: every event with its state in words, latest start first; create and edit from here. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('events.admin.title'));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathTo('adminDashboard')} fz="sm">
        ← {t('events.admin.backToDashboard')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('events.admin.title')}</Title>
        <Button component={Link} to={pathTo('adminEventsNew')}>
          {t('events.admin.new')}
        </Button>
      </Group>
      <CursorPages gap="sm" renderPage={(page) => <AdminEventsPage {...page} />} />
    </Stack>
  );
}

function AdminEventsPage({ after, isLast, onMore }: CursorPageProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  // Always asked afresh: events created or deleted elsewhere show at once.
  const [{ data, error }] = useQuery({ query: AdminEventsQuery, variables: { first: 20, after }, requestPolicy: 'network-only' });
  const page = data?.adminEvents;
  if (!page) {
    if (error) {
      return (
        <Alert color="red" variant="light" role="alert">
          {errorText(error)}
        </Alert>
      );
    }
    return <PageLoader />;
  }
  return (
    <>
      {page.nodes.length === 0 && after === null && <Text c="dimmed">{t('events.admin.empty')}</Text>}
      {page.nodes.map((event) => (
        <Paper key={event.id} withBorder p="sm" radius="md" bg="dark.6">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Anchor component={Link} to={pathTo('adminEventEdit', { id: event.id })} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {event.titleDe}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {formatEventTime(event.startsAt, event.endsAt, currentLanguage(i18n))}
              </Text>
            </Stack>
            <PublicationStateText ns="events" state={event.state} publishedAt={event.publishedAt} />
          </Group>
        </Paper>
      ))}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('events.loadMore')}
        </Button>
      )}
    </>
  );
}

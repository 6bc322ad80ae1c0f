import { Alert, Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { PlainButton } from '../../components/PlainButton.js';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { EventCard } from './EventCard.js';
import { ResponsiveGrid } from '../../components/ResponsiveGrid.js';
import { EventsQuery, type EventWhen } from './operations.js';

const PAGE_SIZE = 10;

/** `/events`: upcoming events first; past ones in their own tab (`?when=past`, so the tab can be linked). */
export function Component() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('events.title'));
  const [params, setParams] = useSearchParams();
  const when: EventWhen = params.get('when') === 'past' ? 'PAST' : 'UPCOMING';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={1}>{t('events.title')}</Title>
        <Anchor href={`/api/events.ics?lang=${currentLanguage(i18n)}`} fz="sm">
          {t('events.subscribeCalendar')}
        </Anchor>
      </Group>
      <Tabs
        value={when}
        onChange={(value) => setParams(value === 'PAST' ? { when: 'past' } : {}, { replace: true, preventScrollReset: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="UPCOMING">{t('events.upcoming')}</Tabs.Tab>
          <Tabs.Tab value="PAST">{t('events.past')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="UPCOMING" pt="md">
          <CursorPages gap="sm" resetKey="UPCOMING" renderPage={(page) => <EventsPage when="UPCOMING" {...page} />} />
        </Tabs.Panel>
        <Tabs.Panel value="PAST" pt="md">
          <CursorPages gap="sm" resetKey="PAST" renderPage={(page) => <EventsPage when="PAST" {...page} />} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function EventsPage({ when, after, isLast, onMore }: CursorPageProps & { when: EventWhen }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ data, error }] = useQuery({ query: EventsQuery, variables: { when, first: PAGE_SIZE, after }, requestPolicy: 'cache-and-network' });
  const page = data?.events;
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
      {page.nodes.length === 0 && after === null && <Text c="dimmed">{when === 'PAST' ? t('events.emptyPast') : t('events.emptyUpcoming')}</Text>}
      {page.nodes.length > 0 && (
        <ResponsiveGrid cols={{ base: 1, xs: 2 }}>
          {page.nodes.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ResponsiveGrid>
      )}
      {isLast && page.hasNextPage && page.endCursor && (
        <PlainButton variant="light" onClick={() => onMore(page.endCursor!)} style={{ alignSelf: 'center' }}>
          {t('events.loadMore')}
        </PlainButton>
      )}
    </>
  );
}

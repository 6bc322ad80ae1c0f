import { Anchor, Group, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '../../components/ResponsiveGrid.js';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { EventCard } from './EventCard.js';
import { EventsQuery } from './operations.js';

/** Index page section: the next three events and a link to all of them. */
export function NextEvents() {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: EventsQuery, variables: { when: 'UPCOMING', first: 3, after: null }, requestPolicy: 'cache-and-network' });
  const events = data?.events.nodes;
  // The landing page stays useful without this section: a failure leaves it out.
  if (error && !events) return null;
  return (
    <section aria-labelledby="next-events-heading">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id="next-events-heading" fz="h3">
          {t('events.nextTitle')}
        </Title>
        <Anchor component={Link} to={pathTo('events')} fz="sm">
          {t('events.allEvents')}
        </Anchor>
      </Group>
      {events && events.length === 0 && <Text c="dimmed">{t('events.emptyUpcoming')}</Text>}
      <ResponsiveGrid cols={{ base: 1, xs: 2, sm: 3 }}>{events?.map((event) => <EventCard key={event.id} event={event} headingLevel={3} />)}</ResponsiveGrid>
    </section>
  );
}

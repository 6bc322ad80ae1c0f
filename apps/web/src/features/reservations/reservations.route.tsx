import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ReservationSummary } from './ReservationSummary.js';
import { ReservationsQuery } from './operations.js';

/**
 * `/reservations` (spec §2): the member's own reservations, upcoming (soonest first) and past
 * (latest first) as two tabs; each card with its party, status, perks, edit, cancel and calendar
 * link. The one primary action: reserve a regular day.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('reservations.title'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'past' ? 'past' : 'upcoming';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{t('reservations.title')}</Title>
        <Button component={Link} to={pathTo('dailyReservationNew')} leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}>
          {t('reservations.reserveDay')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => setParams(value === 'past' ? { tab: 'past' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="upcoming">{t('reservations.tabs.upcoming')}</Tabs.Tab>
          <Tabs.Tab value="past">{t('reservations.tabs.past')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="md">
          <ReservationList past={false} />
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          <ReservationList past />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ReservationList({ past }: { past: boolean }) {
  const { t } = useTranslation();
  const [{ data, error }, refetch] = useQuery({ query: ReservationsQuery, variables: { past }, requestPolicy: 'cache-and-network' });
  const reservations = data?.reservations;
  if (!reservations) return <QueryFallback error={error} />;
  if (reservations.length === 0) {
    // The way to a regular day is the screen's primary button above; the list leads to the events.
    return <EmptyState text={past ? t('reservations.empty.past') : t('reservations.empty.upcoming')} action={{ to: pathTo('events'), label: t('reservations.empty.toEvents') }} />;
  }
  return (
    <Stack component="ul" gap="sm" aria-label={past ? t('reservations.tabs.past') : t('reservations.tabs.upcoming')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {reservations.map((reservation) => (
        <li key={reservation.id}>
          <ReservationSummary reservation={reservation} headingLevel={2} onCancelled={() => refetch({ requestPolicy: 'network-only' })} />
        </li>
      ))}
    </Stack>
  );
}

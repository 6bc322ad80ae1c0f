import { useMemo, useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconPrinter, IconSearch } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { BackLink } from '../../components/BackLink.js';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { useRefreshWhileVisible } from '../../components/useRefreshWhileVisible.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { DoorTable, WaitlistTable } from './DoorTable.js';
import { DoorTotals } from './DoorTotals.js';
import { calendarDate, doorWhen, folded, partySize } from './door-format.js';
import { DoorListQuery, doorListCsvUrl, type DoorList, type DoorListVariables } from './operations.js';
import { useCheckIn } from './useCheckIn.js';
import './door.css';

/** Other tablets at the entrance check people in too: the list follows every so often. */
const REFRESH_MS = 20_000;

/**
 * `/admin/door/events/:id` and `/admin/door/days/:date`: the door list of an event or a regular day,
 * for a tablet at the entrance (a big check-in toggle per party, a filter by name) and for paper
 * ("Drucken": one black-on-white table, docs print stylesheet in door.css).
 */
export function Component() {
  const { id, date } = useParams();
  const variables: DoorListVariables = id ? { eventId: id } : { date: date ?? '' };
  const { t, i18n } = useTranslation();
  const [{ data, error }, refresh] = useQuery({ query: DoorListQuery, variables, requestPolicy: 'cache-and-network' });
  useRefreshWhileVisible(() => refresh({ requestPolicy: 'network-only' }), REFRESH_MS, Boolean(data));
  const list = data?.doorList;
  // A regular day's list: "Regulärer Abend" over its date and time (the server's title is the bare date).
  const title = list ? (id ? list.title : t('admin.door.kindDay')) : '';
  usePageTitle(list ? t('admin.door.listTitle', { title: id ? title : t('admin.door.dayTitle', { date: calendarDate(list.date, currentLanguage(i18n)) }) }) : t('admin.door.title'));
  if (!list) return <QueryFallback error={error} />;
  return <DoorListScreen list={list} title={title} csvUrl={doorListCsvUrl(id ? { eventId: id } : { date: date ?? '' })} onSaved={() => refresh({ requestPolicy: 'network-only' })} />;
}

function DoorListScreen({ list, title, csvUrl, onSaved }: { list: DoorList; title: string; csvUrl: string; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [filter, setFilter] = useState('');
  const checkIn = useCheckIn(list.entries, onSaved);
  const entries = useMemo(() => [...list.entries].sort((a, b) => a.user.username.localeCompare(b.user.username, language, { sensitivity: 'base' })), [list.entries, language]);
  const needle = folded(filter.trim());
  const shown = new Set(entries.filter((e) => !needle || folded(e.user.username).includes(needle)).map((e) => e.reservation.id));
  const checkedInPeople = entries.reduce((sum, e) => sum + (checkIn.isCheckedIn(e) ? partySize(e) : 0), 0);

  return (
    <Stack gap="lg" className="venue-door">
      <div className="venue-door-screen-only">
        <BackLink to={pathTo('adminDoor')}>{t('admin.door.backToOverview')}</BackLink>
      </div>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="dimmed">{doorWhen(list.startsAt, language)}</Text>
      </Stack>
      <DoorTotals expected={list.expectedPeople} checkedIn={checkedInPeople} capacity={list.capacity} waitlistPeople={list.waitlist.reduce((s, e) => s + partySize(e), 0)} />
      <Group gap="sm" className="venue-door-screen-only">
        <Button component="a" href={csvUrl} download variant="default" leftSection={<IconDownload size={18} stroke={1.6} aria-hidden />}>
          {t('admin.door.csv')}
        </Button>
        <Button variant="default" onClick={() => window.print()} leftSection={<IconPrinter size={18} stroke={1.6} aria-hidden />}>
          {t('admin.door.print')}
        </Button>
      </Group>
      {entries.length === 0 ? (
        <EmptyState text={t('admin.door.empty')} action={{ to: pathTo('adminDoor'), label: t('admin.door.backToOverview') }} />
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} className="venue-door-screen-only">
            <form role="search" onSubmit={(e) => e.preventDefault()}>
              <TextInput
                type="search"
                label={t('admin.door.filterLabel')}
                placeholder={t('admin.door.filterPlaceholder')}
                leftSection={<IconSearch size={18} stroke={1.6} aria-hidden />}
                value={filter}
                onChange={(e) => setFilter(e.currentTarget.value)}
                autoComplete="off"
                maxLength={100}
              />
            </form>
          </SimpleGrid>
          {checkIn.error && (
            <Text role="alert" c="red.3" fw={600} className="venue-door-screen-only">
              {checkIn.error}
            </Text>
          )}
          <DoorTable entries={entries} shown={shown} checkIn={checkIn} />
          {shown.size === 0 && (
            <Text c="dimmed" role="status" className="venue-door-screen-only">
              {t('admin.door.noneFound', { search: filter.trim() })}
            </Text>
          )}
        </Stack>
      )}
      {list.waitlist.length > 0 && (
        <Stack gap="sm" className="venue-door-screen-only">
          <Title order={2} fz="h3">
            {t('admin.door.waitlistTitle', { count: list.waitlist.length })}
          </Title>
          <WaitlistTable entries={list.waitlist} />
        </Stack>
      )}
    </Stack>
  );
}

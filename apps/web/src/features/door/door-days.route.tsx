import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconChevronRight, IconDoorEnter, IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { calendarDate, doorTime, doorWhen } from './door-format.js';
import { DoorDaysQuery, DoorListSummaryQuery, type DoorListVariables } from './operations.js';
import './door.css';

/** How far ahead the door overview looks. */
const DAYS_AHEAD = 14;
/** How long after its start an event without an end is still on at the door. */
const NIGHT_MS = 12 * 3_600_000;

interface DoorOccasion {
  key: string;
  kind: 'event' | 'day';
  title: string;
  startsAt: string;
  coupleOnly: boolean;
  to: string;
  variables: DoorListVariables;
}

/** `/admin/door`: the events and open days of the next two weeks, each with its figures, leading to its door list. */
export function Component() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  usePageTitle(t('admin.door.title'));
  const [{ data, error }] = useQuery({ query: DoorDaysQuery, variables: { days: DAYS_AHEAD }, requestPolicy: 'cache-and-network' });
  if (!data) return <QueryFallback error={error} />;

  const now = Date.now();
  const until = now + DAYS_AHEAD * 86_400_000;
  // Events list as upcoming until they end, or without an end until they start: an evening that has
  // begun still belongs at the door, so one without an end stays here for a night after its start.
  const running = data.recent.nodes.filter((event) => !event.endsAt && Date.parse(event.startsAt) + NIGHT_MS > now);
  const occasions: DoorOccasion[] = [
    ...[...running, ...data.events.nodes]
      .filter((event) => new Date(event.startsAt).getTime() < until)
      .map((event) => ({
        key: `event-${event.id}`,
        kind: 'event' as const,
        title: language === 'en' ? event.titleEn : event.titleDe,
        startsAt: event.startsAt,
        coupleOnly: event.coupleOnly,
        to: pathTo('adminDoorEvent', { id: event.id }),
        variables: { eventId: event.id },
      })),
    // A day with an event has the event's door list (members reserve the event).
    ...data.openingDays
      .filter((day) => !day.event)
      .map((day) => ({
        key: `day-${day.date}`,
        kind: 'day' as const,
        title: calendarDate(day.date, language),
        startsAt: day.opensAt,
        coupleOnly: day.coupleOnly,
        to: pathTo('adminDoorDay', { date: day.date }),
        variables: { date: day.date },
      })),
  ].sort((a, b) => a.startsAt.localeCompare(b.startsAt));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('admin.door.title')}</Title>
        <Text c="dimmed">{t('admin.door.intro', { count: DAYS_AHEAD })}</Text>
      </Stack>
      {occasions.length === 0 ? (
        <EmptyState text={t('admin.door.noDays')} action={{ to: pathTo('adminOpeningHours'), label: t('admin.door.toOpeningHours') }} />
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('admin.door.daysLabel')}>
          {occasions.map((occasion) => (
            <li key={occasion.key}>
              <OccasionRow
                occasion={occasion}
                when={occasion.kind === 'event' ? doorWhen(occasion.startsAt, language) : t('admin.door.opensAt', { time: doorTime(occasion.startsAt, language) })}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function OccasionRow({ occasion, when }: { occasion: DoorOccasion; when: string }) {
  const { t } = useTranslation();
  const Icon = occasion.kind === 'event' ? IconCalendarEvent : IconDoorEnter;
  return (
    <UnstyledButton component={Link} to={occasion.to} w="100%" className="venue-door-occasion">
      <Paper withBorder p="md" radius="md" bg="dark.6">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <Icon size={28} stroke={1.5} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-gold-4)' }} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {occasion.title}
                </Text>
                <Badge variant="light" color={occasion.kind === 'event' ? 'gold' : 'gray'} size="sm">
                  {occasion.kind === 'event' ? t('admin.door.kindEvent') : t('admin.door.kindDay')}
                </Badge>
                {occasion.coupleOnly && (
                  <Badge variant="outline" color="gray" size="sm" leftSection={<IconHeartHandshake size={12} aria-hidden />}>
                    {t('admin.door.coupleOnly')}
                  </Badge>
                )}
              </Group>
              <Text fz="sm" c="dimmed">
                {when}
              </Text>
              <OccasionFigures variables={occasion.variables} />
            </Stack>
          </Group>
          <IconChevronRight size={20} stroke={1.6} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** "34 von 50 Personen erwartet · 3 auf der Warteliste", asked per door list. */
function OccasionFigures({ variables }: { variables: DoorListVariables }) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({ query: DoorListSummaryQuery, variables, requestPolicy: 'cache-and-network' });
  const list = data?.doorList;
  if (!list) return <Text fz="sm">{error ? t('admin.door.figuresMissing') : t('common.loading')}</Text>;
  const expected =
    list.capacity === null ? t('admin.door.expectedUnlimited', { count: list.expectedPeople }) : t('admin.door.expectedOf', { count: list.expectedPeople, capacity: list.capacity });
  return (
    <Text fz="sm" fw={500}>
      {expected}
      {list.waitlist.length > 0 && ` · ${t('admin.door.waitlistCount', { count: list.waitlist.length })}`}
    </Text>
  );
}

import { useRef, useState } from 'react';
import { Anchor, Box, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconArmchair, IconCalendarEvent, IconHourglassHigh, IconUsers } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useCurrentUser } from '../../app/session/context.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { BackLink } from '../../components/BackLink.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { EmptyState } from '../../components/EmptyState.js';
import { showNotice } from '../../app/warnings.js';
import { PartyForm } from './PartyForm.js';
import { PerksPreview } from './Perks.js';
import { PlacesLeft } from './ReservationPanel.js';
import { defaultParty } from './party.js';
import { dayLabel, hoursLabel } from './format.js';
import { OpeningDaysQuery, ReserveDayMutation, type OpeningDay } from './operations.js';

/**
 * `/daily-reservations/new` (issue 14): a regular opening day from the next weeks (closed days are
 * not offered; a day with an event leads to the event, where the member reserves it), then the
 * party and the hidden switch. `?date=YYYY-MM-DD` preselects a day.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  usePageTitle(t('reservations.newDay.title'));
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const [{ data, error }] = useQuery({ query: OpeningDaysQuery, variables: {}, requestPolicy: 'cache-and-network' });
  const [, reserve] = useMutation(ReserveDayMutation);
  const [chosen, setChosen] = useState<string | null>(params.get('date'));
  // A day that has opened already takes no more reservations (the door keeps it until it closes).
  const days = data?.openingDays.filter((d) => Date.parse(d.opensAt) > Date.now());
  const reservable = days?.filter((d) => !d.event) ?? [];
  const day = reservable.find((d) => d.date === chosen) ?? null;
  const partyRef = useRef<HTMLElement>(null);
  // The party comes below the days: once a day is chosen, bring it into view (gently, unless the member asked for less motion).
  const choose = (date: string) => {
    setChosen(date);
    requestAnimationFrame(() => partyRef.current?.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' }));
  };

  return (
    <Stack gap="lg" maw={640}>
      <BackLink to={pathTo('reservations')}>{t('reservations.backToList')}</BackLink>
      <Title order={1}>{t('reservations.newDay.title')}</Title>
      <Text c="dimmed">{t('reservations.newDay.intro')}</Text>
      {!days ? (
        <QueryFallback error={error} />
      ) : days.length === 0 ? (
        <EmptyState text={t('reservations.newDay.noDays')} action={{ to: pathTo('events'), label: t('reservations.empty.toEvents') }} />
      ) : (
        <>
          <Radio.Group label={t('reservations.newDay.pick')} value={day?.date ?? null} onChange={choose}>
            <Box mt="xs" style={{ display: 'grid', gap: 'var(--mantine-spacing-xs)', gridTemplateColumns: 'repeat(auto-fill, minmax(min(9.5rem, calc(50% - var(--mantine-spacing-xs))), 1fr))' }}>
              {days.map((d) => (d.event ? <EventDay key={d.date} day={d} /> : <OpenDay key={d.date} day={d} />))}
            </Box>
          </Radio.Group>
          {day && user && (
            <Paper ref={partyRef} component="section" aria-labelledby="day-party-heading" withBorder p="md" radius="md" bg="dark.7">
              <Stack gap="md">
                <Title order={2} fz="h3" id="day-party-heading">
                  {t('reservations.newDay.partyFor', { day: dayLabel(day.opensAt, language) })}
                </Title>
                <PlacesLeft capacity={day.capacity} placesLeft={day.placesLeft} />
                <PartyForm
                  key={day.date}
                  initial={{ ...defaultParty(user.sex), hidden: false }}
                  coupleOnly={day.coupleOnly}
                  prices={null}
                  submitLabel={day.placesLeft !== null && day.placesLeft <= 0 ? t('reservations.panel.joinWaitlist') : t('reservations.panel.reserve')}
                  onSubmit={async (party) => {
                    const result = await reserve({ input: { date: day.date, ...party } });
                    if (result.error) return result.error;
                    const made = result.data?.reserveDay;
                    showNotice(made?.status === 'WAITLISTED' ? t('reservations.done.waitlisted', { position: made.waitlistPosition ?? '' }) : t('reservations.done.confirmed'));
                    await navigate(pathTo('reservations'));
                    return null;
                  }}
                >
                  <PerksPreview verified={user.isVerified || user.isPremium} startsAt={day.opensAt} />
                </PartyForm>
              </Stack>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

function OpenDay({ day }: { day: OpeningDay }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const full = day.placesLeft !== null && day.placesLeft <= 0;
  return (
    <Radio.Card value={day.date} radius="md" p="sm" withBorder>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={2}>
          <Text fw={600}>{dayLabel(day.opensAt, language)}</Text>
          <Text fz="sm" c="dimmed">
            {hoursLabel(day.opensAt, day.closesAt, language)}
          </Text>
          {day.coupleOnly && (
            <Group gap={4} wrap="nowrap" c="gold.3">
              <IconUsers size={14} aria-hidden="true" style={{ flex: 'none' }} />
              <Text fz="xs" fw={600} c="gold.3">
                {t('reservations.newDay.coupleOnly')}
              </Text>
            </Group>
          )}
          {day.placesLeft !== null && (
            <Group gap={4} wrap="nowrap" c={full ? 'orange.3' : 'dimmed'}>
              {full ? <IconHourglassHigh size={14} aria-hidden="true" style={{ flex: 'none' }} /> : <IconArmchair size={14} aria-hidden="true" style={{ flex: 'none' }} />}
              <Text fz="xs" c={full ? 'orange.3' : 'dimmed'}>
                {full ? t('reservations.newDay.waitlistOnly') : t('reservations.places.leftShort', { count: day.placesLeft })}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/** A day with an event: not a regular day; the member reserves the event on its page. */
function EventDay({ day }: { day: OpeningDay }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const event = day.event!;
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.6">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconCalendarEvent size={20} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
        <Stack gap={2}>
          <Text fw={600}>{dayLabel(day.opensAt, language)}</Text>
          <Anchor component={Link} to={pathTo('event', { slug: event.slug })} fz="sm">
            {t('reservations.newDay.eventThatDay', { title: language === 'en' ? event.titleEn : event.titleDe })}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}

import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconCircleCheck, IconEyeOff, IconHourglassHigh, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { CancelReservationMenu } from './CancelReservation.js';
import { PerksList } from './Perks.js';
import { partyText, reservationTitle, reservationWhen } from './format.js';
import { reservationIcsUrl, type Reservation } from './operations.js';

/** "Bestätigt" or "Warteliste, Platz 3", each with its icon (never colour alone). */
export function ReservationStatusBadge({ reservation }: { reservation: Pick<Reservation, 'status' | 'waitlistPosition'> }) {
  const { t } = useTranslation();
  if (reservation.status === 'WAITLISTED') {
    return (
      <Badge color="orange" variant="light" leftSection={<IconHourglassHigh size={14} aria-hidden="true" />} tt="none">
        {reservation.waitlistPosition ? t('reservations.status.waitlistPosition', { position: reservation.waitlistPosition }) : t('reservations.status.WAITLISTED')}
      </Badge>
    );
  }
  return (
    <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden="true" />} tt="none">
      {t(`reservations.status.${reservation.status}`)}
    </Badge>
  );
}

export const editPath = (reservation: Pick<Reservation, 'id' | 'kind'>) => pathTo(reservation.kind === 'EVENT' ? 'reservationEdit' : 'dailyReservationEdit', { id: reservation.id });

/**
 * One of the member's reservations: what and when (the event links to its page), the party, the
 * status (wait list position), the perks, and edit / "Zum Kalender hinzufügen" / cancel (in a menu)
 * as the server allows. `headingLevel` fits the page it is on.
 */
export function ReservationSummary({
  reservation,
  headingLevel = 3,
  showTitle = true,
  plain = false,
  onCancelled,
}: {
  reservation: Reservation;
  headingLevel?: 2 | 3 | 4;
  /** Off where the page says what it is for (the event page's panel). */
  showTitle?: boolean;
  /** Without its own card (inside the event page's panel). */
  plain?: boolean;
  onCancelled?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const title = reservationTitle(reservation, language, t);
  const waitlisted = reservation.status === 'WAITLISTED';
  return (
    <Paper
      component="article"
      aria-label={title}
      withBorder={!plain}
      p={plain ? 0 : 'md'}
      radius="md"
      bg={plain ? 'transparent' : 'dark.6'}
      style={waitlisted || plain ? undefined : { borderLeft: '4px solid var(--mantine-color-teal-6)' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            {showTitle && (
              <Title order={headingLevel} fz="h4" style={{ overflowWrap: 'anywhere' }}>
                {reservation.event ? (
                  <Anchor component={Link} to={pathTo('event', { slug: reservation.event.slug })} inherit>
                    {title}
                  </Anchor>
                ) : (
                  title
                )}
              </Title>
            )}
            <Text component="time" dateTime={reservation.startsAt} fz="sm">
              {reservationWhen(reservation, language)}
            </Text>
          </Stack>
          {reservation.viewerCan.cancel && <CancelReservationMenu id={reservation.id} title={title} {...(onCancelled ? { onCancelled } : {})} />}
        </Group>
        <Group gap="xs" wrap="wrap">
          <ReservationStatusBadge reservation={reservation} />
          {reservation.hidden && (
            <Badge color="gray" variant="outline" leftSection={<IconEyeOff size={14} aria-hidden="true" />} tt="none">
              {t('reservations.hiddenBadge')}
            </Badge>
          )}
        </Group>
        <Text fz="sm">{t('reservations.partyLine', { party: partyText(reservation, t) })}</Text>
        {waitlisted && (
          <Text fz="sm" c="dimmed">
            {t('reservations.waitlistExplanation')}
          </Text>
        )}
        <PerksList perks={reservation.perks} />
        <Group gap="sm" wrap="wrap" mt={4}>
          {reservation.viewerCan.edit && (
            <Button component={Link} to={editPath(reservation)} variant="light" size="sm" leftSection={<IconPencil size={16} aria-hidden="true" />} aria-label={t('reservations.editNamed', { title })}>
              {t('reservations.edit')}
            </Button>
          )}
          <Anchor href={reservationIcsUrl(reservation.id)} download fz="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconCalendarPlus size={16} aria-hidden="true" />
              {t('reservations.addToCalendar')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArmchair, IconHourglassHigh } from '@tabler/icons-react';
import { useMutation } from 'urql';
import { useTranslation } from '../../i18n/react.js';
import { showNotice } from '../../app/warnings.js';
import type { CurrentUser } from '../../app/session/operations.js';
import { PartyForm } from './PartyForm.js';
import { PerksPreview } from './Perks.js';
import { ReservationSummary } from './ReservationSummary.js';
import { defaultParty } from './party.js';
import { ReserveEventMutation, type EventReservationInfo } from './operations.js';

/** "Noch 12 Plätze frei" / "Ausgebucht: Warteliste" (nothing when the event has no capacity). */
export function PlacesLeft({ capacity, placesLeft }: { capacity: number | null; placesLeft: number | null }) {
  const { t } = useTranslation();
  if (capacity === null || placesLeft === null) return null;
  const full = placesLeft <= 0;
  const Icon = full ? IconHourglassHigh : IconArmchair;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Icon size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
      <Text fz="sm" fw={600}>
        {full ? t('reservations.places.full') : t('reservations.places.left', { count: placesLeft, capacity })}
      </Text>
    </Group>
  );
}

/**
 * The event page's reservation panel for a member: before reserving, the party form with the hidden
 * switch, places left and the perks (own or those of verified members); after, the reservation with
 * its status, perks, edit, calendar and cancel. `onChange` refreshes the page's data.
 */
export function ReservationPanel({ event, user, onChange }: { event: EventReservationInfo; user: CurrentUser; onChange: () => void }) {
  const { t } = useTranslation();
  const [, reserve] = useMutation(ReserveEventMutation);
  const started = new Date(event.startsAt).getTime() <= Date.now();
  const own = event.viewerReservation && event.viewerReservation.status !== 'CANCELLED' ? event.viewerReservation : null;
  const verified = user.isVerified || user.isPremium;
  const full = event.placesLeft !== null && event.placesLeft <= 0;
  // An evening that is over and was not reserved: nothing to say here.
  const over = new Date(event.endsAt ?? event.startsAt).getTime() < Date.now();
  if (over && !own) return null;

  return (
    <Paper component="section" aria-labelledby="reservation-heading" withBorder p="md" radius="md" bg="dark.7">
      <Stack gap="md">
        <Title order={2} id="reservation-heading" fz="h3">
          {own ? t('reservations.panel.yours') : t('reservations.panel.title')}
        </Title>
        {own ? (
          <ReservationSummary reservation={own} showTitle={false} plain onCancelled={onChange} />
        ) : started ? (
          <Text c="dimmed">{t('reservations.panel.started')}</Text>
        ) : (
          <>
            <PlacesLeft capacity={event.capacity} placesLeft={event.placesLeft} />
            <PartyForm
              initial={{ ...defaultParty(user.sex), hidden: false }}
              coupleOnly={event.coupleOnly}
              prices={event}
              submitLabel={full ? t('reservations.panel.joinWaitlist') : t('reservations.panel.reserve')}
              onSubmit={async (party) => {
                const result = await reserve({ input: { eventId: event.id, ...party } });
                if (result.error) return result.error;
                const made = result.data?.reserveEvent;
                showNotice(made?.status === 'WAITLISTED' ? t('reservations.done.waitlisted', { position: made.waitlistPosition ?? '' }) : t('reservations.done.confirmed'));
                onChange();
                return null;
              }}
            >
              {full && (
                <Text fz="sm" c="dimmed">
                  {t('reservations.places.waitlistHint')}
                </Text>
              )}
              <PerksPreview verified={verified} startsAt={event.startsAt} />
            </PartyForm>
          </>
        )}
      </Stack>
    </Paper>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { BackLink } from '../../components/BackLink.js';
import { NotFound } from '../../components/NotFound.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { readAppError } from '../../components/app-error.js';
import { showNotice } from '../../app/warnings.js';
import { PartyForm } from './PartyForm.js';
import { ReservationStatusBadge } from './ReservationSummary.js';
import { reservationTitle, reservationWhen } from './format.js';
import { ReservationQuery, UpdateReservationMutation } from './operations.js';

/**
 * `/reservations/:id/edit` and `/daily-reservations/:id/edit` (spec §2: one shared edit screen):
 * the party and the hidden switch of one's own reservation, until the start. Someone else's or an
 * unknown id is not found.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const [{ data, error }] = useQuery({ query: ReservationQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const [, update] = useMutation(UpdateReservationMutation);
  const reservation = data?.reservation;
  const title = reservation ? reservationTitle(reservation, language, t) : null;
  usePageTitle(title ? t('reservations.editTitle', { title }) : t('reservations.title'));

  const back = <BackLink to={pathTo('reservations')}>{t('reservations.backToList')}</BackLink>;
  if ((data && !reservation) || (error && readAppError(error).code === 'NOT_FOUND')) {
    return <NotFound text={t('reservations.notFound')} back={{ to: pathTo('reservations'), label: t('reservations.backToList') }} />;
  }
  if (!reservation || !title) return <QueryFallback error={error} />;

  return (
    <Stack gap="lg" maw={560}>
      {back}
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {t('reservations.editTitle', { title })}
        </Title>
        <Text component="time" dateTime={reservation.startsAt}>
          {reservationWhen(reservation, language)}
        </Text>
        <div>
          <ReservationStatusBadge reservation={reservation} />
        </div>
      </Stack>
      {!reservation.viewerCan.edit ? (
        <Text c="dimmed">{t('reservations.cannotEdit')}</Text>
      ) : (
        <PartyForm
          initial={reservation}
          coupleOnly={reservation.event?.coupleOnly ?? false}
          prices={reservation.event}
          submitLabel={t('reservations.save')}
          onSubmit={async (party) => {
            const result = await update({ input: { id: reservation.id, ...party } });
            if (result.error) return result.error;
            showNotice(t('reservations.done.saved'));
            await navigate(pathTo('reservations'));
            return null;
          }}
        >
          {reservation.status === 'CONFIRMED' && (
            <Text fz="sm" c="dimmed">
              {t('reservations.biggerPartyHint')}
            </Text>
          )}
        </PartyForm>
      )}
    </Stack>
  );
}

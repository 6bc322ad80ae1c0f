import { Stack } from '@mantine/core';
import { useQuery } from 'urql';
import { useCurrentUser } from '../../app/session/context.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { GuestList } from './GuestList.js';
import { ReservationPanel } from './ReservationPanel.js';
import { EventReservationQuery } from './operations.js';

/**
 * The members' part of the event page (loaded only for members): the reservation panel and the
 * guest list. Staff are not members: they get neither (they have the door list).
 */
export function EventReservations({ slug }: { slug: string }) {
  const { user } = useCurrentUser();
  const [{ data, error }, refetch] = useQuery({ query: EventReservationQuery, variables: { slug }, requestPolicy: 'cache-and-network' });
  if (!user || user.admin) return null;
  const event = data?.event;
  if (!event) return error ? <QueryFallback error={error} /> : null;
  const refresh = () => refetch({ requestPolicy: 'network-only' });
  return (
    <Stack gap="lg">
      <ReservationPanel event={event} user={user} onChange={refresh} />
      {event.guestList && <GuestList guestList={event.guestList} />}
    </Stack>
  );
}

import { useQuery } from 'urql';
import { useCurrentUser } from '../../app/session/context.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { GuestList } from './GuestList.js';
import { ReservationPanel } from './ReservationPanel.js';
import { EventReservationQuery } from './operations.js';

/** The members' reservation data of one event (both parts ask the same query; urql asks once). */
function useEventReservation(slug: string) {
  const { user } = useCurrentUser();
  const [{ data, error }, refetch] = useQuery({ query: EventReservationQuery, variables: { slug }, requestPolicy: 'cache-and-network' });
  // Staff are not members: no panel, no guest list (they have the door list).
  const member = user && !user.admin ? user : null;
  return { member, event: data?.event ?? null, error, refresh: () => refetch({ requestPolicy: 'network-only' }) };
}

/** The event page's reservation panel for members (loaded only for members). */
export function EventReservationPanel({ slug }: { slug: string }) {
  const { member, event, error, refresh } = useEventReservation(slug);
  if (!member) return null;
  if (!event) return error ? <QueryFallback error={error} /> : null;
  return <ReservationPanel event={event} user={member} onChange={refresh} />;
}

/** The event page's guest list for members (the server sends none to visitors). */
export function EventGuestList({ slug }: { slug: string }) {
  const { member, event } = useEventReservation(slug);
  if (!member || !event?.guestList) return null;
  return <GuestList guestList={event.guestList} />;
}

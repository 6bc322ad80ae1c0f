import { lazy, Suspense } from 'react';
import { pathTo } from '@venue/shared';
import { EventPage } from '../features/events/event.route.js';
import { SignInToReserve } from '../features/reservations/SignInToReserve.js';
import { HydrationBoundary } from '../components/HydrationBoundary.js';
import { useCurrentUser } from './session/context.js';

// The members' part comes as a chunk of its own: visitors never download it.
const EventReservations = lazy(() => import('../features/reservations/EventReservations.js').then((m) => ({ default: m.EventReservations })));

/**
 * After the event's facts: for members the reservation panel and the guest list, for visitors the
 * sign-in prompt (not for an event that is over: nothing to reserve there).
 */
function ReservationSlot({ slug, ended }: { slug: string; ended: boolean }) {
  const { user, fetching } = useCurrentUser();
  if (user) {
    return (
      <Suspense fallback={null}>
        <EventReservations slug={slug} />
      </Suspense>
    );
  }
  if (fetching || ended) return null;
  return <SignInToReserve returnTo={pathTo('event', { slug })} />;
}

/** `/events/:slug` (spec §2 "events with reservation and guestlist"): the event page with the reservation slot (issue 14). */
export function Component() {
  return (
    <EventPage
      aside={(event) => (
        <HydrationBoundary>
          <ReservationSlot slug={event.slug} ended={new Date(event.endsAt ?? event.startsAt).getTime() < Date.now()} />
        </HydrationBoundary>
      )}
    />
  );
}

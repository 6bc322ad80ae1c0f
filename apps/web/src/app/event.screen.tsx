import { lazy, Suspense } from 'react';
import { pathTo } from '@venue/shared';
import { EventPage } from '../features/events/event.route.js';
import { SignInToReserve } from '../features/reservations/SignInToReserve.js';
import { HydrationBoundary } from '../components/HydrationBoundary.js';
import { useCurrentUser } from './session/context.js';

// The members' parts come as a chunk of their own: visitors never download them.
const loadMemberParts = () => import('../features/reservations/EventReservations.js');
const EventReservationPanel = lazy(() => loadMemberParts().then((m) => ({ default: m.EventReservationPanel })));
const EventGuestList = lazy(() => loadMemberParts().then((m) => ({ default: m.EventGuestList })));

/**
 * After the event's facts: for members the reservation panel, for visitors the sign-in prompt (not
 * for an event that is over: nothing to reserve there).
 */
function ReservationSlot({ slug, ended }: { slug: string; ended: boolean }) {
  const { user, fetching } = useCurrentUser();
  if (user) {
    return (
      <Suspense fallback={null}>
        <EventReservationPanel slug={slug} />
      </Suspense>
    );
  }
  if (fetching || ended) return null;
  return <SignInToReserve returnTo={pathTo('event', { slug })} />;
}

/** After the description: who is coming, for members only. */
function GuestListSlot({ slug }: { slug: string }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <EventGuestList slug={slug} />
    </Suspense>
  );
}

/** `/events/:slug` (spec §2 "events with reservation and guestlist"): the event page with the reservation panel and the guest list (issue 14). */
export function Component() {
  return (
    <EventPage
      aside={(event) => (
        <HydrationBoundary>
          <ReservationSlot slug={event.slug} ended={new Date(event.endsAt ?? event.startsAt).getTime() < Date.now()} />
        </HydrationBoundary>
      )}
      after={(event) => (
        <HydrationBoundary>
          <GuestListSlot slug={event.slug} />
        </HydrationBoundary>
      )}
    />
  );
}

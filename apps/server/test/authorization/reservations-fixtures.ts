import type { World } from './world.js';
import { publishedEvent, zurichDay } from '../reservations/support.js';

// Fixtures of the reservation entries of the authorization matrix (issue 14): each call gets a new
// published event, and T's reservations are made through the API as T.

export async function freshEventId(w: World): Promise<string> {
  return (await publishedEvent(w.t)).id;
}

/** A new confirmed reservation of T's (a new event each time: cancelling uses it up). */
export async function reservationOfTarget(w: World): Promise<string> {
  const eventId = await freshEventId(w);
  const res = await w.t.gql(`mutation ($input: ReserveEventInput!) { reserveEvent(input: $input) { id } }`, { input: { eventId, femaleGuests: 1, maleGuests: 1, hidden: false } }, { token: w.target.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.reserveEvent.id as string;
}

export const reserveInput = async (w: World) => ({ input: { eventId: await freshEventId(w), femaleGuests: 1, maleGuests: 1, hidden: false } });
export const reserveDayInput = (w: World) => ({ input: { date: zurichDay(w.t, 3), femaleGuests: 1, maleGuests: 1, hidden: false } });
export const demoWeek = () => ({
  input: [
    { weekday: 3, opensAt: '14:00', closesAt: '00:00', coupleOnly: true, capacity: null },
    { weekday: 4, opensAt: '14:00', closesAt: '00:00', coupleOnly: false, capacity: null },
    { weekday: 5, opensAt: '14:00', closesAt: '02:00', coupleOnly: false, capacity: null },
    { weekday: 6, opensAt: '14:00', closesAt: '03:00', coupleOnly: false, capacity: null },
    { weekday: 7, opensAt: '14:00', closesAt: '22:00', coupleOnly: false, capacity: null },
  ],
});

import { eq } from 'drizzle-orm';
import type { TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { events, type EventRow } from '../../src/modules/events/events.table.js';
import { reservations } from '../../src/modules/reservations/reservations.table.js';
import { member, type MemberOptions, type TestMember } from '../friends/support.js';

export { befriend, member, notificationsOf, BLOCK, FORGED_ID, type TestMember } from '../friends/support.js';
export { errorOf } from '../accounts/support.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const RESERVATION_FIELDS =
  'id kind status date startsAt endsAt femaleGuests maleGuests hidden waitlistPosition perks { discountRappen freeDrink } checkedIn createdAt viewerCan { edit cancel } event { id slug }';
export const RESERVE_EVENT = `mutation ($input: ReserveEventInput!) { reserveEvent(input: $input) { ${RESERVATION_FIELDS} } }`;
export const RESERVE_DAY = `mutation ($input: ReserveDayInput!) { reserveDay(input: $input) { ${RESERVATION_FIELDS} } }`;
export const UPDATE = `mutation ($input: UpdateReservationInput!) { updateReservation(input: $input) { ${RESERVATION_FIELDS} } }`;
export const CANCEL = `mutation ($id: ID!) { cancelReservation(id: $id) { ${RESERVATION_FIELDS} } }`;
export const MINE = `query ($past: Boolean) { reservations(past: $past) { ${RESERVATION_FIELDS} } }`;
export const ONE = `query ($id: ID!) { reservation(id: $id) { ${RESERVATION_FIELDS} } }`;
export const GUEST_LIST = `query ($slug: String!) { event(slug: $slug) { id capacity placesLeft viewerReservation { id status } guestList { named { user { id username } femaleGuests maleGuests } othersCount totalPeople byType { type count } } } }`;
export const OPENING_DAYS = `query ($days: Int) { openingDays(days: $days) { date opensAt closesAt coupleOnly capacity placesLeft event { id } } }`;
export const DOOR_LIST = `query ($eventId: ID, $date: String) { doorList(eventId: $eventId, date: $date) { title date startsAt capacity expectedPeople checkedInPeople entries { reservation { id status femaleGuests maleGuests checkedIn perks { discountRappen freeDrink } waitlistPosition } user { id username } verified } waitlist { reservation { id status waitlistPosition } user { username } verified } } }`;
export const CHECK_IN = `mutation ($id: ID!, $on: Boolean!) { setCheckedIn(reservationId: $id, checkedIn: $on) { reservation { id checkedIn } user { username } verified } }`;
export const SET_HOURS = `mutation ($input: [OpeningHoursInput!]!) { setOpeningHours(input: $input) { weekday opensAt closesAt coupleOnly capacity } }`;
export const HOURS = `{ openingHours { weekday opensAt closesAt coupleOnly capacity } }`;
export const CLOSED_DAYS = `{ closedDays }`;
export const SET_CLOSED = `mutation ($date: String!, $closed: Boolean!) { setClosedDay(date: $date, closed: $closed) }`;
export const SETTINGS = `{ reservationSettings { discountRappen } }`;
export const SET_SETTINGS = `mutation ($d: Int!) { setReservationSettings(discountRappen: $d) { discountRappen } }`;

let n = 0;

/** A published event straight in the database (admin editing is tested in test/events). */
export async function publishedEvent(t: TestApp, overrides: Partial<typeof events.$inferInsert> = {}): Promise<EventRow> {
  n += 1;
  const startsAt = overrides.startsAt ?? new Date(t.deps.now().getTime() + 7 * DAY);
  const [row] = await t.deps.database.db
    .insert(events)
    .values({
      slug: `res-event-${process.pid % 1000}-${n}`,
      titleDe: `Reservationsabend ${n}`,
      titleEn: `Reservation night ${n}`,
      descriptionDe: 'Musik.',
      descriptionEn: 'Music.',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 6 * HOUR),
      coupleOnly: false,
      priceManRappen: null,
      priceWomanRappen: null,
      priceCoupleRappen: null,
      publishedAt: new Date(t.deps.now().getTime() - DAY),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A staff account with a session. */
export async function staff(t: TestApp): Promise<TestMember> {
  const s = await member(t, { sex: null });
  await t.deps.database.db.update(users).set({ admin: true }).where(eq(users.id, s.id));
  return s;
}

export async function someMember(t: TestApp, opts: MemberOptions = {}): Promise<TestMember> {
  return member(t, opts);
}

export async function reservationRows(t: TestApp) {
  return t.deps.database.db.select().from(reservations).orderBy(reservations.createdAt, reservations.id);
}

export function party(femaleGuests: number, maleGuests: number, hidden = false) {
  return { femaleGuests, maleGuests, hidden };
}

/** Reserves and asserts success. */
export async function reserve(t: TestApp, m: TestMember, event: { id: string }, p = party(0, 1)) {
  const res = await t.gql(RESERVE_EVENT, { input: { eventId: event.id, ...p } }, { token: m.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.reserveEvent;
}

/** The Zurich date `days` from today. */
export function zurichDay(t: TestApp, days: number): string {
  const d = new Date(t.deps.now().getTime() + days * DAY);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The first date from `minDays` on (Zurich) that falls on `weekday`, within the 60-day window. */
export function nextWeekday(t: TestApp, weekday: number, minDays = 1): string {
  for (let i = minDays; i < minDays + 7; i++) {
    const date = zurichDay(t, i);
    if (weekdayOf(date) === weekday) return date;
  }
  throw new Error('unreachable');
}

export async function reserveDay(t: TestApp, m: TestMember, date: string, p = party(0, 1)) {
  const res = await t.gql(RESERVE_DAY, { input: { date, ...p } }, { token: m.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.reserveDay;
}

import { RESERVATION_LIMITS, reservationDiscountSchema, type ErrorCode } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { findUserById } from '../accounts/accounts.repository.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { EventRow } from '../events/events.table.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import { readSetting } from '../system/app-settings.repository.js';
import * as policy from './reservations.policy.js';
import * as repo from './reservations.repository.js';
import type { OpeningHoursRow, ReservationRow } from './reservations.table.js';
import { dayWindow, weekdayOf, zurichInstant } from './reservations.time.js';

// What the reservations services answer, and the pieces the member and the staff services share.

export interface ReservationView extends ReservationRow {
  event: EventRow | null;
  startsAt: Date;
  endsAt: Date | null;
  waitlistPosition: number | null;
  perks: { discountRappen: number | null; freeDrink: boolean };
  viewerCan: { edit: boolean; cancel: boolean };
}
export interface GuestListView {
  named: { user: UserCardRow; femaleGuests: number; maleGuests: number }[];
  othersCount: number;
  totalPeople: number;
  byType: { type: string; count: number }[];
}
export interface OpeningDayView {
  date: string;
  opensAt: Date;
  closesAt: Date;
  coupleOnly: boolean;
  capacity: number | null;
  placesLeft: number | null;
  event: EventRow | null;
}
export interface DoorListEntryView {
  reservation: ReservationView;
  user: UserCardRow;
  verified: boolean;
}
export interface DoorListView {
  title: string;
  date: string;
  startsAt: Date;
  capacity: number | null;
  expectedPeople: number;
  checkedInPeople: number;
  entries: DoorListEntryView[];
  waitlist: DoorListEntryView[];
}
export interface ReservationSubjectView {
  kind: string;
  date: string;
  event: EventRow | null;
}
export const RESERVATION_SETTINGS_KEY = 'reservations.settings';

export async function readDiscountRappen(db: DbOrTx): Promise<number> {
  const stored = (await readSetting(db, RESERVATION_SETTINGS_KEY)) as { discountRappen?: unknown } | undefined;
  const v = stored?.discountRappen;
  return reservationDiscountSchema.safeParse(v).success ? (v as number) : RESERVATION_LIMITS.discountDefaultRappen;
}

export function fail(code: ErrorCode): never {
  throw new AppError(code);
}

/** When the evening of a reservation starts and ends: the event's times, or the regular day's hours. */
export function timesOf(r: Pick<ReservationRow, 'date'>, event: EventRow | null, hours: Map<number, OpeningHoursRow>): { startsAt: Date; endsAt: Date | null } {
  if (event) return { startsAt: event.startsAt, endsAt: event.endsAt };
  const h = hours.get(weekdayOf(r.date));
  if (!h) return { startsAt: zurichInstant(r.date, '00:00'), endsAt: null };
  const w = dayWindow(r.date, h.opensAt, h.closesAt);
  return { startsAt: w.opensAt, endsAt: w.closesAt };
}

/** Views of reservations for one viewer (the owner, or staff): times, wait list place, live perks, what the viewer may do. */
export async function buildViews(
  d: DbOrTx,
  now: Date,
  rows: ReservationRow[],
  viewerId: string | null,
  owners?: Map<string, Pick<UserRow, 'isVerified' | 'isPremium'>>,
  /** What the caller has just read (not read again): events, the discount, wait list places. */
  known: { events?: Map<string, EventRow>; discountRappen?: number; waitlistPositions?: Map<string, number> } = {},
): Promise<ReservationView[]> {
  if (rows.length === 0) return [];
  const unknownEvents = [...new Set(rows.flatMap((r) => (r.eventId && !known.events?.has(r.eventId) ? [r.eventId] : [])))];
  const eventsById = new Map([...(known.events ?? []), ...(await repo.eventsByIds(d, unknownEvents))]);
  // Opening hours give the times of daily reservations only.
  const hours = new Map(rows.some((r) => !r.eventId) ? (await repo.openingHours(d)).map((h) => [h.weekday, h]) : []);
  const discount = known.discountRappen ?? (await readDiscountRappen(d));
  const positions = known.waitlistPositions ?? (await repo.waitlistPositions(d, rows));
  const out: ReservationView[] = [];
  for (const r of rows) {
    const event = r.eventId ? (eventsById.get(r.eventId) ?? null) : null;
    const { startsAt, endsAt } = timesOf(r, event, hours);
    const owner = owners?.get(r.userId) ?? (await findUserById(d, r.userId));
    const changeable = viewerId !== null && policy.mayChangeDecision(r, viewerId, startsAt, now).allowed;
    out.push({
      ...r,
      event,
      startsAt,
      endsAt,
      waitlistPosition: r.status === 'WAITLISTED' ? (positions.get(r.id) ?? null) : null,
      perks: owner ? policy.perksOf(owner, r, startsAt, discount) : { discountRappen: null, freeDrink: false },
      viewerCan: { edit: changeable, cancel: changeable },
    });
  }
  return out;
}


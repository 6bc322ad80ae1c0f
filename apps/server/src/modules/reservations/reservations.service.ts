import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { EventRow } from '../events/events.table.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import { AppError } from '../../shared/app-error.js';
import type { OpeningHoursRow, ReservationRow } from './reservations.table.js';

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
export interface PartyInput {
  femaleGuests: number;
  maleGuests: number;
  hidden: boolean;
}

export function createReservationsService(_deps: AppDeps) {
  const notYet = (): never => {
    throw new AppError('RESERVATION_NOT_SAVED');
  };
  return {
    async listOwn(_viewer: UserRow | null, _past: boolean): Promise<ReservationView[]> {
      return [];
    },
    async ownById(_viewer: UserRow | null, _id: string): Promise<ReservationView | null> {
      throw new AppError('NOT_FOUND');
    },
    async openingDays(_days: number): Promise<OpeningDayView[]> {
      return [];
    },
    async placesLeftForEvent(_event: EventRow): Promise<number | null> {
      return null;
    },
    async viewerReservationForEvent(_viewer: UserRow | null, _event: EventRow): Promise<ReservationView | null> {
      return null;
    },
    async guestList(_viewer: UserRow | null, _event: EventRow): Promise<GuestListView | null> {
      return null;
    },
    async subjectOf(_viewer: UserRow | null, _kind: string, _subjectId: string | null): Promise<ReservationSubjectView | null> {
      return null;
    },
    async reserveEvent(_viewer: UserRow | null, _input: PartyInput & { eventId: string | number }): Promise<ReservationView> {
      return notYet();
    },
    async reserveDay(_viewer: UserRow | null, _input: PartyInput & { date: string }): Promise<ReservationView> {
      return notYet();
    },
    async update(_viewer: UserRow | null, _input: PartyInput & { id: string }): Promise<ReservationView> {
      return notYet();
    },
    async cancel(_viewer: UserRow | null, _id: string): Promise<ReservationView> {
      return notYet();
    },
    async doorList(_args: { eventId: string | null; date: string | null }): Promise<DoorListView> {
      return notYet();
    },
    async setCheckedIn(_viewer: UserRow | null, _id: string, _checkedIn: boolean): Promise<DoorListEntryView> {
      return notYet();
    },
    async openingHours(): Promise<OpeningHoursRow[]> {
      return [];
    },
    async setOpeningHours(_input: unknown): Promise<OpeningHoursRow[]> {
      return notYet();
    },
    async closedDays(): Promise<string[]> {
      return [];
    },
    async setClosedDay(_date: string, _closed: boolean): Promise<string[]> {
      return notYet();
    },
    async settings(): Promise<{ discountRappen: number }> {
      return { discountRappen: 1000 };
    },
    async setSettings(_discountRappen: number): Promise<{ discountRappen: number }> {
      return notYet();
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;

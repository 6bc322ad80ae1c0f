import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { Sex } from '@venue/shared';

// The staff side of reservations (issue 14, docs/briefs contract): door lists, opening hours,
// closed days and the entry discount. Typed by hand (decision 0001); app/operations.test.ts checks
// them against the schema.

export type ReservationStatus = 'CONFIRMED' | 'WAITLISTED' | 'CANCELLED';

/** One party on the door list: the member, the party, the perks, the check-in. */
export interface DoorListEntry {
  verified: boolean;
  user: {
    id: string;
    slug: string;
    username: string;
    sex: Sex | null;
    avatar: { id: string; width: number; height: number } | null;
  };
  reservation: {
    id: string;
    status: ReservationStatus;
    femaleGuests: number;
    maleGuests: number;
    /** 1-based when WAITLISTED. */
    waitlistPosition: number | null;
    checkedIn: boolean;
    createdAt: string;
    perks: { discountRappen: number | null; freeDrink: boolean };
  };
}

export interface DoorList {
  title: string;
  /** Zurich date YYYY-MM-DD. */
  date: string;
  startsAt: string;
  /** People in total; null = unlimited. */
  capacity: number | null;
  expectedPeople: number;
  checkedInPeople: number;
  entries: DoorListEntry[];
  waitlist: DoorListEntry[];
}

/** Which door list: an event's or a regular day's (exactly one). */
export type DoorListVariables = { eventId: string; date?: null } | { date: string; eventId?: null };

const DoorListEntryFields = gql`
  fragment DoorListEntryFields on DoorListEntry {
    verified
    user {
      id
      slug
      username
      sex
      avatar {
        id
        width
        height
      }
    }
    reservation {
      id
      status
      femaleGuests
      maleGuests
      waitlistPosition
      checkedIn
      createdAt
      perks {
        discountRappen
        freeDrink
      }
    }
  }
`;

export const DoorListQuery: TypedDocumentNode<{ doorList: DoorList }, DoorListVariables> = gql`
  query DoorList($eventId: ID, $date: String) {
    doorList(eventId: $eventId, date: $date) {
      title
      date
      startsAt
      capacity
      expectedPeople
      checkedInPeople
      entries {
        ...DoorListEntryFields
      }
      waitlist {
        ...DoorListEntryFields
      }
    }
  }
  ${DoorListEntryFields}
`;

/** The figures of one door list, for the overview (/admin/door). */
export type DoorListSummary = Pick<DoorList, 'title' | 'date' | 'startsAt' | 'capacity' | 'expectedPeople' | 'checkedInPeople'> & { waitlist: { reservation: { id: string } }[] };

export const DoorListSummaryQuery: TypedDocumentNode<{ doorList: DoorListSummary }, DoorListVariables> = gql`
  query DoorListSummary($eventId: ID, $date: String) {
    doorList(eventId: $eventId, date: $date) {
      title
      date
      startsAt
      capacity
      expectedPeople
      checkedInPeople
      waitlist {
        reservation {
          id
        }
      }
    }
  }
`;

export const SetCheckedInMutation: TypedDocumentNode<{ setCheckedIn: DoorListEntry }, { reservationId: string; checkedIn: boolean }> = gql`
  mutation SetCheckedIn($reservationId: ID!, $checkedIn: Boolean!) {
    setCheckedIn(reservationId: $reservationId, checkedIn: $checkedIn) {
      ...DoorListEntryFields
    }
  }
  ${DoorListEntryFields}
`;

/** A weekday of the regular week: 1 = Monday … 7 = Sunday; times "HH:MM" (closesAt may be after midnight). */
export interface OpeningHours {
  weekday: number;
  opensAt: string;
  closesAt: string;
  coupleOnly: boolean;
  capacity: number | null;
}

export interface ReservationSettings {
  discountRappen: number;
}

export const OpeningHoursQuery: TypedDocumentNode<{ openingHours: OpeningHours[]; closedDays: string[]; reservationSettings: ReservationSettings }, Record<string, never>> = gql`
  query OpeningHours {
    openingHours {
      weekday
      opensAt
      closesAt
      coupleOnly
      capacity
    }
    closedDays
    reservationSettings {
      discountRappen
    }
  }
`;

export const SetOpeningHoursMutation: TypedDocumentNode<{ setOpeningHours: OpeningHours[] }, { input: OpeningHours[] }> = gql`
  mutation SetOpeningHours($input: [OpeningHoursInput!]!) {
    setOpeningHours(input: $input) {
      weekday
      opensAt
      closesAt
      coupleOnly
      capacity
    }
  }
`;

export const SetClosedDayMutation: TypedDocumentNode<{ setClosedDay: string[] }, { date: string; closed: boolean }> = gql`
  mutation SetClosedDay($date: String!, $closed: Boolean!) {
    setClosedDay(date: $date, closed: $closed)
  }
`;

export const SetReservationSettingsMutation: TypedDocumentNode<{ setReservationSettings: ReservationSettings }, { discountRappen: number }> = gql`
  mutation SetReservationSettings($discountRappen: Int!) {
    setReservationSettings(discountRappen: $discountRappen) {
      discountRappen
    }
  }
`;

/** The CSV of a door list (admin session cookie). */
export function doorListCsvUrl(which: { eventId: string } | { date: string }): string {
  return 'eventId' in which ? `/api/admin/door-list.csv?event=${encodeURIComponent(which.eventId)}` : `/api/admin/door-list.csv?date=${encodeURIComponent(which.date)}`;
}

/** What /admin/door offers: upcoming (and running) published events, and the open days ahead. */
export interface DoorEvent {
  id: string;
  titleDe: string;
  titleEn: string;
  startsAt: string;
  endsAt: string | null;
  coupleOnly: boolean;
}

export interface DoorOpeningDay {
  date: string;
  opensAt: string;
  closesAt: string;
  coupleOnly: boolean;
  capacity: number | null;
  event: { id: string } | null;
}

export const DoorDaysQuery: TypedDocumentNode<{ events: { nodes: DoorEvent[] }; recent: { nodes: DoorEvent[] }; openingDays: DoorOpeningDay[] }, { days: number }> = gql`
  query DoorDays($days: Int!) {
    events(when: UPCOMING, first: 50) {
      nodes {
        id
        titleDe
        titleEn
        startsAt
        endsAt
        coupleOnly
      }
    }
    recent: events(when: PAST, first: 5) {
      nodes {
        id
        titleDe
        titleEn
        startsAt
        endsAt
        coupleOnly
      }
    }
    openingDays(days: $days) {
      date
      opensAt
      closesAt
      coupleOnly
      capacity
      event {
        id
      }
    }
  }
`;

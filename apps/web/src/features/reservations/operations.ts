import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { ReservationKind, ReservationStatus, Sex } from '@venue/shared';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// Reservations of members (issue 14; docs/decisions/0038). Typed by hand
// (decision 0001); app/operations.test.ts checks them against the committed schema.

export type { ReservationKind, ReservationStatus };

/** The event a reservation is for, as the reservation cards and the edit screen show it. */
export interface ReservationEvent {
  __typename?: 'Event';
  id: string;
  slug: string;
  titleDe: string;
  titleEn: string;
  startsAt: string;
  endsAt: string | null;
  coupleOnly: boolean;
  priceManRappen: number | null;
  priceWomanRappen: number | null;
  priceCoupleRappen: number | null;
  capacity: number | null;
  placesLeft: number | null;
}

export interface Reservation {
  __typename?: 'Reservation';
  id: string;
  kind: ReservationKind;
  status: ReservationStatus;
  event: ReservationEvent | null;
  /** Zurich calendar date, YYYY-MM-DD. */
  date: string;
  startsAt: string;
  endsAt: string | null;
  femaleGuests: number;
  maleGuests: number;
  hidden: boolean;
  /** 1-based, when WAITLISTED. */
  waitlistPosition: number | null;
  perks: { __typename?: 'ReservationPerks'; discountRappen: number | null; freeDrink: boolean };
  checkedIn: boolean;
  createdAt: string;
  viewerCan: { __typename?: 'ReservationViewerCan'; edit: boolean; cancel: boolean };
}

export interface GuestList {
  __typename?: 'GuestList';
  named: { __typename?: 'GuestListEntry'; user: MemberCard & { __typename?: 'UserWithAvatar' }; femaleGuests: number; maleGuests: number }[];
  othersCount: number;
  totalPeople: number;
  byType: { __typename?: 'GuestTypeCount'; type: Sex; count: number }[];
}

/** What the event page adds for a member: capacity, the member's own reservation, the guest list. */
export interface EventReservationInfo extends ReservationEvent {
  viewerReservation: Reservation | null;
  guestList: GuestList | null;
}

export interface OpeningDay {
  __typename?: 'OpeningDay';
  date: string;
  opensAt: string;
  closesAt: string;
  coupleOnly: boolean;
  capacity: number | null;
  placesLeft: number | null;
  event: { __typename?: 'Event'; id: string; slug: string; titleDe: string; titleEn: string } | null;
}

export interface PartyInput {
  femaleGuests: number;
  maleGuests: number;
  hidden: boolean;
}

const ReservationEventFields = gql`
  fragment ReservationEventFields on Event {
    id
    slug
    titleDe
    titleEn
    startsAt
    endsAt
    coupleOnly
    priceManRappen
    priceWomanRappen
    priceCoupleRappen
    capacity
    placesLeft
  }
`;

export const ReservationFields = gql`
  fragment ReservationFields on Reservation {
    id
    kind
    status
    event {
      ...ReservationEventFields
    }
    date
    startsAt
    endsAt
    femaleGuests
    maleGuests
    hidden
    waitlistPosition
    perks {
      discountRappen
      freeDrink
    }
    checkedIn
    createdAt
    viewerCan {
      edit
      cancel
    }
  }
  ${ReservationEventFields}
`;

export const EventReservationQuery: TypedDocumentNode<{ event: EventReservationInfo | null }, { slug: string }> = gql`
  query EventReservation($slug: String!) {
    event(slug: $slug) {
      ...ReservationEventFields
      viewerReservation {
        ...ReservationFields
      }
      guestList {
        named {
          user {
            ...MemberCardFields
          }
          femaleGuests
          maleGuests
        }
        othersCount
        totalPeople
        byType {
          type
          count
        }
      }
    }
  }
  ${ReservationEventFields}
  ${ReservationFields}
  ${MemberCardFields}
`;

export const ReservationsQuery: TypedDocumentNode<{ reservations: Reservation[] }, { past: boolean }> = gql`
  query Reservations($past: Boolean) {
    reservations(past: $past) {
      ...ReservationFields
    }
  }
  ${ReservationFields}
`;

export const ReservationQuery: TypedDocumentNode<{ reservation: Reservation | null }, { id: string }> = gql`
  query Reservation($id: ID!) {
    reservation(id: $id) {
      ...ReservationFields
    }
  }
  ${ReservationFields}
`;

export const OpeningDaysQuery: TypedDocumentNode<{ openingDays: OpeningDay[] }, { days?: number }> = gql`
  query OpeningDays($days: Int) {
    openingDays(days: $days) {
      date
      opensAt
      closesAt
      coupleOnly
      capacity
      placesLeft
      event {
        id
        slug
        titleDe
        titleEn
      }
    }
  }
`;

export const ReserveEventMutation: TypedDocumentNode<{ reserveEvent: Reservation }, { input: PartyInput & { eventId: string } }> = gql`
  mutation ReserveEvent($input: ReserveEventInput!) {
    reserveEvent(input: $input) {
      ...ReservationFields
    }
  }
  ${ReservationFields}
`;

export const ReserveDayMutation: TypedDocumentNode<{ reserveDay: Reservation }, { input: PartyInput & { date: string } }> = gql`
  mutation ReserveDay($input: ReserveDayInput!) {
    reserveDay(input: $input) {
      ...ReservationFields
    }
  }
  ${ReservationFields}
`;

export const UpdateReservationMutation: TypedDocumentNode<{ updateReservation: Reservation }, { input: PartyInput & { id: string } }> = gql`
  mutation UpdateReservation($input: UpdateReservationInput!) {
    updateReservation(input: $input) {
      ...ReservationFields
    }
  }
  ${ReservationFields}
`;

export const CancelReservationMutation: TypedDocumentNode<{ cancelReservation: Reservation }, { id: string }> = gql`
  mutation CancelReservation($id: ID!) {
    cancelReservation(id: $id) {
      ...ReservationFields
    }
  }
  ${ReservationFields}
`;

/** The calendar file of one's own reservation (session cookie). */
export const reservationIcsUrl = (id: string) => `/api/reservations/${encodeURIComponent(id)}.ics`;

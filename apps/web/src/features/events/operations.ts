import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';

// Event operations, typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export type PublicationState = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
export type EventWhen = 'UPCOMING' | 'PAST';

export interface VenueEvent {
  __typename?: 'Event';
  id: string;
  slug: string;
  titleDe: string;
  titleEn: string;
  descriptionDe: string;
  descriptionEn: string;
  dressCodeDe: string | null;
  dressCodeEn: string | null;
  startsAt: string;
  endsAt: string | null;
  coupleOnly: boolean;
  /** People in total (reservations); null = unlimited. */
  capacity: number | null;
  priceManRappen: number | null;
  priceWomanRappen: number | null;
  priceCoupleRappen: number | null;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  publishedAt: string | null;
  state: PublicationState;
}

/** An event with its description as HTML rendered on the server, for the event's own page. */
export interface VenueEventDetail extends VenueEvent {
  descriptionHtmlDe: string;
  descriptionHtmlEn: string;
}

export interface EventPage {
  nodes: VenueEvent[];
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface EventInput {
  titleDe: string;
  titleEn: string;
  descriptionDe: string;
  descriptionEn: string;
  dressCodeDe: string | null;
  dressCodeEn: string | null;
  startsAt: string;
  endsAt: string | null;
  coupleOnly: boolean;
  priceManRappen: number | null;
  priceWomanRappen: number | null;
  priceCoupleRappen: number | null;
  /** People in total; null = unlimited. */
  capacity?: number | null;
  slug?: string | null;
  imageKey?: string | null;
}

const EventFields = gql`
  fragment EventFields on Event {
    id
    slug
    titleDe
    titleEn
    descriptionDe
    descriptionEn
    dressCodeDe
    dressCodeEn
    startsAt
    endsAt
    coupleOnly
    capacity
    priceManRappen
    priceWomanRappen
    priceCoupleRappen
    imageKey
    imageWidth
    imageHeight
    publishedAt
    state
  }
`;

type PageVariables = { first?: number; after?: string | null };

export const EventsQuery: TypedDocumentNode<{ events: EventPage }, PageVariables & { when: EventWhen }> = gql`
  query Events($when: EventWhen!, $first: Int, $after: String) {
    events(when: $when, first: $first, after: $after) {
      nodes {
        ...EventFields
      }
      endCursor
      hasNextPage
    }
  }
  ${EventFields}
`;

export const EventQuery: TypedDocumentNode<{ event: VenueEventDetail | null }, { slug: string }> = gql`
  query Event($slug: String!) {
    event(slug: $slug) {
      ...EventFields
      descriptionHtmlDe
      descriptionHtmlEn
    }
  }
  ${EventFields}
`;

export const AdminEventsQuery: TypedDocumentNode<{ adminEvents: EventPage }, PageVariables> = gql`
  query AdminEvents($first: Int, $after: String) {
    adminEvents(first: $first, after: $after) {
      nodes {
        ...EventFields
      }
      endCursor
      hasNextPage
    }
  }
  ${EventFields}
`;

export const AdminEventQuery: TypedDocumentNode<{ adminEvent: VenueEvent }, { id: string }> = gql`
  query AdminEvent($id: ID!) {
    adminEvent(id: $id) {
      ...EventFields
    }
  }
  ${EventFields}
`;

export const CreateEventMutation: TypedDocumentNode<{ createEvent: VenueEvent }, { input: EventInput }> = gql`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      ...EventFields
    }
  }
  ${EventFields}
`;

export const UpdateEventMutation: TypedDocumentNode<{ updateEvent: VenueEvent }, { id: string; input: EventInput }> = gql`
  mutation UpdateEvent($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      ...EventFields
    }
  }
  ${EventFields}
`;

export const PublishEventMutation: TypedDocumentNode<{ publishEvent: VenueEvent }, { id: string; at?: string | null }> = gql`
  mutation PublishEvent($id: ID!, $at: DateTime) {
    publishEvent(id: $id, at: $at) {
      ...EventFields
    }
  }
  ${EventFields}
`;

export const UnpublishEventMutation: TypedDocumentNode<{ unpublishEvent: VenueEvent }, { id: string }> = gql`
  mutation UnpublishEvent($id: ID!) {
    unpublishEvent(id: $id) {
      ...EventFields
    }
  }
  ${EventFields}
`;

export const DeleteEventMutation: TypedDocumentNode<{ deleteEvent: string }, { id: string }> = gql`
  mutation DeleteEvent($id: ID!) {
    deleteEvent(id: $id)
  }
`;

import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { GuestbookState } from '@venue/shared';

// Guestbook operations, typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export interface GuestbookEvent {
  id: string;
  slug: string;
  titleDe: string;
  titleEn: string;
  startsAt: string;
}

export interface GuestbookAbilities {
  edit: boolean;
  delete: boolean;
  answer: boolean;
  review: boolean;
  publish: boolean;
  reject: boolean;
}

export interface GuestbookEntry {
  id: string;
  title: string;
  body: string;
  rating: number;
  visitDate: string | null;
  event: GuestbookEvent | null;
  officialAnswer: string | null;
  answeredAt: string | null;
  authorUsername: string | null;
  state: GuestbookState;
  createdAt: string;
  publishedAt: string | null;
  viewerCan: GuestbookAbilities;
}

export interface GuestbookPage {
  nodes: GuestbookEntry[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface GuestbookEntryInput {
  title: string;
  body: string;
  rating: number;
  visitDate: string | null;
  eventId: string | null;
}

export interface PageVariables {
  first?: number;
  after?: string | null;
}

const EventFields = gql`
  fragment GuestbookEventFields on GuestbookEvent {
    id
    slug
    titleDe
    titleEn
    startsAt
  }
`;

export const GuestbookEntryFields = gql`
  fragment GuestbookEntryFields on GuestbookEntry {
    id
    title
    body
    rating
    visitDate
    event {
      ...GuestbookEventFields
    }
    officialAnswer
    answeredAt
    authorUsername
    state
    createdAt
    publishedAt
    viewerCan {
      edit
      delete
      answer
      review
      publish
      reject
    }
  }
  ${EventFields}
`;

export const GuestbookEntriesQuery: TypedDocumentNode<{ guestbookEntries: GuestbookPage }, PageVariables> = gql`
  query GuestbookEntries($first: Int, $after: String) {
    guestbookEntries(first: $first, after: $after) {
      nodes {
        ...GuestbookEntryFields
      }
      hasNextPage
      endCursor
    }
  }
  ${GuestbookEntryFields}
`;

export const MyGuestbookEntriesQuery: TypedDocumentNode<{ myGuestbookEntries: GuestbookPage }, PageVariables> = gql`
  query MyGuestbookEntries($first: Int, $after: String) {
    myGuestbookEntries(first: $first, after: $after) {
      nodes {
        ...GuestbookEntryFields
      }
      hasNextPage
      endCursor
    }
  }
  ${GuestbookEntryFields}
`;

export const AdminGuestbookEntriesQuery: TypedDocumentNode<{ adminGuestbookEntries: GuestbookPage }, PageVariables & { state?: GuestbookState | null }> = gql`
  query AdminGuestbookEntries($state: GuestbookEntryState, $first: Int, $after: String) {
    adminGuestbookEntries(state: $state, first: $first, after: $after) {
      nodes {
        ...GuestbookEntryFields
      }
      hasNextPage
      endCursor
    }
  }
  ${GuestbookEntryFields}
`;

export const GuestbookEntryQuery: TypedDocumentNode<{ guestbookEntry: GuestbookEntry | null }, { id: string }> = gql`
  query GuestbookEntry($id: ID!) {
    guestbookEntry(id: $id) {
      ...GuestbookEntryFields
    }
  }
  ${GuestbookEntryFields}
`;

export const GuestbookEventChoicesQuery: TypedDocumentNode<{ guestbookEventChoices: GuestbookEvent[] }, Record<string, never>> = gql`
  query GuestbookEventChoices {
    guestbookEventChoices {
      ...GuestbookEventFields
    }
  }
  ${EventFields}
`;

export const CreateGuestbookEntryMutation: TypedDocumentNode<{ createGuestbookEntry: GuestbookEntry }, { input: GuestbookEntryInput }> = gql`
  mutation CreateGuestbookEntry($input: GuestbookEntryInput!) {
    createGuestbookEntry(input: $input) {
      ...GuestbookEntryFields
    }
  }
  ${GuestbookEntryFields}
`;

export const UpdateGuestbookEntryMutation: TypedDocumentNode<{ updateGuestbookEntry: GuestbookEntry }, { id: string; input: GuestbookEntryInput }> = gql`
  mutation UpdateGuestbookEntry($id: ID!, $input: GuestbookEntryInput!) {
    updateGuestbookEntry(id: $id, input: $input) {
      ...GuestbookEntryFields
    }
  }
  ${GuestbookEntryFields}
`;

export const AnswerGuestbookEntryMutation: TypedDocumentNode<{ answerGuestbookEntry: GuestbookEntry }, { id: string; answer: string }> = gql`
  mutation AnswerGuestbookEntry($id: ID!, $answer: String!) {
    answerGuestbookEntry(id: $id, answer: $answer) {
      ...GuestbookEntryFields
    }
  }
  ${GuestbookEntryFields}
`;

export const ReviewGuestbookEntryMutation: TypedDocumentNode<{ reviewGuestbookEntry: GuestbookEntry }, { id: string }> = gql`
  mutation ReviewGuestbookEntry($id: ID!) {
    reviewGuestbookEntry(id: $id) {
      ...GuestbookEntryFields
    }
  }
  ${GuestbookEntryFields}
`;

export const PublishGuestbookEntryMutation: TypedDocumentNode<{ publishGuestbookEntry: GuestbookEntry }, { id: string }> = gql`
  mutation PublishGuestbookEntry($id: ID!) {
    publishGuestbookEntry(id: $id) {
      ...GuestbookEntryFields
    }
  }
  ${GuestbookEntryFields}
`;

export const RejectGuestbookEntryMutation: TypedDocumentNode<{ rejectGuestbookEntry: GuestbookEntry }, { id: string }> = gql`
  mutation RejectGuestbookEntry($id: ID!) {
    rejectGuestbookEntry(id: $id) {
      ...GuestbookEntryFields
    }
  }
  ${GuestbookEntryFields}
`;

export const DeleteGuestbookEntryMutation: TypedDocumentNode<{ deleteGuestbookEntry: boolean }, { id: string }> = gql`
  mutation DeleteGuestbookEntry($id: ID!) {
    deleteGuestbookEntry(id: $id)
  }
`;

/** Staff's review queue (/admin/guestbook): entries waiting, oldest first. */
export const GuestbookReviewQueueQuery: TypedDocumentNode<{ guestbookReviewQueue: GuestbookPage }, PageVariables> = gql`
  query GuestbookReviewQueue($first: Int, $after: String) {
    guestbookReviewQueue(first: $first, after: $after) {
      nodes {
        ...GuestbookEntryFields
      }
      hasNextPage
      endCursor
    }
  }
  ${GuestbookEntryFields}
`;

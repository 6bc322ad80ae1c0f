import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { ClassifiedFilter, ErrorCode, Sex } from '@venue/shared';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// Classifieds operations, typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export interface Classified {
  id: string;
  text: string;
  lookingFor: Sex[];
  mine: boolean;
  expired: boolean;
  renewedAt: string;
  expiresAt: string;
  author: MemberCard & { ages: number[]; region: MemberCard['region'] };
  viewerCan: { __typename?: 'ClassifiedAbilities'; edit: boolean; renew: boolean; delete: boolean; report: boolean };
  /** How the viewer stands with the author for writing (null for one's own): the card's "write" button needs no query of its own. */
  authorContact: { __typename?: 'ConversationContact'; id: string; refusal: string | null; conversation: { __typename?: 'Conversation'; id: string } | null } | null;
}

export interface ClassifiedPage {
  nodes: Classified[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface OwnClassifiedPage extends ClassifiedPage {
  listedCount: number;
  listedMax: number;
  postRefusal: ErrorCode | null;
}

const ClassifiedFields = gql`
  fragment ClassifiedFields on Classified {
    id
    text
    lookingFor
    mine
    expired
    renewedAt
    expiresAt
    author {
      ...MemberCardFields
      ages
      region
    }
    viewerCan {
      edit
      renew
      delete
      report
    }
    authorContact {
      id
      refusal
      conversation {
        id
      }
    }
  }
  ${MemberCardFields}
`;

export const ClassifiedsQuery: TypedDocumentNode<{ classifieds: ClassifiedPage }, { filter: ClassifiedFilter; first: number; after: string | null }> = gql`
  query Classifieds($filter: ClassifiedFilter, $first: Int, $after: String) {
    classifieds(filter: $filter, first: $first, after: $after) {
      nodes {
        ...ClassifiedFields
      }
      hasNextPage
      endCursor
    }
  }
  ${ClassifiedFields}
`;

export const OwnClassifiedsQuery: TypedDocumentNode<{ ownClassifieds: OwnClassifiedPage }, { first: number; after: string | null }> = gql`
  query OwnClassifieds($first: Int, $after: String) {
    ownClassifieds(first: $first, after: $after) {
      nodes {
        ...ClassifiedFields
      }
      hasNextPage
      endCursor
      listedCount
      listedMax
      postRefusal
    }
  }
  ${ClassifiedFields}
`;

export interface ClassifiedInputVars {
  text: string;
  lookingFor: string[];
}

export const PostClassifiedMutation: TypedDocumentNode<{ postClassified: Classified }, { input: ClassifiedInputVars }> = gql`
  mutation PostClassified($input: ClassifiedInput!) {
    postClassified(input: $input) {
      ...ClassifiedFields
    }
  }
  ${ClassifiedFields}
`;

export const UpdateClassifiedMutation: TypedDocumentNode<{ updateClassified: Classified }, { id: string; input: ClassifiedInputVars }> = gql`
  mutation UpdateClassified($id: ID!, $input: ClassifiedInput!) {
    updateClassified(id: $id, input: $input) {
      ...ClassifiedFields
    }
  }
  ${ClassifiedFields}
`;

export const RenewClassifiedMutation: TypedDocumentNode<{ renewClassified: Classified }, { id: string }> = gql`
  mutation RenewClassified($id: ID!) {
    renewClassified(id: $id) {
      ...ClassifiedFields
    }
  }
  ${ClassifiedFields}
`;

export const DeleteClassifiedMutation: TypedDocumentNode<{ deleteClassified: string }, { id: string }> = gql`
  mutation DeleteClassified($id: ID!) {
    deleteClassified(id: $id)
  }
`;

import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// Blocks operations, typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export interface Block {
  id: string;
  member: MemberCard;
  reason: string | null;
  createdAt: string;
}

export interface BlockPage {
  nodes: Block[];
  hasNextPage: boolean;
  endCursor: string | null;
}

const BlockFields = gql`
  fragment BlockFields on Block {
    id
    member {
      ...MemberCardFields
    }
    reason
    createdAt
  }
  ${MemberCardFields}
`;

export const BlocksQuery: TypedDocumentNode<{ blocks: BlockPage }, { first?: number; after?: string | null }> = gql`
  query Blocks($first: Int, $after: String) {
    blocks(first: $first, after: $after) {
      nodes {
        ...BlockFields
      }
      hasNextPage
      endCursor
    }
  }
  ${BlockFields}
`;

export const BlockWithQuery: TypedDocumentNode<{ blockWith: Block | null }, { slug: string }> = gql`
  query BlockWith($slug: String!) {
    blockWith(slug: $slug) {
      ...BlockFields
    }
  }
  ${BlockFields}
`;

export const BlockMutation: TypedDocumentNode<{ block: Block }, { slug: string; reason: string | null }> = gql`
  mutation Block($slug: String!, $reason: String) {
    block(slug: $slug, reason: $reason) {
      ...BlockFields
    }
  }
  ${BlockFields}
`;

export const UnblockMutation: TypedDocumentNode<{ unblock: boolean }, { slug: string }> = gql`
  mutation Unblock($slug: String!) {
    unblock(slug: $slug)
  }
`;

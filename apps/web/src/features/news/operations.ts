import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';

// News operations, typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export type PublicationState = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';

export interface NewsPost {
  __typename?: 'NewsPost';
  id: string;
  slug: string;
  titleDe: string;
  titleEn: string;
  bodyDe: string;
  bodyEn: string;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  publishedAt: string | null;
  state: PublicationState;
  updatedAt: string;
}

/** A post with its body as HTML rendered on the server, for the post's own page. */
export interface NewsPostDetail extends NewsPost {
  bodyHtmlDe: string;
  bodyHtmlEn: string;
}

export interface NewsPage {
  nodes: NewsPost[];
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface NewsInput {
  titleDe: string;
  titleEn: string;
  bodyDe: string;
  bodyEn: string;
  slug?: string | null;
  imageKey?: string | null;
}

const NewsPostFields = gql`
  fragment NewsPostFields on NewsPost {
    id
    slug
    titleDe
    titleEn
    bodyDe
    bodyEn
    imageKey
    imageWidth
    imageHeight
    publishedAt
    state
    updatedAt
  }
`;

type PageVariables = { first?: number; after?: string | null };

export const NewsListQuery: TypedDocumentNode<{ newsList: NewsPage }, PageVariables> = gql`
  query NewsList($first: Int, $after: String) {
    newsList(first: $first, after: $after) {
      nodes {
        ...NewsPostFields
      }
      endCursor
      hasNextPage
    }
  }
  ${NewsPostFields}
`;

export const NewsPostQuery: TypedDocumentNode<{ newsPost: NewsPostDetail | null }, { slug: string }> = gql`
  query NewsPost($slug: String!) {
    newsPost(slug: $slug) {
      ...NewsPostFields
      bodyHtmlDe
      bodyHtmlEn
    }
  }
  ${NewsPostFields}
`;

export const AdminNewsListQuery: TypedDocumentNode<{ adminNewsList: NewsPage }, PageVariables> = gql`
  query AdminNewsList($first: Int, $after: String) {
    adminNewsList(first: $first, after: $after) {
      nodes {
        ...NewsPostFields
      }
      endCursor
      hasNextPage
    }
  }
  ${NewsPostFields}
`;

export const AdminNewsPostQuery: TypedDocumentNode<{ adminNewsPost: NewsPost }, { id: string }> = gql`
  query AdminNewsPost($id: ID!) {
    adminNewsPost(id: $id) {
      ...NewsPostFields
    }
  }
  ${NewsPostFields}
`;

export const CreateNewsMutation: TypedDocumentNode<{ createNews: NewsPost }, { input: NewsInput }> = gql`
  mutation CreateNews($input: NewsInput!) {
    createNews(input: $input) {
      ...NewsPostFields
    }
  }
  ${NewsPostFields}
`;

export const UpdateNewsMutation: TypedDocumentNode<{ updateNews: NewsPost }, { id: string; input: NewsInput }> = gql`
  mutation UpdateNews($id: ID!, $input: NewsInput!) {
    updateNews(id: $id, input: $input) {
      ...NewsPostFields
    }
  }
  ${NewsPostFields}
`;

export const PublishNewsMutation: TypedDocumentNode<{ publishNews: NewsPost }, { id: string; at?: string | null }> = gql`
  mutation PublishNews($id: ID!, $at: DateTime) {
    publishNews(id: $id, at: $at) {
      ...NewsPostFields
    }
  }
  ${NewsPostFields}
`;

export const UnpublishNewsMutation: TypedDocumentNode<{ unpublishNews: NewsPost }, { id: string }> = gql`
  mutation UnpublishNews($id: ID!) {
    unpublishNews(id: $id) {
      ...NewsPostFields
    }
  }
  ${NewsPostFields}
`;

export const DeleteNewsMutation: TypedDocumentNode<{ deleteNews: string }, { id: string }> = gql`
  mutation DeleteNews($id: ID!) {
    deleteNews(id: $id)
  }
`;

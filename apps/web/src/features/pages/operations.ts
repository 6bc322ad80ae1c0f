import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { Language } from '@venue/shared';
import { VenuePageFields, type CarouselHeightValue, type VenuePage, type VenuePageImage } from '../../components/venue-page/operations.js';

// Admin editing of venue pages. Each mutation returns the page (or image) so the cache, and with
// it the page behind the editor, shows the change at once.

export interface UpdatePageVariables {
  name: string;
  input: { titleDe: string; titleEn: string; bodyDe: string; bodyEn: string; carouselHeight: CarouselHeightValue };
}

export const UpdatePageMutation: TypedDocumentNode<{ updatePage: VenuePage }, UpdatePageVariables> = gql`
  mutation UpdatePage($name: String!, $input: UpdatePageInput!) {
    updatePage(name: $name, input: $input) {
      ...VenuePageFields
    }
  }
  ${VenuePageFields}
`;

export const AddPageImageMutation: TypedDocumentNode<{ addPageImage: VenuePage }, { name: string; storageKey: string; altDe: string; altEn: string }> = gql`
  mutation AddPageImage($name: String!, $storageKey: String!, $altDe: String!, $altEn: String!) {
    addPageImage(name: $name, storageKey: $storageKey, altDe: $altDe, altEn: $altEn) {
      ...VenuePageFields
    }
  }
  ${VenuePageFields}
`;

export const UpdatePageImageMutation: TypedDocumentNode<{ updatePageImage: Pick<VenuePageImage, 'id' | 'altDe' | 'altEn'> }, { id: string; altDe: string; altEn: string }> = gql`
  mutation UpdatePageImage($id: ID!, $altDe: String!, $altEn: String!) {
    updatePageImage(id: $id, altDe: $altDe, altEn: $altEn) {
      id
      altDe
      altEn
    }
  }
`;

export const ReorderPageImagesMutation: TypedDocumentNode<{ reorderPageImages: VenuePage }, { name: string; ids: string[] }> = gql`
  mutation ReorderPageImages($name: String!, $ids: [ID!]!) {
    reorderPageImages(name: $name, ids: $ids) {
      ...VenuePageFields
    }
  }
  ${VenuePageFields}
`;

export const RemovePageImageMutation: TypedDocumentNode<{ removePageImage: VenuePage }, { id: string }> = gql`
  mutation RemovePageImage($id: ID!) {
    removePageImage(id: $id) {
      ...VenuePageFields
    }
  }
  ${VenuePageFields}
`;

/** The public pages' renderer on the server (staff only): the editor's preview shows what visitors will see. */
export const MarkdownPreviewQuery: TypedDocumentNode<{ markdownPreview: string }, { markdown: string; language: Language }> = gql`
  query MarkdownPreview($markdown: String!, $language: Language!) {
    markdownPreview(markdown: $markdown, language: $language)
  }
`;

/** The venue pages for staff's list (/admin/pages), in navigation order. */
export interface AdminPageRow {
  __typename?: 'VenuePage';
  id: string;
  name: string;
  titleDe: string;
  titleEn: string;
  updatedAt: string;
  images: { __typename?: 'VenuePageImage'; id: string }[];
}

export const AdminPagesQuery: TypedDocumentNode<{ pages: AdminPageRow[] }, Record<string, never>> = gql`
  query AdminPages {
    pages {
      id
      name
      titleDe
      titleEn
      updatedAt
      images {
        id
      }
    }
  }
`;

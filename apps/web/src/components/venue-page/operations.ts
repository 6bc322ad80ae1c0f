import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { CarouselHeight } from '@venue/shared';

// Reading venue pages (/pages/:name, the welcome section of /, the venue menu). Typed by hand
// (decision 0001); src/app/operations.test.ts checks them against the schema.

export type CarouselHeightValue = 'SMALL' | 'MEDIUM' | 'LARGE' | 'XLARGE';

export function carouselHeightOf(value: CarouselHeightValue): CarouselHeight {
  return value.toLowerCase() as CarouselHeight;
}

export interface VenuePageImage {
  __typename?: 'VenuePageImage';
  id: string;
  storageKey: string;
  width: number;
  height: number;
  position: number;
  altDe: string;
  altEn: string;
}

export interface VenuePage {
  __typename?: 'VenuePage';
  id: string;
  name: string;
  titleDe: string;
  titleEn: string;
  bodyDe: string;
  bodyEn: string;
  /** The bodies as HTML, rendered safely on the server (no Markdown code in the browser). */
  bodyHtmlDe: string;
  bodyHtmlEn: string;
  carouselHeight: CarouselHeightValue;
  updatedAt: string;
  images: VenuePageImage[];
}

export const VenuePageFields = gql`
  fragment VenuePageFields on VenuePage {
    id
    name
    titleDe
    titleEn
    bodyDe
    bodyEn
    bodyHtmlDe
    bodyHtmlEn
    carouselHeight
    updatedAt
    images {
      id
      storageKey
      width
      height
      position
      altDe
      altEn
    }
  }
`;

export const PageQuery: TypedDocumentNode<{ page: VenuePage | null }, { name: string }> = gql`
  query Page($name: String!) {
    page(name: $name) {
      ...VenuePageFields
    }
  }
  ${VenuePageFields}
`;

export interface VenuePageLink {
  __typename?: 'VenuePage';
  id: string;
  name: string;
  titleDe: string;
  titleEn: string;
}

export const PagesNavQuery: TypedDocumentNode<{ pages: VenuePageLink[] }, Record<string, never>> = gql`
  query PagesNav {
    pages {
      id
      name
      titleDe
      titleEn
    }
  }
`;

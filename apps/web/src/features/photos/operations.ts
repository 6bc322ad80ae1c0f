import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { PhotoVisibility } from '@venue/shared';

// Photo operations, typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export interface PhotoSource {
  __typename?: string;
  avif: string;
  webp: string;
}

export interface PhotoVariant extends PhotoSource {
  width: number;
}

export interface PhotoAbilities {
  __typename?: string;
  changeVisibility: boolean;
  makeFriendsOnly: boolean;
  delete: boolean;
  reorder: boolean;
  useAsAvatar: boolean;
  useAsWallImage: boolean;
}

export interface Photo {
  id: string;
  width: number;
  height: number;
  visibility: PhotoVisibility;
  position: number;
  ownerSlug: string;
  ownerUsername: string;
  isAvatar: boolean;
  isWallImage: boolean;
  thumbnail: PhotoSource;
  variants: PhotoVariant[];
  viewerCan: PhotoAbilities;
}

export interface PhotoPage {
  nodes: Photo[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface PhotoQuota {
  used: number;
  limit: number | null;
  canUpload: boolean;
}

export const PhotoFields = gql`
  fragment PhotoFields on Photo {
    id
    width
    height
    visibility
    position
    ownerSlug
    ownerUsername
    isAvatar
    isWallImage
    thumbnail {
      avif
      webp
    }
    variants {
      width
      avif
      webp
    }
    viewerCan {
      changeVisibility
      makeFriendsOnly
      delete
      reorder
      useAsAvatar
      useAsWallImage
    }
  }
`;

export const UserPhotosQuery: TypedDocumentNode<{ userPhotos: PhotoPage }, { slug: string; first?: number; after?: string | null }> = gql`
  query UserPhotos($slug: String!, $first: Int, $after: String) {
    userPhotos(slug: $slug, first: $first, after: $after) {
      nodes {
        ...PhotoFields
      }
      hasNextPage
      endCursor
    }
  }
  ${PhotoFields}
`;

export const PhotoQuery: TypedDocumentNode<{ photo: Photo | null }, { id: string }> = gql`
  query Photo($id: ID!) {
    photo(id: $id) {
      ...PhotoFields
    }
  }
  ${PhotoFields}
`;

export const PhotoQuotaQuery: TypedDocumentNode<{ photoQuota: PhotoQuota }, Record<string, never>> = gql`
  query PhotoQuota {
    photoQuota {
      used
      limit
      canUpload
    }
  }
`;

export const SetPhotoVisibilityMutation: TypedDocumentNode<{ setPhotoVisibility: Photo }, { id: string; visibility: PhotoVisibility }> = gql`
  mutation SetPhotoVisibility($id: ID!, $visibility: PhotoVisibility!) {
    setPhotoVisibility(id: $id, visibility: $visibility) {
      ...PhotoFields
    }
  }
  ${PhotoFields}
`;

export const DeletePhotoMutation: TypedDocumentNode<{ deletePhoto: string }, { id: string }> = gql`
  mutation DeletePhoto($id: ID!) {
    deletePhoto(id: $id)
  }
`;

export const ReorderPhotosMutation: TypedDocumentNode<{ reorderPhotos: Photo[] }, { ids: string[] }> = gql`
  mutation ReorderPhotos($ids: [ID!]!) {
    reorderPhotos(ids: $ids) {
      ...PhotoFields
    }
  }
  ${PhotoFields}
`;

interface ProfileImagesResult {
  id: string;
  avatar: { id: string } | null;
  wallImage: { id: string } | null;
}

export const SetAvatarMutation: TypedDocumentNode<{ setAvatar: ProfileImagesResult }, { photoId: string | null }> = gql`
  mutation SetAvatar($photoId: ID) {
    setAvatar(photoId: $photoId) {
      id
      avatar {
        id
      }
      wallImage {
        id
      }
    }
  }
`;

export const SetWallImageMutation: TypedDocumentNode<{ setWallImage: ProfileImagesResult }, { photoId: string | null }> = gql`
  mutation SetWallImage($photoId: ID) {
    setWallImage(photoId: $photoId) {
      id
      avatar {
        id
      }
      wallImage {
        id
      }
    }
  }
`;

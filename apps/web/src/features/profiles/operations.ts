import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { Dominance, EyeColour, HairColour, Looks, Region, Sex, Sexuality, Smoking } from '@venue/shared';
import { CurrentUserFields, type CurrentUser } from '../../app/session/operations.js';

// Profiles (docs/decisions/0009): opening a profile (the visit), and saving one's own.

export interface ProfileImage {
  __typename?: 'ProfileImage';
  id: string;
  width: number;
  height: number;
}

export interface ProfilePerson {
  __typename?: 'ProfilePerson';
  position: number;
  sex: 'M' | 'F';
  age: number | null;
  heightCm: number | null;
  weightKg: number | null;
  hairColour: HairColour | null;
  eyeColour: EyeColour | null;
  looks: Looks | null;
  sexuality: Sexuality | null;
  dominance: Dominance | null;
  smoking: Smoking | null;
}

export interface ProfileInfo {
  __typename?: 'ProfileInfo';
  id: string;
  about: string;
  lookingFor: Sex[];
  isComplete: boolean;
  persons: ProfilePerson[];
}

export interface ProfileAbilities {
  __typename?: 'UserProfileAbilities';
  edit: boolean;
  befriend: boolean;
  write: boolean;
  block: boolean;
  report: boolean;
  seeVisitors: boolean;
  giveGift: boolean;
}

/** A member's profile as the viewer may see it (spec §3 "user with avatar" and profile info). */
export interface UserProfile {
  __typename?: 'UserProfile';
  id: string;
  slug: string;
  username: string;
  sex: Sex | null;
  isPremium: boolean;
  isVerified: boolean;
  isAllowedToVisit: boolean;
  /** null when the member is not shown among online users. */
  lastActiveAt: string | null;
  isOnline: boolean;
  avatar: ProfileImage | null;
  wall: ProfileImage | null;
  /** The canton the member lives in; null when not said. */
  region: Region | null;
  info: ProfileInfo;
  viewerCan: ProfileAbilities;
}

export type ProfileRefusal = 'NOT_FOUND' | 'PROFILE_BLOCKED' | 'PROFILE_VERIFIED_ONLY' | 'PROFILE_TYPE_MISMATCH';

export const UserProfileFields = gql`
  fragment UserProfileFields on UserProfile {
    id
    slug
    username
    sex
    isPremium
    isVerified
    isAllowedToVisit
    lastActiveAt
    isOnline
    avatar {
      id
      width
      height
    }
    wall {
      id
      width
      height
    }
    region
    info {
      id
      about
      lookingFor
      isComplete
      persons {
        position
        sex
        age
        heightCm
        weightKg
        hairColour
        eyeColour
        looks
        sexuality
        dominance
        smoking
      }
    }
    viewerCan {
      edit
      befriend
      write
      block
      report
      seeVisitors
      giveGift
    }
  }
`;

/** Reads a profile; it records nothing (a link to a query must not reveal who opened it, decision 0027). */
export const UserQuery: TypedDocumentNode<{ user: { __typename?: 'UserLookup'; profile: UserProfile | null; refusal: ProfileRefusal | null } }, { slug: string }> = gql`
  query User($slug: String!) {
    user(slug: $slug) {
      refusal
      profile {
        ...UserProfileFields
      }
    }
  }
  ${UserProfileFields}
`;

/** The profile screen was opened: the server records the visit when its rules allow (decision 0027). */
export const RecordProfileVisitMutation: TypedDocumentNode<{ recordProfileVisit: boolean }, { slug: string }> = gql`
  mutation RecordProfileVisit($slug: String!) {
    recordProfileVisit(slug: $slug)
  }
`;

export interface ProfilePersonInput {
  age: number | null;
  heightCm: number | null;
  weightKg: number | null;
  hairColour: HairColour | null;
  eyeColour: EyeColour | null;
  looks: Looks | null;
  sexuality: Sexuality | null;
  dominance: Dominance | null;
  smoking: Smoking | null;
}

export interface ProfileInput {
  sex: Sex;
  persons: ProfilePersonInput[];
  about: string;
  lookingFor: Sex[];
  region: Region | null;
}

export const UpdateProfileMutation: TypedDocumentNode<{ updateProfile: { profile: UserProfile; currentUser: CurrentUser } }, { input: ProfileInput }> = gql`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      profile {
        ...UserProfileFields
      }
      currentUser {
        ...CurrentUserFields
        lookingFor
      }
    }
  }
  ${UserProfileFields}
  ${CurrentUserFields}
`;

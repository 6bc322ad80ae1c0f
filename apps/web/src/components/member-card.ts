import { gql } from '../app/session/gql.js';
import type { Region, Sex } from '@venue/shared';

// Another member as lists show them (the server's UserWithAvatar, spec §3 "user with avatar").

export interface MemberCard {
  id: string;
  slug: string;
  username: string;
  sex: Sex | null;
  isPremium: boolean;
  isVerified: boolean;
  isAllowedToVisit: boolean;
  avatar: { id: string; width: number; height: number } | null;
  /**
   * Online now (the green dot): asked for only where the list leaves out members blocked either way
   * (friends, visitors, search, online users), and kept current by presenceChanged (app/realtime).
   */
  isOnline?: boolean;
  /** Ages of the persons behind the profile (a couple has two); asked for by the card grids only. */
  ages?: number[];
  /** The canton the member lives in; asked for by the card grids only (null: not said, or a locked profile). */
  region?: Region | null;
}

export const MemberCardFields = gql`
  fragment MemberCardFields on UserWithAvatar {
    id
    slug
    username
    sex
    isPremium
    isVerified
    isAllowedToVisit
    avatar {
      id
      width
      height
    }
  }
`;

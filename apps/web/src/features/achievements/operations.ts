import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { AchievementFamily, AchievementKey } from '@venue/shared';

// Achievements (spec §9; issue 16; docs/decisions/0048). Typed by hand (decision 0001);
// app/operations.test.ts checks them against the committed schema.

export interface Achievement {
  __typename?: 'Achievement';
  key: AchievementKey;
  family: AchievementFamily;
  threshold: number;
  /** The count towards the threshold, at most the threshold. */
  progress: number;
  earnedAt: string | null;
  comingSoon: boolean;
}

export interface EarnedAchievement {
  __typename?: 'EarnedAchievement';
  key: AchievementKey;
  earnedAt: string;
}

export const MyAchievementsQuery: TypedDocumentNode<{ myAchievements: Achievement[] }, Record<string, never>> = gql`
  query MyAchievements {
    myAchievements {
      key
      family
      threshold
      progress
      earnedAt
      comingSoon
    }
  }
`;

/** A profile's earned achievements (null when the profile may not be opened). */
export const ProfileAchievementsQuery: TypedDocumentNode<
  { user: { __typename?: 'UserLookup'; profile: { __typename?: 'UserProfile'; id: string; achievements: EarnedAchievement[] } | null } },
  { slug: string }
> = gql`
  query ProfileAchievements($slug: String!) {
    user(slug: $slug) {
      profile {
        id
        achievements {
          key
          earnedAt
        }
      }
    }
  }
`;

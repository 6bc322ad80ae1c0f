import type { TypedDocumentNode } from 'urql';
import { gql } from './gql.js';
import type { Language, Sex } from '@venue/shared';

// Operations every part of the app needs: who is signed in, the language, signing out.
// Typed by hand (docs/decisions/0001); src/app/operations.test.ts validates them against the schema.

export interface CurrentUser {
  __typename?: 'CurrentUser';
  id: string;
  uuid: string;
  slug: string;
  username: string;
  email: string;
  language: Language;
  sex: Sex | null;
  admin: boolean;
  isPremium: boolean;
  isVerified: boolean;
  isDeactivated: boolean;
  emailVerifiedAt: string | null;
  phoneVerifiedAt: string | null;
  phoneMasked: string | null;
  currentLoginTimeout: string | null;
  bannedRoomIds: string[];
}

export const CurrentUserFields = gql`
  fragment CurrentUserFields on CurrentUser {
    id
    uuid
    slug
    username
    email
    language
    sex
    admin
    isPremium
    isVerified
    isDeactivated
    emailVerifiedAt
    phoneVerifiedAt
    phoneMasked
    currentLoginTimeout
    bannedRoomIds
  }
`;

export const CurrentUserQuery: TypedDocumentNode<{ currentUser: CurrentUser | null }, Record<string, never>> = gql`
  query CurrentUser {
    currentUser {
      ...CurrentUserFields
    }
  }
  ${CurrentUserFields}
`;

export const SignOutMutation: TypedDocumentNode<{ signOut: boolean }, Record<string, never>> = gql`
  mutation SignOut {
    signOut
  }
`;

export const SetLanguageMutation: TypedDocumentNode<{ setLanguage: CurrentUser }, { language: Language }> = gql`
  mutation SetLanguage($language: Language!) {
    setLanguage(language: $language) {
      ...CurrentUserFields
    }
  }
  ${CurrentUserFields}
`;

import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { NotificationChannel, NotificationKind, ReservationVisibility, SettingToggle } from '@venue/shared';

// Settings and the account life cycle, typed by hand (decision 0001); app/operations.test.ts checks
// them against the schema.

export type SettingsValues = Record<SettingToggle, boolean> & { reservationsVisibleTo: ReservationVisibility };

export interface Settings extends SettingsValues {
  id: string;
  viewerCan: { deactivate: boolean; deleteAccount: boolean; exportData: boolean };
}

export interface AccountOverview {
  id: string;
  email: string;
  language: 'de' | 'en';
  phoneMasked: string | null;
  pendingEmailChange: string | null;
  pendingPhoneMasked: string | null;
  settings: Settings;
}

const SettingsFields = gql`
  fragment SettingsFields on Settings {
    id
    emailOnFriendRequest
    emailOnGiftReceived
    emailOnFriendDailyReservation
    emailOnFriendEventReservation
    emailOnMessage
    foundInSpark
    reservationsVisibleTo
    shownOnline
    visitableOnlyByVerified
    onlyVerifiedMayContact
    messagesFromFriendsOnly
    foundInSearch
    viewerCan {
      deactivate
      deleteAccount
      exportData
    }
  }
`;

const AccountFields = gql`
  fragment AccountFields on CurrentUser {
    id
    email
    language
    phoneMasked
    pendingEmailChange
    pendingPhoneMasked
    settings {
      ...SettingsFields
    }
  }
  ${SettingsFields}
`;

export const AccountSettingsQuery: TypedDocumentNode<{ currentUser: AccountOverview | null }, Record<string, never>> = gql`
  query AccountSettings {
    currentUser {
      ...AccountFields
    }
  }
  ${AccountFields}
`;

export const UpdateSettingsMutation: TypedDocumentNode<{ updateSettings: Settings }, { input: Partial<SettingsValues> }> = gql`
  mutation UpdateSettings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      ...SettingsFields
    }
  }
  ${SettingsFields}
`;

export const ChangePasswordMutation: TypedDocumentNode<{ changePassword: boolean }, { input: { currentPassword: string; newPassword: string } }> = gql`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`;

export const RequestEmailChangeMutation: TypedDocumentNode<{ requestEmailChange: AccountOverview }, { input: { newEmail: string; currentPassword: string } }> = gql`
  mutation RequestEmailChange($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) {
      ...AccountFields
    }
  }
  ${AccountFields}
`;

export const ConfirmEmailChangeMutation: TypedDocumentNode<{ confirmEmailChange: boolean }, { token: string }> = gql`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token)
  }
`;

export const SendNewPhoneCodeMutation: TypedDocumentNode<{ sendPhoneCode: boolean }, { phone: string }> = gql`
  mutation SendNewPhoneCode($phone: String!) {
    sendPhoneCode(phone: $phone)
  }
`;

export const ConfirmNewPhoneMutation: TypedDocumentNode<{ verifyPhone: { id: string; phoneMasked: string | null; phoneVerifiedAt: string | null; pendingPhoneMasked: string | null } }, { code: string }> = gql`
  mutation ConfirmNewPhone($code: String!) {
    verifyPhone(code: $code) {
      id
      phoneMasked
      phoneVerifiedAt
      pendingPhoneMasked
    }
  }
`;

export interface DeviceSession {
  id: string;
  browser: string | null;
  os: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
  viewerCan: { end: boolean };
}

export interface DeviceSessionPage {
  nodes: DeviceSession[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export const SessionsQuery: TypedDocumentNode<{ sessions: DeviceSessionPage }, { first?: number; after?: string | null }> = gql`
  query Sessions($first: Int, $after: String) {
    sessions(first: $first, after: $after) {
      nodes {
        id
        browser
        os
        createdAt
        lastUsedAt
        current
        viewerCan {
          end
        }
      }
      hasNextPage
      endCursor
    }
  }
`;

export const EndSessionMutation: TypedDocumentNode<{ endSession: boolean }, { id: string }> = gql`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`;

export const EndOtherSessionsMutation: TypedDocumentNode<{ endOtherSessions: number }, Record<string, never>> = gql`
  mutation EndOtherSessions {
    endOtherSessions
  }
`;

export const DeactivateAccountMutation: TypedDocumentNode<{ deactivateAccount: boolean }, Record<string, never>> = gql`
  mutation DeactivateAccount {
    deactivateAccount
  }
`;

export const DeleteAccountMutation: TypedDocumentNode<{ deleteAccount: boolean }, { input: { phrase: string; currentPassword: string } }> = gql`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input)
  }
`;

// Issue 15 (decision 0042): the member's notification table, one row per kind, a switch per channel.

/** One row of the notification table: a kind and its channels (`email: null`: the kind sends no e-mail). */
export interface NotificationChannels {
  kind: NotificationKind;
  push: boolean;
  email: boolean | null;
}

export const NotificationChannelsQuery: TypedDocumentNode<{ currentUser: { id: string; settings: { id: string; notificationChannels: NotificationChannels[] } } | null }, Record<string, never>> = gql`
  query NotificationChannels {
    currentUser {
      id
      settings {
        id
        notificationChannels {
          kind
          push
          email
        }
      }
    }
  }
`;

export const SetNotificationChannelMutation: TypedDocumentNode<{ setNotificationChannel: NotificationChannels }, { kind: NotificationKind; channel: NotificationChannel; enabled: boolean }> = gql`
  mutation SetNotificationChannel($kind: NotificationKind!, $channel: NotificationChannel!, $enabled: Boolean!) {
    setNotificationChannel(kind: $kind, channel: $channel, enabled: $enabled) {
      kind
      push
      email
    }
  }
`;

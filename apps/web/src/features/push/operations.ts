import { gql, type TypedDocumentNode } from 'urql';
import type { NotificationChannel, NotificationKind, PushSubscriptionInput } from '@venue/shared';

// Push subscription operations, typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export const PushPublicKeyQuery: TypedDocumentNode<{ pushPublicKey: string }, Record<string, never>> = gql`
  query PushPublicKey {
    pushPublicKey
  }
`;

export const SavePushSubscriptionMutation: TypedDocumentNode<{ savePushSubscription: boolean }, { input: PushSubscriptionInput }> = gql`
  mutation SavePushSubscription($input: PushSubscriptionInput!) {
    savePushSubscription(input: $input)
  }
`;

export const RemovePushSubscriptionMutation: TypedDocumentNode<{ removePushSubscription: boolean }, { endpoint: string }> = gql`
  mutation RemovePushSubscription($endpoint: String!) {
    removePushSubscription(endpoint: $endpoint)
  }
`;

// Issue 15 (decision 0042): the member’s notification table (`Settings.notificationChannels`,
// `setNotificationChannel`) and this device’s choice of texts (`pushDevice`, `setPushDetailed`).

/** One row of the notification table: a kind and its channels (`email: null`: the kind sends no e-mail). */
export interface NotificationChannels {
  kind: NotificationKind;
  push: boolean;
  email: boolean | null;
}

export interface PushDevice {
  endpoint: string;
  detailed: boolean;
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

export const PushDeviceQuery: TypedDocumentNode<{ pushDevice: PushDevice | null }, { endpoint: string }> = gql`
  query PushDevice($endpoint: String!) {
    pushDevice(endpoint: $endpoint) {
      endpoint
      detailed
    }
  }
`;

export const SetPushDetailedMutation: TypedDocumentNode<{ setPushDetailed: PushDevice }, { endpoint: string; detailed: boolean }> = gql`
  mutation SetPushDetailed($endpoint: String!, $detailed: Boolean!) {
    setPushDetailed(endpoint: $endpoint, detailed: $detailed) {
      endpoint
      detailed
    }
  }
`;

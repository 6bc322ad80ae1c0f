import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { PushSubscriptionInput } from '@venue/shared';

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

// Issue 15 (decision 0042): this device's choice of texts (discreet or detailed), by its endpoint.

export interface PushDevice {
  endpoint: string;
  detailed: boolean;
}

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

import { gql, type TypedDocumentNode } from 'urql';
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

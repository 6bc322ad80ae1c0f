import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';

// Payments operations, typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export type PaymentStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
export type PaymentPurpose = 'PREMIUM' | 'TRIAL' | 'RENEWAL' | 'METHOD' | 'GIFTS';

export interface PaymentLineItem {
  id: string;
  kind: 'PREMIUM' | 'GIFT';
  packageMonths: number | null;
  /** GIFT lines: the gift's names when bought. */
  giftNameDe: string | null;
  giftNameEn: string | null;
  quantity: number;
  unitAmountRappen: number;
  amountRappen: number;
}

export interface Payment {
  id: string;
  amountRappen: number;
  currency: string;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  responseMessage: string | null;
  lineItems: PaymentLineItem[];
  createdAt: string;
  paidAt: string | null;
}

export interface PaymentPage {
  nodes: Payment[];
  hasNextPage: boolean;
  endCursor: string | null;
}

const PaymentFields = gql`
  fragment PaymentFields on Payment {
    id
    amountRappen
    currency
    status
    purpose
    responseMessage
    lineItems {
      id
      kind
      packageMonths
      giftNameDe
      giftNameEn
      quantity
      unitAmountRappen
      amountRappen
    }
    createdAt
    paidAt
  }
`;

export const PaymentsQuery: TypedDocumentNode<{ payments: PaymentPage }, { first?: number; after?: string | null }> = gql`
  query Payments($first: Int, $after: String) {
    payments(first: $first, after: $after) {
      nodes {
        ...PaymentFields
      }
      hasNextPage
      endCursor
    }
  }
  ${PaymentFields}
`;

export const PaymentQuery: TypedDocumentNode<{ payment: Payment }, { id: string }> = gql`
  query Payment($id: ID!) {
    payment(id: $id) {
      ...PaymentFields
    }
  }
  ${PaymentFields}
`;

export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  reusable: boolean;
  isDefault: boolean;
  viewerCan: { remove: boolean; makeDefault: boolean };
}

export const PaymentMethodsQuery: TypedDocumentNode<{ paymentMethods: PaymentMethod[] }, Record<string, never>> = gql`
  query PaymentMethods {
    paymentMethods {
      id
      brand
      last4
      expMonth
      expYear
      reusable
      isDefault
      viewerCan {
        remove
        makeDefault
      }
    }
  }
`;

export interface CheckoutStart {
  paymentId: string;
  url: string;
}

export const AddPaymentMethodMutation: TypedDocumentNode<{ addPaymentMethod: CheckoutStart }, Record<string, never>> = gql`
  mutation AddPaymentMethod {
    addPaymentMethod {
      paymentId
      url
    }
  }
`;

export const RemovePaymentMethodMutation: TypedDocumentNode<{ removePaymentMethod: boolean }, { id: string }> = gql`
  mutation RemovePaymentMethod($id: ID!) {
    removePaymentMethod(id: $id)
  }
`;

export const MakeDefaultPaymentMethodMutation: TypedDocumentNode<{ makeDefaultPaymentMethod: boolean }, { id: string }> = gql`
  mutation MakeDefaultPaymentMethod($id: ID!) {
    makeDefaultPaymentMethod(id: $id)
  }
`;

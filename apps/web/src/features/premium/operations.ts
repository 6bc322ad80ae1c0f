import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';

// Premium subscription operations, typed by hand (decision 0001); app/operations.test.ts checks them.

export type SubscriptionState = 'TRIAL' | 'ACTIVE' | 'CANCELLED' | 'PAST_DUE' | 'ENDED';

export interface PremiumStatus {
  isPremium: boolean;
  trialDays: number;
  trialPriceRappen: number;
  hasChargeableMethod: boolean;
  subscription: {
    id: string;
    state: SubscriptionState;
    packageMonths: number;
    trialEndsAt: string | null;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
    autoRenew: boolean;
    renewalAttempts: number;
    endedAt: string | null;
  } | null;
  nextCharge: { at: string; amountRappen: number } | null;
  packages: { months: number; priceRappen: number; monthlyRappen: number }[];
  viewerCan: { buy: boolean; startTrial: boolean; cancel: boolean; resume: boolean; changePackage: boolean };
}

const PremiumFields = gql`
  fragment PremiumFields on PremiumStatus {
    isPremium
    trialDays
    trialPriceRappen
    hasChargeableMethod
    subscription {
      id
      state
      packageMonths
      trialEndsAt
      currentPeriodEnd
      cancelAtPeriodEnd
      autoRenew
      renewalAttempts
      endedAt
    }
    nextCharge {
      at
      amountRappen
    }
    packages {
      months
      priceRappen
      monthlyRappen
    }
    viewerCan {
      buy
      startTrial
      cancel
      resume
      changePackage
    }
  }
`;

export const PremiumQuery: TypedDocumentNode<{ premium: PremiumStatus }, Record<string, never>> = gql`
  query Premium {
    premium {
      ...PremiumFields
    }
  }
  ${PremiumFields}
`;

export interface CheckoutStart {
  paymentId: string;
  url: string;
}

export const BuyPremiumMutation: TypedDocumentNode<{ buyPremium: CheckoutStart }, { packageMonths: number }> = gql`
  mutation BuyPremium($packageMonths: Int!) {
    buyPremium(packageMonths: $packageMonths) {
      paymentId
      url
    }
  }
`;

export const StartPremiumTrialMutation: TypedDocumentNode<{ startPremiumTrial: CheckoutStart }, Record<string, never>> = gql`
  mutation StartPremiumTrial {
    startPremiumTrial {
      paymentId
      url
    }
  }
`;

export const CancelPremiumMutation: TypedDocumentNode<{ cancelPremium: PremiumStatus }, Record<string, never>> = gql`
  mutation CancelPremium {
    cancelPremium {
      ...PremiumFields
    }
  }
  ${PremiumFields}
`;

export const ResumePremiumMutation: TypedDocumentNode<{ resumePremium: PremiumStatus }, Record<string, never>> = gql`
  mutation ResumePremium {
    resumePremium {
      ...PremiumFields
    }
  }
  ${PremiumFields}
`;

export const ChangePremiumPackageMutation: TypedDocumentNode<{ changePremiumPackage: PremiumStatus }, { packageMonths: number }> = gql`
  mutation ChangePremiumPackage($packageMonths: Int!) {
    changePremiumPackage(packageMonths: $packageMonths) {
      ...PremiumFields
    }
  }
  ${PremiumFields}
`;

export interface PremiumSettings {
  price1Rappen: number;
  price3Rappen: number;
  price12Rappen: number;
  trialDays: number;
}

export const PremiumSettingsQuery: TypedDocumentNode<{ premiumSettings: PremiumSettings }, Record<string, never>> = gql`
  query PremiumSettings {
    premiumSettings {
      price1Rappen
      price3Rappen
      price12Rappen
      trialDays
    }
  }
`;

export const UpdatePremiumSettingsMutation: TypedDocumentNode<{ updatePremiumSettings: PremiumSettings }, { input: PremiumSettings }> = gql`
  mutation UpdatePremiumSettings($input: PremiumSettingsInput!) {
    updatePremiumSettings(input: $input) {
      price1Rappen
      price3Rappen
      price12Rappen
      trialDays
    }
  }
`;

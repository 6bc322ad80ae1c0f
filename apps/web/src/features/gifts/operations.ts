import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';

// Gift shop operations (issue 17), typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export interface Gift {
  __typename?: 'Gift';
  id: string;
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  priceRappen: number;
  active: boolean;
  stock: number | null;
  soldOut: boolean;
}

export interface GiftInput {
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  priceRappen: number;
  active: boolean;
  stock: number | null;
  imageKey: string | null;
}

const GiftFields = gql`
  fragment GiftFields on Gift {
    id
    nameDe
    nameEn
    descriptionDe
    descriptionEn
    imageKey
    imageWidth
    imageHeight
    priceRappen
    active
    stock
    soldOut
  }
`;

export const AdminGiftsQuery: TypedDocumentNode<{ adminGifts: Gift[] }, Record<string, never>> = gql`
  query AdminGifts {
    adminGifts {
      ...GiftFields
    }
  }
  ${GiftFields}
`;

export const AdminGiftQuery: TypedDocumentNode<{ adminGift: Gift }, { id: string }> = gql`
  query AdminGift($id: ID!) {
    adminGift(id: $id) {
      ...GiftFields
    }
  }
  ${GiftFields}
`;

export const CreateGiftMutation: TypedDocumentNode<{ createGift: Gift }, { input: GiftInput }> = gql`
  mutation CreateGift($input: GiftInput!) {
    createGift(input: $input) {
      ...GiftFields
    }
  }
  ${GiftFields}
`;

export const UpdateGiftMutation: TypedDocumentNode<{ updateGift: Gift }, { id: string; input: GiftInput }> = gql`
  mutation UpdateGift($id: ID!, $input: GiftInput!) {
    updateGift(id: $id, input: $input) {
      ...GiftFields
    }
  }
  ${GiftFields}
`;

export interface GiftShop {
  gifts: Gift[];
  canBuy: boolean;
  buyRefusal: string | null;
}

export interface OwnedGift {
  id: string;
  priceRappen: number;
  createdAt: string;
  /** Grouped code to show at the bar; null once redeemed. */
  voucherCode: string | null;
  redeemedAt: string | null;
  gift: Gift;
}

export type GiftTransferState = 'UNOPENED' | 'ACCEPTED' | 'DECLINED' | 'RETURNED';

export interface GiftTransfer {
  id: string;
  note: string | null;
  state: GiftTransferState;
  sentAt: string;
  canTakeBack: boolean;
  gift: Gift;
  member: { id: string; username: string; slug: string };
}

/** A gift in the member's hands, as the shop and the profile's "give" dialog show it. */
const OwnedGiftFields = gql`
  fragment OwnedGiftFields on OwnedGift {
    id
    priceRappen
    createdAt
    voucherCode
    redeemedAt
    gift {
      ...GiftFields
    }
  }
  ${GiftFields}
`;

export const GiftShopQuery: TypedDocumentNode<{ giftShop: GiftShop; myGifts: OwnedGift[]; openGifts: GiftTransfer[]; sentGifts: GiftTransfer[] }, Record<string, never>> = gql`
  query GiftShop {
    giftShop {
      gifts {
        ...GiftFields
      }
      canBuy
      buyRefusal
    }
    myGifts {
      ...OwnedGiftFields
    }
    openGifts {
      ...GiftTransferFields
    }
    sentGifts {
      ...GiftTransferFields
    }
  }
  fragment GiftTransferFields on GiftTransfer {
    id
    note
    state
    sentAt
    canTakeBack
    gift {
      ...GiftFields
    }
    member {
      id
      username
      slug
    }
  }
  ${GiftFields}
  ${OwnedGiftFields}
`;

/** The viewer's friends: whom a gift can be sent to from the shop. */
export const GiftFriendsQuery: TypedDocumentNode<{ friends: { nodes: { id: string; member: { id: string; username: string } }[] } }, Record<string, never>> = gql`
  query GiftFriends {
    friends(first: 50) {
      nodes {
        id
        member {
          id
          username
        }
      }
    }
  }
`;

/** The viewer's gifts in hand, to give one from a member's profile. */
export const GiftsInHandQuery: TypedDocumentNode<{ myGifts: OwnedGift[] }, Record<string, never>> = gql`
  query GiftsInHand {
    myGifts {
      ...OwnedGiftFields
    }
  }
  ${OwnedGiftFields}
`;

export const SendGiftMutation: TypedDocumentNode<{ sendGift: { id: string; state: GiftTransferState } }, { giftId: string; recipientId: string; note: string | null }> = gql`
  mutation SendGift($giftId: ID!, $recipientId: ID!, $note: String) {
    sendGift(giftId: $giftId, recipientId: $recipientId, note: $note) {
      id
      state
    }
  }
`;

export const AcceptGiftMutation: TypedDocumentNode<{ acceptGift: { id: string; state: GiftTransferState } }, { id: string }> = gql`
  mutation AcceptGift($id: ID!) {
    acceptGift(id: $id) {
      id
      state
    }
  }
`;

export const DeclineGiftMutation: TypedDocumentNode<{ declineGift: { id: string; state: GiftTransferState } }, { id: string }> = gql`
  mutation DeclineGift($id: ID!) {
    declineGift(id: $id) {
      id
      state
    }
  }
`;

export const TakeBackGiftMutation: TypedDocumentNode<{ takeBackGift: { id: string; state: GiftTransferState } }, { id: string }> = gql`
  mutation TakeBackGift($id: ID!) {
    takeBackGift(id: $id) {
      id
      state
    }
  }
`;

export const CheckoutGiftsMutation: TypedDocumentNode<{ checkoutGifts: { paymentId: string; url: string } }, { items: { id: string; count: number }[] }> = gql`
  mutation CheckoutGifts($items: [GiftCartItemInput!]!) {
    checkoutGifts(items: $items) {
      paymentId
      url
    }
  }
`;

/** Staff at the bar: a voucher, its gift and its owner (issue 17 part 4). */
export interface GiftVoucher {
  id: string;
  code: string;
  ownerUsername: string;
  priceRappen: number;
  redeemedAt: string | null;
  sentUnopened: boolean;
  gift: Gift;
}

const GiftVoucherFields = gql`
  fragment GiftVoucherFields on GiftVoucher {
    id
    code
    ownerUsername
    priceRappen
    redeemedAt
    sentUnopened
    gift {
      ...GiftFields
    }
  }
  ${GiftFields}
`;

export const GiftVoucherQuery: TypedDocumentNode<{ giftVoucher: GiftVoucher }, { code: string }> = gql`
  query GiftVoucher($code: String!) {
    giftVoucher(code: $code) {
      ...GiftVoucherFields
    }
  }
  ${GiftVoucherFields}
`;

export const RedeemGiftMutation: TypedDocumentNode<{ redeemGift: GiftVoucher }, { code: string }> = gql`
  mutation RedeemGift($code: String!) {
    redeemGift(code: $code) {
      ...GiftVoucherFields
    }
  }
  ${GiftVoucherFields}
`;

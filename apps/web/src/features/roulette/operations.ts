import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// Chat roulette operations, typed by hand (decision 0001); app/operations.test.ts checks them
// against the schema. The server's rules: apps/server/src/modules/roulette (decision 0019).

export type RouletteStatus = 'IDLE' | 'WAITING' | 'PAIRED';
export type RouletteEventKind = 'PAIRED' | 'MESSAGE' | 'REVEAL_REQUESTED' | 'REVEALED' | 'ENDED';

export interface RouletteMessage {
  id: string;
  seq: number;
  body: string;
  createdAt: string;
  senderAlias: string;
  mine: boolean;
}

export interface RoulettePair {
  id: string;
  startedAt: string;
  myAlias: string;
  partnerAlias: string;
  lastSeq: number;
  iRevealed: boolean;
  partnerRevealed: boolean;
  /** Who the partner is: only once both agreed to reveal. */
  partner: MemberCard | null;
}

export interface RouletteState {
  /** The viewer's id: one state per member (the cache keeps it under that id). */
  id: string;
  status: RouletteStatus;
  queueExpiresAt: string | null;
  pair: RoulettePair | null;
  /** A verified member with a profile type (the server decides). */
  mayTakePart: boolean;
}

export interface RouletteEvent {
  kind: RouletteEventKind;
  pairId: string | null;
  byPartner: boolean;
  message: RouletteMessage | null;
}

const RouletteMessageFields = gql`
  fragment RouletteMessageFields on RouletteMessage {
    id
    seq
    body
    createdAt
    senderAlias
    mine
  }
`;

const RouletteStateFields = gql`
  fragment RouletteStateFields on RouletteState {
    id
    status
    queueExpiresAt
    mayTakePart
    pair {
      id
      startedAt
      myAlias
      partnerAlias
      lastSeq
      iRevealed
      partnerRevealed
      partner {
        ...MemberCardFields
      }
    }
  }
  ${MemberCardFields}
`;

export const RouletteStateQuery: TypedDocumentNode<{ rouletteState: RouletteState }, Record<string, never>> = gql`
  query RouletteState {
    rouletteState {
      ...RouletteStateFields
    }
  }
  ${RouletteStateFields}
`;

export const RouletteMessagesQuery: TypedDocumentNode<{ rouletteMessages: RouletteMessage[] }, { afterSeq: number }> = gql`
  query RouletteMessages($afterSeq: Int) {
    rouletteMessages(afterSeq: $afterSeq) {
      ...RouletteMessageFields
    }
  }
  ${RouletteMessageFields}
`;

export const JoinRouletteMutation: TypedDocumentNode<{ joinRoulette: RouletteState }, Record<string, never>> = gql`
  mutation JoinRoulette {
    joinRoulette {
      ...RouletteStateFields
    }
  }
  ${RouletteStateFields}
`;

export const SkipRoulettePartnerMutation: TypedDocumentNode<{ skipRoulettePartner: RouletteState }, Record<string, never>> = gql`
  mutation SkipRoulettePartner {
    skipRoulettePartner {
      ...RouletteStateFields
    }
  }
  ${RouletteStateFields}
`;

export const LeaveRouletteMutation: TypedDocumentNode<{ leaveRoulette: RouletteState }, Record<string, never>> = gql`
  mutation LeaveRoulette {
    leaveRoulette {
      ...RouletteStateFields
    }
  }
  ${RouletteStateFields}
`;

export const RevealRouletteIdentityMutation: TypedDocumentNode<{ revealRouletteIdentity: RouletteState }, Record<string, never>> = gql`
  mutation RevealRouletteIdentity {
    revealRouletteIdentity {
      ...RouletteStateFields
    }
  }
  ${RouletteStateFields}
`;

export const SendRouletteMessageMutation: TypedDocumentNode<{ sendRouletteMessage: RouletteMessage }, { body: string }> = gql`
  mutation SendRouletteMessage($body: String!) {
    sendRouletteMessage(body: $body) {
      ...RouletteMessageFields
    }
  }
  ${RouletteMessageFields}
`;

/** The member's roulette events; while it is open it holds the member's place in queue and chat. */
export const RouletteEventsSubscription: TypedDocumentNode<{ rouletteEvents: RouletteEvent }, Record<string, never>> = gql`
  subscription RouletteEvents {
    rouletteEvents {
      kind
      pairId
      byPartner
      message {
        ...RouletteMessageFields
      }
    }
  }
  ${RouletteMessageFields}
`;

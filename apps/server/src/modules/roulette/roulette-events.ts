// What a member's roulette topic carries (`roulette:event`, keyed by the member's id; decisions
// 0017 and 0019). Plain JSON, as events may travel through Redis: times as ISO text. Events name
// the partner by alias only; who they are is read from the API once both revealed.

export interface RouletteMessageWire {
  id: string;
  pairId: string;
  seq: number;
  senderId: string;
  /** The sender's alias in this chat (never who they are). */
  senderAlias: string;
  body: string;
  createdAt: string;
}

export type RouletteEventPayload =
  /** The member was paired (or their state changed otherwise): the app reads the state anew. */
  | { kind: 'PAIRED'; pairId: string }
  | { kind: 'MESSAGE'; message: RouletteMessageWire }
  /** The partner asked to reveal identities. */
  | { kind: 'REVEAL_REQUESTED'; pairId: string }
  /** Both agreed: each may now see the other's card. */
  | { kind: 'REVEALED'; pairId: string }
  /** The chat ended: the partner skipped, left or went away (or the member did so elsewhere). */
  | { kind: 'ENDED'; pairId: string; byPartner: boolean };

export const ROULETTE_EVENT_KINDS = ['PAIRED', 'MESSAGE', 'REVEAL_REQUESTED', 'REVEALED', 'ENDED'] as const;
export type RouletteEventKind = (typeof ROULETTE_EVENT_KINDS)[number];

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
{
    kind: 'PAIRED';
    pairId: string;
} | {
    kind: 'MESSAGE';
    message: RouletteMessageWire;
}
/** The partner asked to reveal identities. */
 | {
    kind: 'REVEAL_REQUESTED';
    pairId: string;
}
/** Both agreed: each may now see the other's card. */
 | {
    kind: 'REVEALED';
    pairId: string;
}
/** The chat ended: the partner skipped, left or went away (or the member did so elsewhere). */
 | {
    kind: 'ENDED';
    pairId: string;
    byPartner: boolean;
};
export declare const ROULETTE_EVENT_KINDS: readonly ["PAIRED", "MESSAGE", "REVEAL_REQUESTED", "REVEALED", "ENDED"];
export type RouletteEventKind = (typeof ROULETTE_EVENT_KINDS)[number];

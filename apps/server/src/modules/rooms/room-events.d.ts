import type { SenderFacts } from './room-sender.js';
import type { RoomMessageView } from './rooms.repository.js';
export interface RoomMessageWire {
    id: string;
    roomId: string;
    seq: number;
    senderId: string;
    body: string;
    createdAt: string;
    sender: SenderFacts;
}
export type RoomEventPayload = {
    kind: 'MESSAGE';
    message: RoomMessageWire;
}
/** A member was banned: their subscriptions end at once; the others' member lists change. */
 | {
    kind: 'BANNED';
    userId: string;
}
/** Someone joined or left, or an admin right changed. */
 | {
    kind: 'MEMBERS_CHANGED';
}
/** Name or description changed. */
 | {
    kind: 'ROOM_UPDATED';
}
/** The room is gone: every subscription ends. */
 | {
    kind: 'ROOM_DELETED';
};
/** The kinds a subscriber receives: BANNED only reaches the banned member (others get MEMBERS_CHANGED). */
export declare const ROOM_EVENT_KINDS: readonly ["MESSAGE", "BANNED", "MEMBERS_CHANGED", "ROOM_UPDATED", "ROOM_DELETED"];
export type RoomEventKind = (typeof ROOM_EVENT_KINDS)[number];
/** One event as one subscriber receives it. */
export interface RoomEventView {
    kind: RoomEventKind;
    roomId: string;
    message: RoomMessageView | null;
}
export declare function toWire(message: RoomMessageView): RoomMessageWire;
export declare function fromWire(wire: RoomMessageWire): RoomMessageView;

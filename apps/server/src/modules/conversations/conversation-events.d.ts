import type { ConversationSignalKind } from '@venue/shared';
import type { PubSub } from '../../realtime/pubsub.js';
import type { MessageRow } from './conversations.table.js';
export interface MessageEventPayload {
    kind: 'message';
    conversationId: string;
    message: {
        id: string;
        seq: number;
        senderId: string | null;
        body: string;
        insertedAt: string;
    };
}
export interface SignalEventPayload {
    kind: 'signal';
    conversationId: string;
    signal: ConversationSignalKind;
    /** Who is typing or has read. */
    userId: string;
    /** READ: up to which message. */
    seq: number | null;
    at: string;
}
export type ConversationEventPayload = MessageEventPayload | SignalEventPayload;
/** Announces a stored message to every member who still sees the conversation (the sender's other devices too). */
export declare function publishMessage(pubsub: PubSub, audience: string[], message: MessageRow): void;
/** Tells the other participants that a member types, stopped typing, or read up to `seq`. */
export declare function publishSignal(pubsub: PubSub, audience: string[], signal: Omit<SignalEventPayload, 'kind'>): void;
/** The stored message a message event announces (the event carries what subscribers show). */
export declare function messageRowOf(event: MessageEventPayload): MessageRow;

import type { ConversationSignalKind } from '@venue/shared';
import type { PubSub } from '../../realtime/pubsub.js';
import type { MessageRow } from './conversations.table.js';

// Events of private conversations on the topic `conversation:event`, keyed by the member they are
// for (decision 0017: topics keyed by their audience). Published only after the transaction that
// stored what they announce has committed. Plain JSON, so that they cross instances through Redis.

export interface MessageEventPayload {
  kind: 'message';
  conversationId: string;
  message: { id: string; seq: number; senderId: string | null; body: string; insertedAt: string };
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
export function publishMessage(pubsub: PubSub, audience: string[], message: MessageRow): void {
  const payload: MessageEventPayload = {
    kind: 'message',
    conversationId: message.conversationId,
    message: { id: message.id, seq: Number(message.seq), senderId: message.senderId, body: message.body, insertedAt: message.insertedAt.toISOString() },
  };
  for (const userId of audience) pubsub.publish('conversation:event', userId, payload);
}

/** Tells the other participants that a member types, stopped typing, or read up to `seq`. */
export function publishSignal(pubsub: PubSub, audience: string[], signal: Omit<SignalEventPayload, 'kind'>): void {
  for (const userId of audience) pubsub.publish('conversation:event', userId, { kind: 'signal', ...signal });
}

/** The stored message a message event announces (the event carries what subscribers show). */
export function messageRowOf(event: MessageEventPayload): MessageRow {
  return { ...event.message, conversationId: event.conversationId, insertedAt: new Date(event.message.insertedAt), erasedAt: null };
}

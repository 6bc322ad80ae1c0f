import { useEffect, useRef } from 'react';
import { useSubscription } from 'urql';
import { ConversationMessagesSubscription, ConversationSignalsSubscription, type ConversationMessageEvent, type ConversationSignal } from './operations.js';

/**
 * The viewer's new messages (spec §7 conversationMessages), held by the inbox and the open
 * conversation. Every event reaches `onMessage` once, also when several arrive in one render.
 */
export function useConversationFeed(onMessage: (event: ConversationMessageEvent) => void): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useSubscription({ query: ConversationMessagesSubscription }, (_previous: unknown, data: { conversationMessages: ConversationMessageEvent }) => {
    latest.current(data.conversationMessages);
    return data;
  });
}

/** Typing and read receipts of one conversation. */
export function useConversationSignals(conversationId: string, onSignal: (signal: ConversationSignal) => void): void {
  const latest = useRef(onSignal);
  useEffect(() => {
    latest.current = onSignal;
  });
  useSubscription({ query: ConversationSignalsSubscription, variables: { conversationId } }, (_previous: unknown, data: { conversationSignals: ConversationSignal }) => {
    latest.current(data.conversationSignals);
    return data;
  });
}

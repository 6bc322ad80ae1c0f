import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { CONVERSATIONS } from '@venue/shared';
import { ConversationQuery, MessagesAfterQuery, OlderMessagesQuery, type ChatMessage, type MessagePage } from './operations.js';

interface MessagesState {
  conversationId: string;
  messages: ChatMessage[];
  /** For the page before the oldest shown; null: nothing older. undefined: not loaded yet. */
  pointer: string | null | undefined;
  loadingOlder: boolean;
}

/** Messages merged by id (each shown once), in their order (seq). */
export function mergeMessages(shown: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return shown;
  const byId = new Map(shown.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

const highestOf = (messages: ChatMessage[]) => messages.at(-1)?.seq ?? 0;

/**
 * The open conversation's messages (decision 0017): the newest page, older pages on request, new
 * ones as they are announced. The highest seq shown is kept; after a reconnect or when an event's
 * seq is not the next one, the messages after it are fetched. A message announced twice (or both
 * announced and fetched) is shown once.
 */
export function useMessages(conversationId: string) {
  const client = useClient();
  const [state, setState] = useState<MessagesState>({ conversationId, messages: [], pointer: undefined, loadingOlder: false });
  const stateRef = useRef(state);
  stateRef.current = state;
  const catchingUp = useRef(false);
  const current = state.conversationId === conversationId ? state : { conversationId, messages: [], pointer: undefined, loadingOlder: false };

  useEffect(() => {
    setState((s) => (s.conversationId === conversationId ? s : { conversationId, messages: [], pointer: undefined, loadingOlder: false }));
  }, [conversationId]);

  /** A page of the conversation query (the newest page): merged; its pointer is kept from the first one. */
  const seed = useCallback(
    (page: MessagePage) => {
      setState((s) => {
        const base = s.conversationId === conversationId ? s : { conversationId, messages: [], pointer: undefined, loadingOlder: false };
        return { ...base, messages: mergeMessages(base.messages, page.nodes), pointer: base.pointer === undefined ? page.pointer : base.pointer };
      });
    },
    [conversationId],
  );

  const add = useCallback(
    (messages: ChatMessage[]) => {
      const mine = messages.filter((m) => m.conversationId === conversationId);
      if (mine.length > 0) setState((s) => (s.conversationId === conversationId ? { ...s, messages: mergeMessages(s.messages, mine) } : s));
    },
    [conversationId],
  );

  /** Fetches what came after the highest seq shown; when too much was missed, the newest page anew. */
  const catchUp = useCallback(async () => {
    if (catchingUp.current) return;
    catchingUp.current = true;
    try {
      const after = highestOf(stateRef.current.messages);
      const result = await client.query(MessagesAfterQuery, { id: conversationId, seq: after }, { requestPolicy: 'network-only' }).toPromise();
      const caught = result.data?.conversation?.messagesAfter;
      if (!caught) return;
      if (caught.complete) return add(caught.nodes);
      const newest = await client.query(ConversationQuery, { id: conversationId, first: CONVERSATIONS.messagesPageSize }, { requestPolicy: 'network-only' }).toPromise();
      const page = newest.data?.conversation?.messages;
      if (page) setState({ conversationId, messages: page.nodes, pointer: page.pointer, loadingOlder: false });
    } finally {
      catchingUp.current = false;
    }
  }, [client, conversationId, add]);

  /** A message announced live: the next one is shown; after a gap, the missed ones are fetched too. */
  const announced = useCallback(
    (message: ChatMessage) => {
      if (message.conversationId !== conversationId) return;
      const highest = highestOf(stateRef.current.messages);
      add([message]);
      if (stateRef.current.pointer !== undefined && message.seq > highest + 1) void catchUp();
    },
    [conversationId, add, catchUp],
  );

  const loadOlder = useCallback(async () => {
    const pointer = stateRef.current.pointer;
    if (!pointer || stateRef.current.loadingOlder) return;
    setState((s) => ({ ...s, loadingOlder: true }));
    const result = await client.query(OlderMessagesQuery, { id: conversationId, pointer, first: CONVERSATIONS.messagesPageSize }, { requestPolicy: 'network-only' }).toPromise();
    const page = result.data?.conversation?.messages;
    setState((s) => {
      if (s.conversationId !== conversationId) return s;
      if (!page) return { ...s, loadingOlder: false };
      return { ...s, messages: mergeMessages(s.messages, page.nodes), pointer: page.pointer, loadingOlder: false };
    });
    return !!page;
  }, [client, conversationId]);

  return {
    messages: current.messages,
    hasOlder: !!current.pointer,
    loadingOlder: current.loadingOlder,
    highestSeq: highestOf(current.messages),
    seed,
    add,
    announced,
    catchUp,
    loadOlder,
  };
}

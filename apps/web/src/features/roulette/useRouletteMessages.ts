import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { RouletteMessagesQuery, type RouletteMessage } from './operations.js';

/** Adds messages to a list kept in `seq` order, each once (by id). */
function merged(list: RouletteMessage[], more: RouletteMessage[]): RouletteMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  const before = byId.size;
  for (const m of more) if (!byId.has(m.id)) byId.set(m.id, m);
  return byId.size === before ? list : [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq up to which nothing is missing (a chat's messages count from 1). */
function unbrokenUpTo(list: RouletteMessage[]): number {
  let seq = 0;
  for (const m of list) {
    if (m.seq === seq + 1) seq = m.seq;
    else if (m.seq > seq + 1) break;
  }
  return seq;
}

interface Chat {
  pairId: string | null;
  messages: RouletteMessage[];
}

/**
 * The messages of the live roulette chat `pairId` (decision 0017): read from the start when the chat
 * begins, then added as they arrive (`receive`) or are sent (`add`). When an arriving message is
 * not the next one, and after a reconnect (`catchUp`), the messages after the last one shown without
 * a gap are fetched. Each message shows once (by id). A new chat starts with an empty list.
 */
export function useRouletteMessages(pairId: string | null) {
  const client = useClient();
  const [chat, setChat] = useState<Chat>({ pairId, messages: [] });
  // What is shown, for the callbacks (which outlive renders).
  const shown = useRef<Chat>(chat);

  // A different chat: its list starts empty (set during render, so the old lines never show under it).
  let messages = chat.messages;
  if (chat.pairId !== pairId) {
    messages = [];
    setChat({ pairId, messages });
  }

  const add = useCallback((forPair: string, more: RouletteMessage[]) => {
    const now = shown.current;
    if (now.pairId !== forPair || more.length === 0) return;
    const next = { pairId: forPair, messages: merged(now.messages, more) };
    if (next.messages === now.messages) return;
    shown.current = next;
    setChat(next);
  }, []);

  const catchUp = useCallback(async () => {
    const forPair = shown.current.pairId;
    if (!forPair) return;
    const afterSeq = unbrokenUpTo(shown.current.messages);
    const result = await client.query(RouletteMessagesQuery, { afterSeq }, { requestPolicy: 'network-only' }).toPromise();
    if (result.data) add(forPair, result.data.rouletteMessages);
  }, [client, add]);

  useEffect(() => {
    shown.current = { pairId, messages: [] };
    if (pairId) void catchUp();
  }, [pairId, catchUp]);

  /** A message the socket announced for chat `forPair` (ignored when that is not the chat shown). */
  const receive = useCallback(
    (forPair: string | null, message: RouletteMessage) => {
      if (!forPair || forPair !== shown.current.pairId) return;
      const gap = message.seq > unbrokenUpTo(shown.current.messages) + 1;
      add(forPair, [message]);
      if (gap) void catchUp();
    },
    [add, catchUp],
  );

  /** A message the member just sent (the socket announces it too; it shows once). */
  const sent = useCallback((message: RouletteMessage) => {
    const forPair = shown.current.pairId;
    if (forPair) add(forPair, [message]);
  }, [add]);

  return { messages, receive, sent, catchUp };
}

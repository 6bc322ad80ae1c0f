import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { CONVERSATIONS } from '@venue/shared';
import { SetTypingMutation, type ConversationSignal } from './operations.js';

/**
 * The viewer's side of the typing indicator: "typing" at most every few seconds while keys are
 * pressed, "stopped" after a pause, on sending and on leaving.
 */
export function useTypingSender(conversationId: string, enabled: boolean) {
  const [, setTyping] = useMutation(SetTypingMutation);
  const lastSent = useRef(0);
  const pause = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (pause.current) clearTimeout(pause.current);
    pause.current = null;
    if (lastSent.current === 0) return;
    lastSent.current = 0;
    void setTyping({ conversationId, typing: false });
  }, [conversationId, setTyping]);

  const typed = useCallback(() => {
    if (!enabled) return;
    const now = Date.now();
    if (now - lastSent.current >= CONVERSATIONS.typingSendIntervalMs) {
      lastSent.current = now;
      void setTyping({ conversationId, typing: true });
    }
    if (pause.current) clearTimeout(pause.current);
    pause.current = setTimeout(stop, CONVERSATIONS.typingSendIntervalMs);
  }, [conversationId, enabled, setTyping, stop]);

  useEffect(() => stop, [stop]);
  return { typed, stop };
}

/** The others who type now, by name: shown for a while after their last "typing", gone when they stop or write. */
export function useTypers(viewerId: string | undefined) {
  const [typers, setTypers] = useState<Map<string, { name: string; until: number }>>(new Map());

  useEffect(() => {
    if (typers.size === 0) return;
    const next = Math.min(...[...typers.values()].map((t) => t.until));
    const timer = setTimeout(() => setTypers((all) => new Map([...all].filter(([, t]) => t.until > Date.now()))), Math.max(0, next - Date.now()) + 10);
    return () => clearTimeout(timer);
  }, [typers]);

  const onSignal = useCallback(
    (signal: ConversationSignal) => {
      if (signal.userId === viewerId || signal.kind === 'READ') return;
      setTypers((all) => {
        const next = new Map(all);
        if (signal.kind === 'TYPING' && signal.user) next.set(signal.userId, { name: signal.user.username, until: Date.now() + CONVERSATIONS.typingShownMs });
        else next.delete(signal.userId);
        return next;
      });
    },
    [viewerId],
  );

  const wrote = useCallback((userId: string | null) => {
    if (userId) setTypers((all) => (all.has(userId) ? new Map([...all].filter(([id]) => id !== userId)) : all));
  }, []);

  return { names: [...typers.values()].map((t) => t.name), onSignal, wrote };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, type CombinedError } from 'urql';
import { readAppError } from '../../components/app-error.js';
import { useReconnected } from '../../app/realtime/use-connection.js';
import { RoomEventsSubscription, RoomMessagesQuery, type RoomMessage } from './operations.js';

export interface TimelineHandlers {
  /** The viewer was banned (the ban event, or the server refusing them). */
  onBanned: () => void;
  /** The room was deleted. */
  onDeleted: () => void;
  /** Members, admin rights, name or description changed. */
  onRoomChanged: () => void;
}

export interface Timeline {
  messages: RoomMessage[];
  loading: boolean;
  error: CombinedError | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  /** Shows a message the viewer just sent (once, even when its event arrives too). */
  add: (message: RoomMessage) => void;
  /** The highest place shown (decision 0017). */
  highestSeq: number;
}

/** Merges messages into the shown ones: each once (by id), in the room's order. */
export function mergeMessages(shown: readonly RoomMessage[], incoming: readonly RoomMessage[]): RoomMessage[] {
  const ids = new Set(shown.map((m) => m.id));
  const fresh = incoming.filter((m) => !ids.has(m.id) && (ids.add(m.id), true));
  if (fresh.length === 0) return shown as RoomMessage[];
  return [...shown, ...fresh].sort((a, b) => a.seq - b.seq);
}

/**
 * A room's messages, live (decision 0017): the latest page, older pages on request, new messages
 * from `roomEvents`. The highest seq shown is kept; when an event skips places, and after every
 * reconnect, the messages after it are fetched (`afterSeq`), so nothing published meanwhile is
 * lost, and each message is shown once by id.
 */
export function useRoomTimeline(roomId: string, enabled: boolean, handlers: TimelineHandlers): Timeline {
  const client = useClient();
  const [messages, setMessages] = useState<RoomMessage[]>([]);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<CombinedError | undefined>(undefined);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const highest = useRef(0);
  const [highestSeq, setHighestSeq] = useState(0);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const show = useCallback((incoming: readonly RoomMessage[]) => {
    if (incoming.length === 0) return;
    const top = Math.max(highest.current, ...incoming.map((m) => m.seq));
    highest.current = top;
    setHighestSeq(top);
    setMessages((shown) => mergeMessages(shown, incoming));
  }, []);

  /** A refusal that means the room is no longer the viewer's. */
  const refused = useCallback((failure: CombinedError): boolean => {
    const code = readAppError(failure).code;
    if (code === 'ROOM_BANNED') latest.current.onBanned();
    else if (code === 'NOT_FOUND') latest.current.onDeleted();
    else return false;
    return true;
  }, []);

  // Catch-up: the messages after a seq, page by page; one run at a time (a request during a run repeats it).
  const catching = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const catchUp = useCallback(() => {
    if (catching.current) {
      again.current = true;
      return;
    }
    const run = async () => {
      do {
        again.current = false;
        for (;;) {
          const result = await client.query(RoomMessagesQuery, { roomId, afterSeq: highest.current }, { requestPolicy: 'network-only' }).toPromise();
          if (result.error) {
            refused(result.error);
            return;
          }
          const page = result.data?.roomMessages;
          if (!page) return;
          show(page.nodes);
          if (!page.hasMore || page.nodes.length === 0) break;
        }
      } while (again.current);
    };
    catching.current = run().finally(() => {
      catching.current = null;
    });
  }, [client, roomId, refused, show]);

  // The latest page.
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    void client
      .query(RoomMessagesQuery, { roomId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (!current) return;
        setLoading(false);
        if (result.error) {
          if (!refused(result.error)) setError(result.error);
          return;
        }
        const page = result.data?.roomMessages;
        if (!page) return;
        setHasOlder(page.hasMore);
        show(page.nodes);
      });
    return () => {
      current = false;
    };
  }, [client, roomId, enabled, refused, show]);

  // The room's events.
  useEffect(() => {
    if (!enabled) return;
    const subscription = client.subscription(RoomEventsSubscription, { roomId }).subscribe((result) => {
      if (result.error) {
        refused(result.error);
        return;
      }
      const event = result.data?.roomEvents;
      if (!event) return;
      switch (event.kind) {
        case 'MESSAGE': {
          if (!event.message) return;
          const before = highest.current;
          show([event.message]);
          // A place was skipped (a message announced while this one was not listening): fetch it.
          if (before > 0 && event.message.seq > before + 1) {
            highest.current = before;
            catchUp();
          }
          return;
        }
        case 'BANNED':
          latest.current.onBanned();
          return;
        case 'ROOM_DELETED':
          latest.current.onDeleted();
          return;
        default:
          latest.current.onRoomChanged();
      }
    });
    return () => subscription.unsubscribe();
  }, [client, roomId, enabled, refused, show, catchUp]);

  useReconnected(() => {
    if (enabled) catchUp();
  });

  const loadOlder = useCallback(() => {
    const lowest = messages[0]?.seq;
    if (lowest === undefined || loadingOlder) return;
    setLoadingOlder(true);
    void client
      .query(RoomMessagesQuery, { roomId, beforeSeq: lowest }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        setLoadingOlder(false);
        if (result.error) {
          if (!refused(result.error)) setError(result.error);
          return;
        }
        const page = result.data?.roomMessages;
        if (!page) return;
        setHasOlder(page.hasMore);
        setMessages((shown) => mergeMessages(shown, page.nodes));
      });
  }, [client, roomId, messages, loadingOlder, refused]);

  return { messages, loading: enabled && loading, error, hasOlder, loadingOlder, loadOlder, add: (m) => show([m]), highestSeq };
}

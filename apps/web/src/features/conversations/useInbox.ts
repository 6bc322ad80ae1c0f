import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, type CombinedError } from 'urql';
import { CONVERSATIONS, type ConversationFolder } from '@venue/shared';
import { ConversationsQuery, type ConversationSummary } from './operations.js';

interface InboxState {
  folder: ConversationFolder;
  rows: ConversationSummary[];
  endCursor: string | null;
  hasNextPage: boolean;
  loading: boolean;
  error: CombinedError | null;
}

const byLatest = (a: ConversationSummary, b: ConversationSummary) => b.lastMessageAt.localeCompare(a.lastMessageAt) || a.id.localeCompare(b.id);

/** Rows merged by id: a row's newer state (more messages, or the same fetched later) wins; latest message first. */
export function mergeRows(rows: ConversationSummary[], incoming: ConversationSummary[], folder: ConversationFolder): ConversationSummary[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const row of incoming) {
    const present = byId.get(row.id);
    if (!present || row.lastSeq >= present.lastSeq) byId.set(row.id, row);
  }
  return [...byId.values()].filter((r) => r.folder === folder).sort(byLatest);
}

/**
 * The inbox or archive as the reader pages through it, kept current by live events: a row with a
 * new message moves to the top with its unread count (`apply`), a conversation that left this
 * folder (archived, brought back by a new message) leaves the list. Pages are merged by id.
 */
export function useInbox(folder: ConversationFolder, enabled = true) {
  const client = useClient();
  const [state, setState] = useState<InboxState>({ folder, rows: [], endCursor: null, hasNextPage: false, loading: true, error: null });
  const current = useRef(folder);
  current.current = folder;

  const load = useCallback(
    async (after: string | null) => {
      setState((s) => ({ ...s, loading: true }));
      const result = await client.query(ConversationsQuery, { folder, first: CONVERSATIONS.pageSize, after }, { requestPolicy: 'network-only' }).toPromise();
      if (current.current !== folder) return;
      const page = result.data?.conversations;
      setState((s) => {
        if (!page) return { ...s, loading: false, error: result.error ?? null };
        const rows = mergeRows(s.folder === folder ? s.rows : [], page.nodes, folder);
        // The first page again (after a reconnect) keeps the paging of what was loaded further.
        const keepsPaging = after === null && s.endCursor !== null && s.rows.length > page.nodes.length;
        return {
          folder,
          rows,
          endCursor: keepsPaging ? s.endCursor : page.endCursor,
          hasNextPage: keepsPaging ? s.hasNextPage : page.hasNextPage,
          loading: false,
          error: null,
        };
      });
    },
    [client, folder],
  );

  useEffect(() => {
    if (!enabled) return;
    setState({ folder, rows: [], endCursor: null, hasNextPage: false, loading: true, error: null });
    void load(null);
  }, [folder, enabled, load]);

  const apply = useCallback((conversation: ConversationSummary) => {
    setState((s) => {
      const known = s.rows.some((r) => r.id === conversation.id);
      if (!known && conversation.folder !== s.folder) return s;
      if (known && conversation.folder !== s.folder) return { ...s, rows: s.rows.filter((r) => r.id !== conversation.id) };
      return { ...s, rows: mergeRows(s.rows, [conversation], s.folder) };
    });
  }, []);

  const loadMore = useCallback(() => {
    if (state.endCursor) void load(state.endCursor);
  }, [load, state.endCursor]);

  const reload = useCallback(() => void load(null), [load]);

  return { ...state, rows: state.folder === folder ? state.rows : [], apply, loadMore, reload };
}

import { useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';

export interface CursorPageProps {
  /** Cursor the page starts after; null for the first page. */
  after: string | null;
  /** Only the last page offers "load more". */
  isLast: boolean;
  /** Appends the page after this cursor. */
  onMore: (cursor: string) => void;
}

/**
 * A cursor-paginated list that grows as the reader asks for more: one child per loaded page,
 * each fetching its own slice (so the pages stay cached). A new `resetKey` starts over.
 */
export function CursorPages({ resetKey = '', renderPage, gap = 'md' }: { resetKey?: string; renderPage: (page: CursorPageProps) => ReactNode; gap?: string }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [shownKey, setShownKey] = useState(resetKey);
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setCursors([null]);
  }
  const onMore = (cursor: string) => setCursors((list) => (list.includes(cursor) ? list : [...list, cursor]));
  return (
    <Stack gap={gap}>
      {cursors.map((after, index) => (
        <Stack key={`${resetKey}:${after ?? 'first'}`} gap={gap}>
          {renderPage({ after, isLast: index === cursors.length - 1, onMore })}
        </Stack>
      ))}
    </Stack>
  );
}

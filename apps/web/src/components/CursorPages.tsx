import { useEffect, useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';

export interface CursorPageProps {
  /** Cursor the page starts after; null for the first page. */
  after: string | null;
  /** Only the last page offers "load more". */
  isLast: boolean;
  /** Appends the page after this cursor. */
  onMore: (cursor: string) => void;
}

type Cursors = (string | null)[];

const STORAGE_KEY = 'venue.cursorPages';
/** History entries remembered (as many as anyone goes back). */
const KEEP = 30;
/**
 * The router calls every entry it did not create itself "default" (the first of a page load, or
 * an address typed in): within this page load only, so a fresh visit starts at the first page.
 */
const THIS_LOAD = Math.random().toString(36).slice(2);

function readAll(): [string, Cursors][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as [string, Cursors][]) : [];
  } catch {
    return [];
  }
}

function remembered(entry: string): Cursors | null {
  return readAll().find(([key]) => key === entry)?.[1] ?? null;
}

function remember(entry: string, cursors: Cursors): void {
  try {
    const others = readAll().filter(([key]) => key !== entry);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...others, [entry, cursors]].slice(-KEEP)));
  } catch {
    /* storage full or blocked: the list simply starts at its first page again */
  }
}

/**
 * The cursors of the pages loaded so far, kept per history entry (as ScrollRestoration keeps the
 * scroll position): the browser's Back button returns to the list with the same pages loaded, so
 * the scroll position can be restored and the item the reader came from is still there. A new
 * `resetKey` (another filter or tab) starts again at the first page.
 */
export function useRememberedCursors(resetKey: string): [Cursors, (cursor: string) => void] {
  const location = useLocation();
  const entry = `${location.pathname}${location.search}#${location.key === 'default' ? THIS_LOAD : location.key}:${resetKey}`;
  const [state, setState] = useState(() => ({ entry, cursors: remembered(entry) ?? [null] }));
  if (state.entry !== entry) setState({ entry, cursors: remembered(entry) ?? [null] });

  useEffect(() => {
    if (state.cursors.length > 1) remember(state.entry, state.cursors);
  }, [state]);

  const onMore = (cursor: string) => setState((s) => (s.cursors.includes(cursor) ? s : { ...s, cursors: [...s.cursors, cursor] }));
  return [state.entry === entry ? state.cursors : [null], onMore];
}

/**
 * A cursor-paginated list that grows as the reader asks for more: one child per loaded page,
 * each fetching its own slice (so the pages stay cached). A new `resetKey` starts over.
 */
export function CursorPages({ resetKey = '', renderPage, gap = 'md' }: { resetKey?: string; renderPage: (page: CursorPageProps) => ReactNode; gap?: string }) {
  const [cursors, onMore] = useRememberedCursors(resetKey);
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

import type { ReactNode } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { PlainButton } from '../../components/PlainButton.js';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { LIMITS, type GuestbookState } from '@venue/shared';
import { useRememberedCursors } from '../../components/CursorPages.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { AdminGuestbookEntriesQuery, GuestbookEntriesQuery, type GuestbookEntry, type GuestbookPage } from './operations.js';

export type EntrySource = { kind: 'public' } | { kind: 'admin'; state: GuestbookState | null };

interface PageProps {
  source: EntrySource;
  after: string | null;
  isLast: boolean;
  onMore: (cursor: string) => void;
  render: (entry: GuestbookEntry) => ReactNode;
  empty: string;
}

/** One page of a list; the last page offers the next. */
function EntriesPage({ source, after, isLast, onMore, render, empty }: PageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const variables = { first: LIMITS.GUESTBOOK.pageSize, after };
  const [publicResult] = useQuery({ query: GuestbookEntriesQuery, variables, pause: source.kind !== 'public', requestPolicy: 'cache-and-network' });
  const [adminResult] = useQuery({
    query: AdminGuestbookEntriesQuery,
    variables: { ...variables, state: source.kind === 'admin' ? source.state : null },
    pause: source.kind !== 'admin',
    requestPolicy: 'cache-and-network',
  });
  const result = source.kind === 'public' ? publicResult : adminResult;
  const page: GuestbookPage | undefined = source.kind === 'public' ? publicResult.data?.guestbookEntries : adminResult.data?.adminGuestbookEntries;

  if (!page) {
    if (result.error) {
      return (
        <Alert color="red" variant="light" role="alert">
          {errorText(result.error)}
        </Alert>
      );
    }
    return <PageLoader />;
  }
  return (
    <>
      {page.nodes.length === 0 && after === null && <Text c="dimmed">{empty}</Text>}
      {page.nodes.map((entry) => (
        <div key={entry.id}>{render(entry)}</div>
      ))}
      {isLast && page.hasNextPage && page.endCursor && (
        <PlainButton variant="light" onClick={() => onMore(page.endCursor!)} style={{ alignSelf: 'center' }}>
          {t('guestbook.loadMore')}
        </PlainButton>
      )}
    </>
  );
}

/** A cursor-paginated list of entries: pages are appended as the reader asks for more. */
export function PagedEntries({ source, render, empty }: { source: EntrySource; render: (entry: GuestbookEntry) => ReactNode; empty: string }) {
  const sourceKey = source.kind === 'admin' ? `admin:${source.state ?? 'ALL'}` : 'public';
  // A new filter starts again at the first page; Back returns to the pages loaded before.
  const [cursors, onMore] = useRememberedCursors(sourceKey);
  return (
    <Stack gap="md">
      {cursors.map((after, index) => (
        <EntriesPage
          key={`${sourceKey}:${after ?? 'first'}`}
          source={source}
          after={after}
          isLast={index === cursors.length - 1}
          onMore={onMore}
          render={render}
          empty={empty}
        />
      ))}
    </Stack>
  );
}

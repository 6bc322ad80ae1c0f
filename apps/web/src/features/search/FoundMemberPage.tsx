import { Button, Text } from '@mantine/core';
import type { CombinedError } from 'urql';
import { useTranslation } from '../../i18n/react.js';
import type { CursorPageProps } from '../../components/CursorPages.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { FoundMemberLine } from './FoundMemberLine.js';
import type { FoundMemberPage as Page } from './operations.js';

/**
 * One loaded page of found members: the error (the search limit's text among them), the empty
 * text on a first page without results, the members, and "show more" on the last page.
 */
export function FoundMemberPage({ page, error, empty, after, isLast, onMore }: CursorPageProps & { page: Page | undefined; error: CombinedError | undefined; empty: string }) {
  const { t } = useTranslation();
  if (!page) return <QueryFallback error={error} />;
  return (
    <>
      {page.nodes.length === 0 && after === null && <Text c="dimmed">{empty}</Text>}
      {page.nodes.map((member) => (
        <FoundMemberLine key={member.id} member={member} />
      ))}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('search.more')}
        </Button>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { CombinedError } from 'urql';
import { useTranslation } from '../../i18n/react.js';
import type { CursorPageProps } from '../../components/CursorPages.js';
import { MemberTile, MemberTileGrid } from '../../components/MemberTile.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { useAfterFirstPaint } from '../../components/useAfterFirstPaint.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import type { FoundMember, FoundMemberPage as Page } from './operations.js';

/** Cards in the first render: what a phone (two columns) or a laptop (four) shows above the fold. */
const FIRST_CARDS = 8;

/** One found member as a picture card; when not online, when they were last active. */
function FoundMemberTile({ member }: { member: FoundMember }) {
  const { t, i18n } = useTranslation();
  const extra =
    !member.isOnline && member.lastActiveAt ? (
      <Text fz="xs" c="dimmed">
        {t('search.lastActive', { datetime: formatDateTime(member.lastActiveAt, currentLanguage(i18n)) })}
      </Text>
    ) : undefined;
  return <MemberTile member={member} extra={extra} />;
}

/**
 * One loaded page of found members: the error (the search limit's text among them), the empty
 * text on a first page without results, the members as a grid of picture cards, and "show more"
 * on the last page.
 */
export function FoundMemberPage({ page, error, empty, after, isLast, onMore, label }: CursorPageProps & { page: Page | undefined; error: CombinedError | undefined; empty: ReactNode; label: string }) {
  const { t } = useTranslation();
  // The cards a screen shows first come with the screen; the rest (below the fold) right after its
  // first paint, so a tap on "Entdecken" is answered without waiting for twenty cards' worth of
  // render. Later changes of the list show at once.
  const shown = useAfterFirstPaint() ? undefined : FIRST_CARDS;
  if (!page) return <QueryFallback error={error} />;
  return (
    <>
      {page.nodes.length === 0 && after === null && <Stack gap="sm" align="flex-start">{empty}</Stack>}
      {page.nodes.length > 0 && (
        <MemberTileGrid label={label}>
          {page.nodes.slice(0, shown).map((member) => (
            <li key={member.id}>
              <FoundMemberTile member={member} />
            </li>
          ))}
        </MemberTileGrid>
      )}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('search.more')}
        </Button>
      )}
    </>
  );
}

import { Alert, Button, Paper, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { FRIENDS, type FriendRequestDirection } from '@venue/shared';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { MemberLine } from '../../components/MemberLine.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { FriendRequestsQuery, FriendsQuery, type FriendshipPage } from './operations.js';
import { FriendshipActions } from './FriendshipActions.js';

/** Which list: the viewer's friends, or open requests in one direction. */
export type FriendshipSource = { kind: 'friends' } | { kind: 'requests'; direction: FriendRequestDirection };

interface ListProps {
  source: FriendshipSource;
  empty: string;
  /** The next step when the list is empty (e.g. discover members). */
  emptyAction?: { to: string; label: string };
  /** Bumped after every change: the list starts again from its first page, fetched afresh. */
  version: number;
  onChanged: () => void;
}

function FriendshipPageView({ source, empty, emptyAction, onChanged, after, isLast, onMore }: Omit<ListProps, 'version'> & CursorPageProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const variables = { first: FRIENDS.pageSize, after };
  const [friends] = useQuery({ query: FriendsQuery, variables, pause: source.kind !== 'friends', requestPolicy: 'cache-and-network' });
  const [requests] = useQuery({
    query: FriendRequestsQuery,
    variables: { ...variables, direction: source.kind === 'requests' ? source.direction : 'INCOMING' },
    pause: source.kind !== 'requests',
    requestPolicy: 'cache-and-network',
  });
  const result = source.kind === 'friends' ? friends : requests;
  const page: FriendshipPage | undefined = source.kind === 'friends' ? friends.data?.friends : requests.data?.friendRequests;
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
  const language = currentLanguage(i18n);
  return (
    <>
      {page.nodes.length === 0 && after === null && <EmptyState text={empty} action={emptyAction} />}
      {page.nodes.map(({ id, member, friendship }) => (
        <Paper key={id} withBorder p="sm" radius="md" bg="dark.6">
          <MemberLine
            member={member}
            details={
              <Text fz="xs" c="dimmed">
                {friendship.status === 'ACCEPTED'
                  ? t('friends.since', { date: formatDateTime(friendship.respondedAt ?? friendship.createdAt, language) })
                  : t('friends.requestedAt', { date: formatDateTime(friendship.createdAt, language) })}
              </Text>
            }
            actions={<FriendshipActions friendship={friendship} member={member} onChanged={onChanged} />}
          />
        </Paper>
      ))}
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="light" onClick={() => onMore(page.endCursor!)} w="fit-content" mx="auto">
          {t('friends.loadMore')}
        </Button>
      )}
    </>
  );
}

/** A paged list of friends or requests, each with the actions the server allows. */
export function FriendshipList({ source, empty, emptyAction, version, onChanged }: ListProps) {
  const key = `${source.kind === 'friends' ? 'friends' : source.direction}:${version}`;
  return <CursorPages resetKey={key} gap="sm" renderPage={(page) => <FriendshipPageView source={source} empty={empty} emptyAction={emptyAction} onChanged={onChanged} {...page} />} />;
}

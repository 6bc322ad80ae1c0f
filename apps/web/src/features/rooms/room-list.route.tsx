import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { pathTo, ROOM_LIST_FILTERS, ROOMS, type RoomListFilter } from '@venue/shared';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useRefreshWhileVisible } from '../../components/useRefreshWhileVisible.js';
import { useTranslation } from '../../i18n/react.js';
import { ChatRoomsQuery, RoomCreationQuery } from './operations.js';
import { RoomCard } from './RoomCard.js';
import { noticeOf } from './room-notice.js';

/** How often the first page of the list is read again while it is shown (unread counts, latest messages). */
export const ROOM_LIST_REFRESH_MS = 20_000;

function RoomPage({ filter, after, isLast, onMore }: CursorPageProps & { filter: RoomListFilter }) {
  const { t } = useTranslation();
  const [{ data, error }, reexecute] = useQuery({ query: ChatRoomsQuery, variables: { filter, first: ROOMS.pageSize, after }, requestPolicy: 'cache-and-network' });
  useRefreshWhileVisible(() => reexecute({ requestPolicy: 'network-only' }), ROOM_LIST_REFRESH_MS, after === null);
  const page = data?.chatRooms;
  if (!page) return <QueryFallback error={error} />;
  if (after === null && page.nodes.length === 0) return <Text>{t(`rooms.list.empty.${filter}`)}</Text>;
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0}>
        {page.nodes.map((room) => (
          <RoomCard key={room.id} room={room} />
        ))}
      </Stack>
      {isLast && page.hasNextPage && page.endCursor && (
        <Button variant="default" w="fit-content" onClick={() => onMore(page.endCursor!)}>
          {t('rooms.list.more')}
        </Button>
      )}
    </>
  );
}

/** The link to a new room, only for members who may create one (creatableRoomKinds). */
function NewRoomLink() {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: RoomCreationQuery, requestPolicy: 'cache-and-network' });
  if (!data?.currentUser?.creatableRoomKinds.length) return null;
  return (
    <Button component={Link} to={pathTo('newPublicChat')}>
      {t('rooms.list.create')}
    </Button>
  );
}

/** `/public-chat`: the rooms the member may open, with unread counts; joined ones and invitations as filters. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('rooms.title'));
  const location = useLocation();
  const notice = noticeOf(location.state);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('filter')?.toUpperCase();
  const filter: RoomListFilter = ROOM_LIST_FILTERS.find((f) => f === wanted) ?? 'ALL';
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('rooms.title')}</Title>
        <NewRoomLink />
      </Group>
      {notice && (
        <Alert color="orange" variant="light" role="alert">
          {notice === 'banned' ? t('warnings.roomBan') : t('rooms.list.deletedNotice')}
        </Alert>
      )}
      <Text>{t('rooms.list.intro')}</Text>
      <SegmentedControl
        aria-label={t('rooms.list.filterLabel')}
        value={filter}
        onChange={(value) => setParams(value === 'ALL' ? {} : { filter: value.toLowerCase() }, { replace: true })}
        data={ROOM_LIST_FILTERS.map((f) => ({ value: f, label: t(`rooms.list.filter.${f}`) }))}
        w="fit-content"
        maw="100%"
      />
      <CursorPages resetKey={filter} gap="sm" renderPage={(page) => <RoomPage {...page} filter={filter} />} />
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { ROOMS } from '@venue/shared';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { FormError } from '../../components/FormError.js';
import { MemberLine } from '../../components/MemberLine.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { useErrorText } from '../../components/useErrorText.js';
import { showNotice } from '../../app/warnings.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { RoomBansQuery, UnbanRoomMemberMutation, type ChatRoom, type RoomBan } from './operations.js';
import { RoomFrame } from './RoomFrame.js';
import { useRoom } from './useRoom.js';

function UnbanButton({ room, ban, onDone }: { room: ChatRoom; ban: RoomBan; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ fetching }, unban] = useMutation(UnbanRoomMemberMutation);
  const [error, setError] = useState<string | null>(null);
  const name = ban.member.username;
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        loading={fetching}
        aria-label={t('rooms.bans.unbanOf', { name })}
        onClick={async () => {
          const result = await unban({ roomId: room.id, userId: ban.member.id });
          if (result.error) {
            setError(errorText(result.error));
            return;
          }
          showNotice(t('rooms.bans.unbanned', { name }));
          onDone();
        }}
      >
        {t('rooms.bans.unban')}
      </Button>
      {error && <FormError>{error}</FormError>}
    </>
  );
}

function BanPage({ room, version, onDone, after, isLast, onMore }: CursorPageProps & { room: ChatRoom; version: number; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [{ data, error }, reexecute] = useQuery({ query: RoomBansQuery, variables: { roomId: room.id, first: ROOMS.pageSize, after }, requestPolicy: 'cache-and-network' });
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);
  const page = data?.roomBans;
  if (!page) return <QueryFallback error={error} />;
  if (after === null && page.nodes.length === 0) return <Text>{t('rooms.bans.empty')}</Text>;
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0}>
        {page.nodes.map((ban) => (
          <li key={ban.id} style={{ listStyle: 'none' }}>
            <MemberLine
              member={ban.member}
              details={
                <Stack gap={0}>
                  <Text fz="xs" c="dimmed">
                    {t('rooms.bans.since', { date: formatDateTime(ban.createdAt, currentLanguage(i18n)) })}
                  </Text>
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {ban.reason ? t('rooms.bans.reason', { reason: ban.reason }) : t('rooms.bans.noReason')}
                  </Text>
                </Stack>
              }
              actions={<UnbanButton room={room} ban={ban} onDone={onDone} />}
            />
          </li>
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

function Bans({ room }: { room: ChatRoom }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  if (!room.viewerCan.manageMembers) return <Text role="alert">{t('rooms.bans.notAllowed')}</Text>;
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t('rooms.bans.title')}
      </Title>
      <CursorPages gap="sm" renderPage={(page) => <BanPage {...page} room={room} version={version} onDone={() => setVersion((v) => v + 1)} />} />
    </Stack>
  );
}

/** `/public-chat/:id/bans`: the room's bans with their reasons (room admins), each with a way to lift it. */
export function Component() {
  const { t } = useTranslation();
  const state = useRoom();
  return (
    <RoomFrame state={state} title={(room) => t('rooms.bans.pageTitle', { name: room.name })}>
      {(room) => <Bans room={room} />}
    </RoomFrame>
  );
}

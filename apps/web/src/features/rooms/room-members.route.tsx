import { useEffect, useState } from 'react';
import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { ROOMS } from '@venue/shared';
import { CursorPages, type CursorPageProps } from '../../components/CursorPages.js';
import { FormError } from '../../components/FormError.js';
import { MemberLine } from '../../components/MemberLine.js';
import type { MemberCard } from '../../components/member-card.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { useErrorText } from '../../components/useErrorText.js';
import { showNotice } from '../../app/warnings.js';
import { useTranslation } from '../../i18n/react.js';
import { BanDialog } from './BanDialog.js';
import { InviteForm } from './InviteForm.js';
import { RoomMembersQuery, SetRoomAdminMutation, type ChatRoom, type RoomMember } from './operations.js';
import { RoomFrame } from './RoomFrame.js';
import { useRoom } from './useRoom.js';

interface ListProps {
  room: ChatRoom;
  invited: boolean;
  version: number;
  onBan: (member: MemberCard) => void;
  onChanged: () => void;
}

function MemberActions({ room, item, onBan, onChanged }: { room: ChatRoom; item: RoomMember; onBan: (member: MemberCard) => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ fetching }, setAdmin] = useMutation(SetRoomAdminMutation);
  const [error, setError] = useState<string | null>(null);
  const name = item.member.username;
  const change = async (admin: boolean) => {
    setError(null);
    const result = await setAdmin({ roomId: room.id, userId: item.member.id, admin });
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    showNotice(admin ? t('rooms.members.madeAdmin', { name }) : t('rooms.members.revokedAdmin', { name }));
    onChanged();
  };
  return (
    <>
      {item.viewerCan.makeAdmin && (
        <Button size="compact-sm" variant="light" loading={fetching} onClick={() => void change(true)} aria-label={t('rooms.members.makeAdminOf', { name })}>
          {t('rooms.members.makeAdmin')}
        </Button>
      )}
      {item.viewerCan.revokeAdmin && (
        <Button size="compact-sm" variant="default" loading={fetching} onClick={() => void change(false)} aria-label={t('rooms.members.revokeAdminOf', { name })}>
          {t('rooms.members.revokeAdmin')}
        </Button>
      )}
      {item.viewerCan.ban && (
        <Button size="compact-sm" color="red" variant="outline" onClick={() => onBan(item.member)} aria-label={t('rooms.members.banOf', { name })}>
          {t('rooms.members.ban')}
        </Button>
      )}
      {error && <FormError>{error}</FormError>}
    </>
  );
}

function MemberPage({ room, invited, version, onBan, onChanged, after, isLast, onMore }: ListProps & CursorPageProps) {
  const { t } = useTranslation();
  const [{ data, error }, reexecute] = useQuery({ query: RoomMembersQuery, variables: { roomId: room.id, invited, first: ROOMS.pageSize, after }, requestPolicy: 'cache-and-network' });
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);
  const page = data?.roomMembers;
  if (!page) return <QueryFallback error={error} />;
  if (after === null && page.nodes.length === 0) return <Text>{invited ? t('rooms.members.noInvitations') : t('rooms.members.empty')}</Text>;
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0}>
        {page.nodes.map((item) => (
          <li key={item.id} style={{ listStyle: 'none' }}>
            <MemberLine
              member={item.member}
              details={
                (item.isOwner || item.admin) && (
                  <Stack gap={2} align="flex-start">
                    <Badge size="sm" variant="light" color={item.isOwner ? 'gold' : 'blue'}>
                      {item.isOwner ? t('rooms.members.owner') : t('rooms.members.admin')}
                    </Badge>
                  </Stack>
                )
              }
              actions={invited ? undefined : <MemberActions room={room} item={item} onBan={onBan} onChanged={onChanged} />}
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

function Members({ room, refresh }: { room: ChatRoom; refresh: () => void }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [banning, setBanning] = useState<MemberCard | null>(null);
  const changed = () => {
    setVersion((v) => v + 1);
    refresh();
  };
  const list = (invited: boolean) => (
    <CursorPages resetKey={invited ? 'invited' : 'members'} gap="sm" renderPage={(page) => <MemberPage {...page} room={room} invited={invited} version={version} onBan={setBanning} onChanged={changed} />} />
  );
  return (
    <Stack gap="lg">
      <section aria-labelledby="room-members">
        <Title order={2} fz="h3" id="room-members" mb="sm">
          {t('rooms.members.title')}
        </Title>
        {list(false)}
      </section>
      {room.viewerCan.invite && (
        <section aria-labelledby="room-invitations">
          <Title order={2} fz="h3" id="room-invitations" mb="sm">
            {t('rooms.members.invitations')}
          </Title>
          <Stack gap="md">
            <InviteForm roomId={room.id} onInvited={changed} />
            {list(true)}
          </Stack>
        </section>
      )}
      <BanDialog
        roomId={room.id}
        member={banning}
        onClose={() => setBanning(null)}
        onBanned={(member) => {
          setBanning(null);
          showNotice(t('rooms.members.banned', { name: member.username }));
          changed();
        }}
      />
    </Stack>
  );
}

/** `/public-chat/:id/members`: who is in the room; room admins ban, appoint and revoke admins, and invite to private rooms. */
export function Component() {
  const { t } = useTranslation();
  const state = useRoom();
  return (
    <RoomFrame state={state} title={(room) => t('rooms.members.pageTitle', { name: room.name })}>
      {(room) => (room.viewerCan.read ? <Members room={room} refresh={state.refresh} /> : <Text>{t('rooms.members.notAllowed')}</Text>)}
    </RoomFrame>
  );
}

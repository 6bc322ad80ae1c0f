import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { pathTo } from '@venue/shared';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { MembershipButtons } from './MembershipButtons.js';
import type { ChatRoom } from './operations.js';
import { RoomFrame } from './RoomFrame.js';
import { useRoom } from './useRoom.js';

function Details({ room, refresh }: { room: ChatRoom; refresh: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage(i18n);
  const role = room.isOwner ? t('rooms.details.roleOwner') : room.membership?.admin ? t('rooms.details.roleAdmin') : room.membership?.joinedAt ? t('rooms.details.roleMember') : null;
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('rooms.details.title')}
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{room.description || t('rooms.details.noDescription')}</Text>
      <Stack component="dl" gap={4} m={0}>
        <Text component="dt" fw={600} fz="sm">
          {t('rooms.details.kind')}
        </Text>
        <Text component="dd" m={0} fz="sm">
          {t(`rooms.kind.${room.kind}`)} – {t(`rooms.kindHint.${room.kind}`)}
        </Text>
        <Text component="dt" fw={600} fz="sm">
          {t('rooms.details.created')}
        </Text>
        <Text component="dd" m={0} fz="sm">
          {formatDateTime(room.createdAt, language)}
        </Text>
        <Text component="dt" fw={600} fz="sm">
          {t('rooms.details.active')}
        </Text>
        <Text component="dd" m={0} fz="sm">
          {formatDateTime(room.activeAt, language)}
        </Text>
        {role && (
          <>
            <Text component="dt" fw={600} fz="sm">
              {t('rooms.details.role')}
            </Text>
            <Text component="dd" m={0} fz="sm">
              {role}
            </Text>
          </>
        )}
      </Stack>
      <MembershipButtons
        room={room}
        onChanged={(change) => {
          if (change === 'left' && room.kind === 'PRIVATE') void navigate(pathTo('publicChat'));
          else refresh();
        }}
      />
    </Stack>
  );
}

/** `/public-chat/:id/details`: what the room is about, its kind, since when, and the member's part in it. */
export function Component() {
  const { t } = useTranslation();
  const state = useRoom();
  return (
    <RoomFrame state={state} title={(room) => t('rooms.details.pageTitle', { name: room.name })}>
      {(room) => <Details room={room} refresh={state.refresh} />}
    </RoomFrame>
  );
}

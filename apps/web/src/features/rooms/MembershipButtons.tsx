import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useMutation } from 'urql';
import { FormError } from '../../components/FormError.js';
import { readAppError } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import { JoinChatRoomMutation, LeaveChatRoomMutation, type ChatRoom } from './operations.js';

/**
 * Join and leave (or, for an invitation to a private room, accept and decline), as viewerCan allows.
 * `onChanged` runs after a change with what happened.
 */
export function MembershipButtons({ room, onChanged }: { room: ChatRoom; onChanged: (change: 'joined' | 'left') => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [join, joinRoom] = useMutation(JoinChatRoomMutation);
  const [leave, leaveRoom] = useMutation(LeaveChatRoomMutation);
  const [error, setError] = useState<string | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const invited = room.membership !== null && room.membership.joinedAt === null;
  const joined = room.membership !== null && room.membership.joinedAt !== null;

  const onJoin = async () => {
    setError(null);
    const result = await joinRoom({ id: room.id });
    setErrorCode(result.error ? readAppError(result.error).code : null);
    if (result.error) setError(errorText(result.error));
    else onChanged('joined');
  };
  const onLeave = async () => {
    setError(null);
    const result = await leaveRoom({ id: room.id });
    setErrorCode(result.error ? readAppError(result.error).code : null);
    if (result.error) setError(errorText(result.error));
    else onChanged('left');
  };

  if (!room.viewerCan.join && !(room.membership && room.viewerCan.leave) && !error) return null;
  return (
    <>
      {invited && <Text>{t('rooms.room.invited')}</Text>}
      <Group gap="sm" wrap="wrap">
        {room.viewerCan.join && (
          <Button onClick={() => void onJoin()} loading={join.fetching}>
            {invited ? t('rooms.room.acceptInvitation') : t('rooms.room.join')}
          </Button>
        )}
        {room.membership && room.viewerCan.leave && (
          <Button variant="default" onClick={() => void onLeave()} loading={leave.fetching}>
            {invited ? t('rooms.room.declineInvitation') : t('rooms.room.leave')}
          </Button>
        )}
        {joined && !room.viewerCan.leave && room.membership?.admin && (
          <Text fz="sm" c="dimmed">
            {t('rooms.room.lastAdminHint')}
          </Text>
        )}
      </Group>
      <FormError code={errorCode}>{error}</FormError>
    </>
  );
}

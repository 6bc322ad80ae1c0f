import { useEffect, useRef } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { pathTo } from '@venue/shared';
import { useMutation } from 'urql';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import { MembershipButtons } from './MembershipButtons.js';
import { MessageList } from './MessageList.js';
import { MarkRoomReadMutation, type ChatRoom } from './operations.js';
import { RoomFrame } from './RoomFrame.js';
import { leaveToList } from './room-notice.js';
import { SendBox } from './SendBox.js';
import { useRoom } from './useRoom.js';
import { useRoomTimeline } from './useRoomTimeline.js';

/** Moves the member's read mark to the newest message shown (joined members; at most every 0.5 s). */
function useMarkRead(room: ChatRoom, highestSeq: number) {
  const [, markRead] = useMutation(MarkRoomReadMutation);
  const marked = useRef(0);
  const joined = room.membership?.joinedAt != null;
  useEffect(() => {
    if (!joined || highestSeq <= marked.current) return;
    const timer = setTimeout(() => {
      marked.current = highestSeq;
      void markRead({ roomId: room.id, seq: highestSeq });
    }, 500);
    return () => clearTimeout(timer);
  }, [joined, highestSeq, room.id, markRead]);
}

function RoomChat({ room, refresh }: { room: ChatRoom; refresh: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const timeline = useRoomTimeline(room.id, room.viewerCan.read, {
    onBanned: () => leaveToList(navigate, 'banned'),
    onDeleted: () => leaveToList(navigate, 'deleted'),
    onRoomChanged: refresh,
  });
  useMarkRead(room, timeline.highestSeq);
  const onMembershipChanged = (change: 'joined' | 'left') => {
    if (change === 'left' && room.kind === 'PRIVATE') void navigate(pathTo('publicChat'));
    else refresh();
  };

  if (!room.viewerCan.read) {
    return (
      <Stack gap="md">
        {room.description && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{room.description}</Text>}
        <MembershipButtons room={room} onChanged={onMembershipChanged} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {timeline.loading ? (
        <PageLoader />
      ) : timeline.error ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(timeline.error)}
        </Alert>
      ) : (
        <MessageList messages={timeline.messages} hasOlder={timeline.hasOlder} loadingOlder={timeline.loadingOlder} onOlder={timeline.loadOlder} />
      )}
      {room.viewerCan.write ? (
        <SendBox roomId={room.id} onSent={timeline.add} onBanned={() => leaveToList(navigate, 'banned')} />
      ) : (
        room.viewerCan.join && <Text fz="sm">{t('rooms.room.joinToWrite')}</Text>
      )}
      <MembershipButtons room={room} onChanged={onMembershipChanged} />
    </Stack>
  );
}

/** `/public-chat/:id`: the room's messages in real time, the send box, join and leave. */
export function Component() {
  const state = useRoom();
  return <RoomFrame state={state}>{(room) => <RoomChat key={room.id} room={room} refresh={state.refresh} />}</RoomFrame>;
}

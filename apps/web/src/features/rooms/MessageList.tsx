import { useEffect, useRef } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { pathTo } from '@venue/shared';
import { MessageBody } from '../../components/MessageBody.js';
import { ChatAvatar, ChatBubble, ChatList } from '../../components/chat/ChatTimeline.js';
import { useTranslation } from '../../i18n/react.js';
import type { RoomMessage } from './operations.js';

/** A run of messages by one member within five minutes shows the avatar and name once. */
const RUN_MS = 5 * 60_000;

function MessageItem({ message, previous }: { message: RoomMessage; previous: RoomMessage | undefined }) {
  const { t } = useTranslation();
  const continued = previous !== undefined && previous.sender.id === message.sender.id && Date.parse(message.createdAt) - Date.parse(previous.createdAt) < RUN_MS;
  const name = message.sender.username;
  return (
    <ChatBubble
      own={message.mine}
      author={message.mine ? t('rooms.room.you') : name}
      authorNode={
        message.sender.isAllowedToVisit ? (
          <Anchor component={Link} to={pathTo('showUser', { slug: message.sender.slug })} inherit>
            {name}
          </Anchor>
        ) : undefined
      }
      showAuthor={!continued}
      avatar={continued ? null : <ChatAvatar member={message.sender} />}
      continued={continued}
      at={message.createdAt}
      data={{ 'data-seq': message.seq }}
    >
      <MessageBody body={message.body} />
    </ChatBubble>
  );
}

/**
 * The room's messages, oldest first, in a log that screen readers announce as messages arrive.
 * It keeps to the newest message while the reader is at the bottom (or just wrote).
 */
export function MessageList({ messages, hasOlder, loadingOlder, onOlder }: { messages: RoomMessage[]; hasOlder: boolean; loadingOlder: boolean; onOlder: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const last = messages[messages.length - 1];
  useEffect(() => {
    const el = box.current;
    if (el && (atBottom.current || last?.mine)) el.scrollTop = el.scrollHeight;
  }, [last?.id, last?.mine]);
  return (
    <div
      ref={box}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
      style={{ maxHeight: 'min(60vh, 640px)', overflowY: 'auto', overscrollBehavior: 'contain' }}
      tabIndex={0}
      role="log"
      aria-live="polite"
      aria-label={t('rooms.room.messagesLabel')}
    >
      <Stack gap="xs">
        {hasOlder && (
          <Group justify="center">
            <Button variant="subtle" size="compact-sm" loading={loadingOlder} onClick={onOlder}>
              {t('rooms.room.older')}
            </Button>
          </Group>
        )}
        {messages.length === 0 ? (
          <Text c="dimmed">{t('rooms.room.empty')}</Text>
        ) : (
          <ChatList messages={messages} timeOf={(m) => m.createdAt} render={(m, previous) => <MessageItem key={m.id} message={m} previous={previous} />} />
        )}
      </Stack>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MessageBody } from '../../components/MessageBody.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import { MemberLine } from '../../components/MemberLine.js';
import type { RoomMessage } from './operations.js';

function MessageItem({ message }: { message: RoomMessage }) {
  const { t, i18n } = useTranslation();
  const when = formatDateTime(message.createdAt, currentLanguage(i18n));
  return (
    <Paper component="li" p="sm" radius="md" withBorder bg={message.mine ? 'dark.5' : 'dark.6'} data-seq={message.seq} style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <MemberLine
          member={message.sender}
          details={
            <Text fz="xs" c="dimmed">
              {message.mine ? t('rooms.room.mineAt', { time: when }) : when}
            </Text>
          }
        />
        <Text component="div" fz="sm">
          <MessageBody body={message.body} />
        </Text>
      </Stack>
    </Paper>
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
          <Stack component="ol" role="log" aria-live="polite" gap="xs" p={0} m={0}>
            {messages.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </Stack>
        )}
      </Stack>
    </div>
  );
}

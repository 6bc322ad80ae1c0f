import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import type { ChatRoom } from './operations.js';
import { RoomKindBadge } from './RoomKindBadge.js';
import { UnreadBadge } from './UnreadBadge.js';

/** One room in the list: name (a link), kind, members, unread count and the latest message. */
export function RoomCard({ room }: { room: ChatRoom }) {
  const { t } = useTranslation();
  const invited = room.membership !== null && room.membership.joinedAt === null;
  return (
    <Paper component="li" withBorder radius="md" p="md" bg="dark.6" style={{ listStyle: 'none' }} aria-labelledby={`room-${room.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Anchor id={`room-${room.id}`} component={Link} to={pathTo('publicChatRoom', { id: room.id })} fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {room.name}
            </Anchor>
            <RoomKindBadge kind={room.kind} />
            {invited && (
              <Text span fz="sm" fw={600} c="grape.3">
                {t('rooms.list.invited')}
              </Text>
            )}
          </Group>
          <UnreadBadge count={room.unreadCount} />
        </Group>
        <Text fz="sm" c="dimmed">
          {t('rooms.memberCount', { count: room.memberCount })}
        </Text>
        <Text fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {room.latestMessagePreview ?? t('rooms.list.noMessages')}
        </Text>
      </Stack>
    </Paper>
  );
}

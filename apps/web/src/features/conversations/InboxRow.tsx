import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { formatListTime } from '../../components/chat/chat-time.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { ConversationAvatar } from './ConversationAvatar.js';
import type { ConversationSummary } from './operations.js';
import { othersOf } from './participants.js';
import { UnreadBadge } from './UnreadBadge.js';
import { oneLineName } from '../../components/MemberName.js';

/** One conversation in the inbox or archive: the others (avatar, names), latest message, its time ("02:23" today, else the day), unread count. */
export function InboxRow({ conversation, viewerId }: { conversation: ConversationSummary; viewerId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const others = othersOf(conversation.users, viewerId);
  const names = others.length > 0 ? others.map((u) => u.username).join(', ') : t('conversations.formerMembers');
  const latest = conversation.latestMessage;
  const own = latest?.senderId === viewerId;
  const unread = conversation.unreadCount > 0;
  return (
    <Paper withBorder p="sm" radius="md" bg="dark.6" component="li" style={{ listStyle: 'none' }} data-conversation={conversation.id}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ConversationAvatar member={others[0] ?? null} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={pathTo('conversation', { id: conversation.id })} fw={unread ? 700 : 600} style={oneLineName} title={names}>
              {names}
            </Anchor>
            <Text fz="xs" c="dimmed" component="span" style={{ flex: 'none' }}>
              <time dateTime={conversation.lastMessageAt}>{formatListTime(conversation.lastMessageAt, currentLanguage(i18n), { today: t('chat.today'), yesterday: t('chat.yesterday') })}</time>
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" c={unread ? undefined : 'dimmed'} fw={unread ? 600 : 400} lineClamp={2} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {latest ? (own ? t('conversations.ownPreview', { preview: latest.preview }) : latest.preview) : t('conversations.noMessages')}
            </Text>
            <UnreadBadge count={conversation.unreadCount} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

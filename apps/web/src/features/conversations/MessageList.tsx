import { Box, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { MessageBody } from '../../components/MessageBody.js';
import type { MemberCard } from '../../components/member-card.js';
import type { ChatMessage, ReadPosition } from './operations.js';

interface Receipt {
  name: string;
  at: string | null;
}

/**
 * Read receipts (spec §3 read notification): under the viewer's latest message each other
 * participant has read, "read by Anna, 12.05.2026, 20:14".
 */
export function receiptsByMessage(messages: ChatMessage[], positions: ReadPosition[], others: MemberCard[], viewerId: string | undefined): Map<string, Receipt[]> {
  const out = new Map<string, Receipt[]>();
  const own = messages.filter((m) => m.senderId === viewerId);
  for (const position of positions) {
    const reader = others.find((u) => u.id === position.userId);
    if (!reader) continue;
    const read = own.filter((m) => m.seq <= position.seq).at(-1);
    if (!read) continue;
    const at = read.readNotifications.find((r) => r.userId === position.userId)?.insertedAt ?? position.readAt;
    out.set(read.id, [...(out.get(read.id) ?? []), { name: reader.username, at }]);
  }
  return out;
}

function MessageItem({ message, own, receipts }: { message: ChatMessage; own: boolean; receipts: Receipt[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const author = own ? t('conversations.you') : (message.sender?.username ?? t('conversations.formerMember'));
  return (
    <Box component="li" style={{ listStyle: 'none', display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }} data-own={own ? '' : undefined}>
      <Paper
        p="xs"
        px="sm"
        radius="md"
        maw="85%"
        bg={own ? 'gold.9' : 'dark.5'}
        withBorder
        style={{ borderStyle: own ? 'solid' : 'dashed' }}
      >
        <Text fz="xs" fw={700} c={own ? 'gold.1' : 'gray.4'} ta={own ? 'right' : 'left'}>
          {author} · <time dateTime={message.insertedAt}>{formatDateTime(message.insertedAt, language)}</time>
        </Text>
        <Text fz="sm" component="div">
          {message.erased ? (
            <Text span fs="italic" c="dimmed">
              {t('conversations.erased')}
            </Text>
          ) : (
            <MessageBody body={message.body} />
          )}
        </Text>
        {receipts.map((r) => (
          <Text key={r.name} fz="xs" c={own ? 'gold.2' : 'dimmed'} ta="right" mt={2}>
            <span aria-hidden="true">✓✓ </span>
            {r.at ? t('conversations.readBy', { name: r.name, time: formatDateTime(r.at, language) }) : t('conversations.readByNoTime', { name: r.name })}
          </Text>
        ))}
      </Paper>
    </Box>
  );
}

/** The messages, oldest first; the viewer's own on the right, named "Du"/"You" (never told by colour alone). */
export function MessageList({ messages, viewerId, positions, others }: { messages: ChatMessage[]; viewerId: string | undefined; positions: ReadPosition[]; others: MemberCard[] }) {
  const { t } = useTranslation();
  const receipts = receiptsByMessage(messages, positions, others, viewerId);
  return (
    <Box role="log" aria-live="polite" aria-label={t('conversations.messages')}>
      {messages.length === 0 ? (
        <Text c="dimmed">{t('conversations.noMessages')}</Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0}>
          {messages.map((m) => (
            <MessageItem key={m.id} message={m} own={m.senderId === viewerId} receipts={receipts.get(m.id) ?? []} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

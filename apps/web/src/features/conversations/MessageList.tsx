import { Box, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { MessageBody } from '../../components/MessageBody.js';
import { ChatBubble, ChatList } from '../../components/chat/ChatTimeline.js';
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

function Receipts({ receipts }: { receipts: Receipt[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return receipts.map((r) => (
    <span key={r.name} className="chat-meta">
      <IconChecks size={14} aria-hidden="true" />
      {r.at ? t('conversations.readBy', { name: r.name, time: formatDateTime(r.at, language) }) : t('conversations.readByNoTime', { name: r.name })}
    </span>
  ));
}

/**
 * The messages, oldest first, as bubbles under day separators: the viewer's own on the right
 * (named "Du"/"You" for screen readers, never told by colour alone); a group chat names the others.
 */
export function MessageList({ messages, viewerId, positions, others }: { messages: ChatMessage[]; viewerId: string | undefined; positions: ReadPosition[]; others: MemberCard[] }) {
  const { t } = useTranslation();
  const receipts = receiptsByMessage(messages, positions, others, viewerId);
  const group = others.length > 1;
  return (
    <Box role="log" aria-live="polite" aria-label={t('conversations.messages')}>
      {messages.length === 0 ? (
        <Text c="dimmed">{t('conversations.noMessages')}</Text>
      ) : (
        <ChatList
          messages={messages}
          timeOf={(m) => m.insertedAt}
          render={(m, previous) => {
            const own = m.senderId === viewerId;
            const author = own ? t('conversations.you') : (m.sender?.username ?? t('conversations.formerMember'));
            const mine = receipts.get(m.id) ?? [];
            return (
              <ChatBubble
                key={m.id}
                own={own}
                author={author}
                showAuthor={group && previous?.senderId !== m.senderId}
                continued={previous?.senderId === m.senderId}
                at={m.insertedAt}
                footer={mine.length > 0 ? <Receipts receipts={mine} /> : undefined}
              >
                {m.erased ? (
                  <Text span fs="italic" fz="sm" c="inherit">
                    {t('conversations.erased')}
                  </Text>
                ) : (
                  <MessageBody body={m.body} />
                )}
              </ChatBubble>
            );
          }}
        />
      )}
    </Box>
  );
}

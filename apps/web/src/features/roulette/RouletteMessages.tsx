import { useEffect, useRef } from 'react';
import { Box, Text } from '@mantine/core';
import { MessageBody } from '../../components/MessageBody.js';
import { ChatBubble, ChatList } from '../../components/chat/ChatTimeline.js';
import { useTranslation } from '../../i18n/react.js';
import type { RouletteMessage } from './operations.js';

/**
 * The chat's lines under the aliases. Whose line it is shows in words ("Du" / the partner's alias)
 * (for screen readers, and above the partner's bubbles) and by its side, not by colour alone. The list is a log: screen readers hear new lines.
 */
export function RouletteMessages({ messages, partnerAlias }: { messages: RouletteMessage[]; partnerAlias: string }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [last]);

  return (
    <Box
      role="log"
      aria-label={t('roulette.chat.log', { alias: partnerAlias })}
      tabIndex={0}
      style={{ maxHeight: '55vh', minHeight: '10rem', overflowY: 'auto', border: '1px solid var(--mantine-color-dark-4)', borderRadius: 'var(--mantine-radius-md)' }}
      p="sm"
    >
      {messages.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('roulette.chat.empty', { alias: partnerAlias })}
        </Text>
      ) : (
        <ChatList
          messages={messages}
          timeOf={(m) => m.createdAt}
          render={(m, previous) => (
            <ChatBubble
              key={m.id}
              own={m.mine}
              author={m.mine ? t('roulette.chat.me') : m.senderAlias}
              showAuthor={!m.mine && previous?.senderAlias !== m.senderAlias}
              continued={previous?.mine === m.mine}
              at={m.createdAt}
            >
              <MessageBody body={m.body} />
            </ChatBubble>
          )}
        />
      )}
      <div ref={end} />
    </Box>
  );
}

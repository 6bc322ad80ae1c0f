import { useEffect, useRef } from 'react';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { MessageBody } from '../../components/MessageBody.js';
import { swissDateFormat } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import type { RouletteMessage } from './operations.js';

/**
 * The chat's lines under the aliases. Whose line it is shows in words ("Du" / the partner's alias)
 * and by its side, not by colour alone. The list is a log: screen readers hear new lines.
 */
export function RouletteMessages({ messages, partnerAlias }: { messages: RouletteMessage[]; partnerAlias: string }) {
  const { t, i18n } = useTranslation();
  const time = swissDateFormat(currentLanguage(i18n), { hour: '2-digit', minute: '2-digit' });
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
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {messages.map((m) => (
            <Box component="li" key={m.id} data-mine={m.mine || undefined} style={{ display: 'flex', justifyContent: m.mine ? 'flex-end' : 'flex-start' }}>
              <Paper p="xs" px="sm" radius="md" maw="85%" bg={m.mine ? 'dark.5' : 'dark.7'} withBorder={!m.mine}>
                <Text fz="xs" fw={600} c="dimmed">
                  {m.mine ? t('roulette.chat.me') : m.senderAlias} · <time dateTime={m.createdAt}>{time.format(new Date(m.createdAt))}</time>
                </Text>
                <Text fz="sm" component="div">
                  <MessageBody body={m.body} />
                </Text>
              </Paper>
            </Box>
          ))}
        </Stack>
      )}
      <div ref={end} />
    </Box>
  );
}

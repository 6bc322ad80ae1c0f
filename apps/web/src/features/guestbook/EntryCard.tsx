import { useId, type ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { eventTitle, formatDay } from './format.js';
import type { GuestbookEntry } from './operations.js';
import { RatingStars } from './RatingStars.js';

/**
 * One guestbook entry: title, rating, who wrote it and about which visit, the text, and the
 * venue's official answer set apart in its own labelled box.
 */
export function EntryCard({ entry, headingLevel = 2, badge, actions }: { entry: GuestbookEntry; headingLevel?: 2 | 3; badge?: ReactNode; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const answerId = useId();
  const author = entry.authorUsername ?? t('guestbook.formerMember');
  const visit = entry.event
    ? t('guestbook.aboutEvent', { event: eventTitle(entry.event, language), date: formatDay(entry.event.startsAt, language) })
    : entry.visitDate
      ? t('guestbook.visitedOn', { date: formatDay(entry.visitDate, language) })
      : null;
  return (
    <Paper component="article" withBorder p={{ base: 'md', sm: 'lg' }} radius="md" bg="dark.6">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={headingLevel} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {entry.title}
          </Title>
          {badge}
        </Group>
        <RatingStars rating={entry.rating} />
        <Text fz="sm" c="dimmed">
          {t('guestbook.by', { author })}
          {visit && ` · ${visit}`}
          {entry.publishedAt && ` · ${t('guestbook.publishedOn', { date: formatDay(entry.publishedAt, language) })}`}
        </Text>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{entry.body}</Text>
        {entry.officialAnswer && (
          <Box
            component="aside"
            aria-labelledby={answerId}
            mt="xs"
            p="sm"
            bg="dark.7"
            style={{ borderLeft: '4px solid var(--mantine-color-gold-5)', borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Text id={answerId} fw={700} fz="sm" c="gold.3">
              {t('guestbook.officialAnswer')}
              {entry.answeredAt && (
                <Text component="span" fw={400} c="dimmed">
                  {` · ${formatDay(entry.answeredAt, language)}`}
                </Text>
              )}
            </Text>
            <Text mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {entry.officialAnswer}
            </Text>
          </Box>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}

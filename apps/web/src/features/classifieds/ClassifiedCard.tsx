import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconLock, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '@venue/shared';
import { MemberAvatar } from '../../components/MemberAvatar.js';
import { wrappingName } from '../../components/MemberName.js';
import { MemberFacts, MemberMarks } from '../../components/MemberTile.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useTranslation } from '../../i18n/react.js';
import type { Classified } from './operations.js';

/**
 * One classified as a card: the author (avatar, name as the link to the profile, verified mark,
 * type, ages, region), the text, whom it looks for, when it was posted, and the row of actions
 * (write and a menu for others; edit, renew, delete for its author). An expired one says so in words.
 */
export function ClassifiedCard({ classified, actions }: { classified: Classified; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { author } = classified;
  const headingId = `classified-${classified.id}`;
  return (
    <Paper component="article" withBorder radius="lg" p="md" bg="dark.6" aria-labelledby={headingId} data-classified={classified.id}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Box style={{ flex: 'none' }}>
            <MemberAvatar member={author} size={56} />
          </Box>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap={6} wrap="wrap">
              {author.isAllowedToVisit ? (
                <Anchor id={headingId} component={Link} to={pathTo('showUser', { slug: author.slug })} fw={700} style={wrappingName}>
                  {author.username}
                </Anchor>
              ) : (
                <Text id={headingId} fw={700} style={wrappingName}>
                  {author.username}
                </Text>
              )}
              {!author.isAllowedToVisit && (
                <Badge variant="outline" color="gray" size="sm" leftSection={<IconLock size={12} aria-hidden="true" />}>
                  {t('memberCard.locked')}
                </Badge>
              )}
              <MemberMarks member={author} />
            </Group>
            <MemberFacts member={author} />
          </Stack>
        </Group>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{classified.text}</Text>
        <Group gap={6} wrap="wrap">
          <IconSearch size={14} aria-hidden="true" />
          <Text fz="sm" c="dimmed">
            {t('classifieds.card.lookingFor')}:
          </Text>
          {classified.lookingFor.map((sex) => (
            <Badge key={sex} variant="light" color="gray" size="sm" tt="none">
              {t(`profileType.${sex}`)}
            </Badge>
          ))}
        </Group>
        <Group gap={6} wrap="wrap" c="dimmed">
          <IconClockHour4 size={14} aria-hidden="true" />
          <Text fz="xs" c="dimmed">
            {t('classifieds.card.posted', { date: formatDateTime(classified.renewedAt, language) })}
            {classified.mine && !classified.expired && ` · ${t('classifieds.card.expiresAt', { date: formatDateTime(classified.expiresAt, language) })}`}
          </Text>
          {classified.expired && (
            <Badge color="orange" variant="light" size="sm" tt="none">
              {t('classifieds.card.expired')}
            </Badge>
          )}
        </Group>
        {actions && (
          <Group gap="sm" wrap="wrap" justify="space-between" align="flex-start">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

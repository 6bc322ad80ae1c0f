import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { CardImage } from '../../components/CardImage.js';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import { currentLanguage } from '../../i18n/i18n.js';
import { CoupleOnlyBadge } from './CoupleOnlyBadge.js';
import { dateBadge, formatEventTime, localizedEvent } from './format.js';
import type { VenueEvent } from './operations.js';

/** An event in a list: its picture with the date on it, the title linking to the event, when it is and its theme. */
export function EventCard({ event, headingLevel = 2 }: { event: VenueEvent; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { title, dressCode } = localizedEvent(event, language);
  const badge = dateBadge(event.startsAt, language);
  const image = event.imageKey && event.imageWidth && event.imageHeight ? { storageKey: event.imageKey, width: event.imageWidth, height: event.imageHeight } : null;
  return (
    <Paper component="article" withBorder radius="md" bg="dark.6" h="100%" style={{ overflow: 'hidden' }}>
      <CardImage
        image={image}
        placeholderIcon={<IconCalendarEvent size={48} stroke={1.3} />}
        overlay={
          <Box
            aria-hidden="true"
            ta="center"
            miw={56}
            py={6}
            pos="absolute"
            top={12}
            left={12}
            style={{ borderRadius: 'var(--mantine-radius-md)', background: 'rgba(18, 18, 30, 0.85)', border: '1px solid var(--mantine-color-dark-4)' }}
          >
            <Text fz={22} fw={700} lh={1.1} c="gold.4">
              {badge.day}
            </Text>
            <Text fz="xs" tt="uppercase" c="dark.0">
              {badge.month}
            </Text>
          </Box>
        }
      />
      <Stack gap={4} p={{ base: 'sm', sm: 'md' }} style={{ minWidth: 0 }}>
        <Title order={headingLevel} fz="h4" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={pathTo('event', { slug: event.slug })} c="gold.4" inherit>
            {title}
          </Anchor>
        </Title>
        <Text fz="sm" component="time" dateTime={event.startsAt}>
          {formatEventTime(event.startsAt, event.endsAt, language)}
        </Text>
        <Group gap="xs">
          {event.coupleOnly && <CoupleOnlyBadge />}
          {dressCode && (
            <Text fz="sm" c="dark.1">
              {t('events.dressCode')}: {dressCode}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

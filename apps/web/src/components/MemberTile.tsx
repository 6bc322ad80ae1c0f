import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconMapPin, IconPointFilled, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../i18n/react.js';
import { MemberAvatar } from './MemberAvatar.js';
import { MemberName, wrappingName } from './MemberName.js';
import type { MemberCard } from './member-card.js';

/** "Online" and "Verifiziert" as an icon and a word (never a colour alone). */
export function MemberMarks({ member }: { member: Pick<MemberCard, 'isOnline' | 'isVerified' | 'isPremium'> }) {
  const { t } = useTranslation();
  const verified = member.isVerified || member.isPremium;
  if (!member.isOnline && !verified) return null;
  return (
    <Group gap={6} wrap="wrap">
      {member.isOnline && (
        <Badge variant="light" color="green" size="sm" leftSection={<IconPointFilled size={12} aria-hidden="true" />}>
          {t('memberCard.online')}
        </Badge>
      )}
      {verified && (
        <Badge variant="light" color="teal" size="sm" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden="true" />}>
          {t('memberCard.verified')}
        </Badge>
      )}
    </Group>
  );
}

/** "Frau · 36" / "Paar (Mann und Frau) · 47 & 44": the profile type and the ages the card may show. */
export function MemberFacts({ member }: { member: Pick<MemberCard, 'sex' | 'ages' | 'region'> }) {
  const { t } = useTranslation();
  const parts = [member.sex ? t(`profileType.${member.sex}`) : null, member.ages && member.ages.length > 0 ? t('memberCard.ages', { ages: member.ages.join(' & ') }) : null].filter(Boolean);
  if (parts.length === 0 && !member.region) return null;
  return (
    <>
      {parts.length > 0 && (
        <Text fz="sm" c="dimmed" lineClamp={2}>
          {parts.join(' · ')}
        </Text>
      )}
      {member.region && (
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconMapPin size={14} aria-hidden="true" style={{ flex: 'none' }} />
          <Text fz="sm" c="dimmed" truncate>
            {t(`regions.${member.region}`)}
          </Text>
        </Group>
      )}
    </>
  );
}

/**
 * One member as a picture card in a grid: the avatar (or the placeholder), the name as the link to
 * the profile when the viewer may open it (else the lock, in words), type and ages, online and
 * verified marks. `extra` goes below (e.g. last activity).
 */
export function MemberTile({ member, extra }: { member: MemberCard; extra?: ReactNode }) {
  const { t } = useTranslation();
  const to = pathTo('showUser', { slug: member.slug });
  const picture = <MemberAvatar member={member} size="100%" round={false} />;
  return (
    <Box component="article" h="100%" style={{ border: '1px solid var(--mantine-color-dark-4)', borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-dark-6)' }}>
      {member.isAllowedToVisit ? (
        // The picture is a second way to the same link: hidden from the keyboard and screen readers.
        <Link to={to} tabIndex={-1} aria-hidden="true" style={{ display: 'block' }}>
          {picture}
        </Link>
      ) : (
        <Box style={{ opacity: 0.7 }}>{picture}</Box>
      )}
      <Stack gap={4} p="sm">
        {member.isAllowedToVisit ? (
          <Anchor component={Link} to={to} fw={600} style={wrappingName}>
            <MemberName name={member.username} />
          </Anchor>
        ) : (
          <Text fw={600} style={wrappingName}>
            <MemberName name={member.username} />
          </Text>
        )}
        <MemberFacts member={member} />
        {!member.isAllowedToVisit && (
          // In the card's narrow column the words wrap rather than end in "…" (English is longer).
          <Badge
            variant="outline"
            color="gray"
            size="sm"
            tt="none"
            h="auto"
            py={2}
            maw="100%"
            leftSection={<IconLock size={12} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            {t('memberCard.locked')}
          </Badge>
        )}
        <MemberMarks member={member} />
        {extra}
      </Stack>
    </Box>
  );
}

/** Member tiles as a list: as many columns of at least `min` as fit (two on a phone). */
export function MemberTileGrid({ children, label, min = '10rem' }: { children: ReactNode; label?: string; min?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, calc(50% - var(--mantine-spacing-sm))), 1fr))`, gap: 'var(--mantine-spacing-sm)', listStyle: 'none', margin: 0, padding: 0 }}
    >
      {children}
    </Box>
  );
}

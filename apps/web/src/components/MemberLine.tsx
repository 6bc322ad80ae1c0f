import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLock, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react.js';
import { pathTo } from '@venue/shared';
import { MemberAvatar } from './MemberAvatar.js';
import { oneLineName } from './MemberName.js';
import type { MemberCard } from './member-card.js';

/**
 * The green dot on the avatar of a member who is online. It is never the only sign: it has a title,
 * and the line says "online" in words (for screen readers, unless its details say it already).
 */
function OnlineDot() {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      title={t('memberCard.online')}
      aria-hidden="true"
      data-online-dot=""
      style={{
        position: 'absolute',
        right: 0,
        bottom: 0,
        width: 14,
        height: 14,
        borderRadius: '50%',
        background: 'var(--mantine-color-green-6)',
        border: '2px solid var(--mantine-color-dark-7)',
      }}
    />
  );
}

/** The avatar, with the online dot when the member is online. */
function AvatarWithPresence({ member }: { member: MemberCard }) {
  return (
    <Box pos="relative" style={{ flex: 'none', width: 44, height: 44 }}>
      <MemberAvatar member={member} size={44} />
      {member.isOnline && <OnlineDot />}
    </Box>
  );
}

/**
 * One member in a list: avatar (with the online dot), name (a link to the profile when the viewer
 * may open it, else a lock badge, spec §6), the verified badge, and the row's actions. `onlineInDetails`:
 * the details say "online" in words already.
 */
export function MemberLine({ member, details, actions, onlineInDetails = false }: { member: MemberCard; details?: ReactNode; actions?: ReactNode; onlineInDetails?: boolean }) {
  const { t } = useTranslation();
  const verified = member.isVerified || member.isPremium;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <AvatarWithPresence member={member} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            {member.isAllowedToVisit ? (
              <Anchor component={Link} to={pathTo('showUser', { slug: member.slug })} fw={600} style={oneLineName} title={member.username}>
                {member.username}
              </Anchor>
            ) : (
              <Text fw={600} style={oneLineName} title={member.username}>
                {member.username}
              </Text>
            )}
            {!member.isAllowedToVisit && (
              <Badge variant="outline" color="gray" size="sm" leftSection={<IconLock size={12} aria-hidden="true" />}>
                {t('memberCard.locked')}
              </Badge>
            )}
            {verified && (
              <Badge variant="light" color="teal" size="sm" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden="true" />}>
                {t('memberCard.verified')}
              </Badge>
            )}
            {member.isOnline && !onlineInDetails && <VisuallyHidden>{t('memberCard.online')}</VisuallyHidden>}
          </Group>
          {details}
        </Stack>
      </Group>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}

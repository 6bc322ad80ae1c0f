import type { ReactNode } from 'react';
import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo, photoVariantUrl } from '@venue/shared';
import type { MemberCard } from './member-card.js';

/** The member's avatar thumbnail, or their initial when they have none (or it is not for the viewer). */
function MemberAvatar({ member }: { member: MemberCard }) {
  const { t } = useTranslation();
  if (!member.avatar) {
    return (
      <Avatar radius="xl" size={44} color="gold" aria-hidden="true">
        {member.username.slice(0, 1).toUpperCase()}
      </Avatar>
    );
  }
  return (
    <picture>
      <source srcSet={photoVariantUrl(member.avatar.id, 'thumb', 'avif')} type="image/avif" />
      <img
        src={photoVariantUrl(member.avatar.id, 'thumb', 'webp')}
        alt={t('memberCard.avatarAlt', { name: member.username })}
        width={44}
        height={44}
        loading="lazy"
        style={{ borderRadius: '50%', objectFit: 'cover', display: 'block' }}
      />
    </picture>
  );
}

/**
 * One member in a list: avatar, name (a link to the profile when the viewer may open it, else a lock
 * badge, spec §6), the verified badge, and the row's actions.
 */
export function MemberLine({ member, details, actions }: { member: MemberCard; details?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  const verified = member.isVerified || member.isPremium;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <MemberAvatar member={member} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            {member.isAllowedToVisit ? (
              <Anchor component={Link} to={pathTo('showUser', { slug: member.slug })} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {member.username}
              </Anchor>
            ) : (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {member.username}
              </Text>
            )}
            {!member.isAllowedToVisit && (
              <Badge variant="outline" color="gray" size="sm" leftSection={<span aria-hidden="true">🔒</span>}>
                {t('memberCard.locked')}
              </Badge>
            )}
            {verified && (
              <Badge variant="light" color="teal" size="sm" leftSection={<span aria-hidden="true">✓</span>}>
                {t('memberCard.verified')}
              </Badge>
            )}
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

import { Box } from '@mantine/core';
import { IconUser, IconUsers } from '@tabler/icons-react';
import { photoVariantUrl } from '@venue/shared';
import { useTranslation } from '../i18n/react.js';
import type { MemberCard } from './member-card.js';

/**
 * The placeholder of a member without an avatar (or one the viewer may not see): a neutral
 * silhouette (two for a couple) on a soft gradient, never an initial on a coloured circle.
 */
export function AvatarPlaceholder({ sex, size, round = true }: { sex: MemberCard['sex']; size: number | string; round?: boolean }) {
  const Icon = sex && sex.length === 2 ? IconUsers : IconUser;
  const px = typeof size === 'number' ? size : undefined;
  return (
    <Box
      aria-hidden="true"
      data-avatar-placeholder=""
      style={{
        width: size,
        height: size,
        aspectRatio: '1',
        borderRadius: round ? '50%' : 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0',
        background: 'linear-gradient(145deg, var(--mantine-color-dark-4) 0%, var(--mantine-color-dark-6) 60%, color-mix(in srgb, var(--mantine-color-gold-9) 35%, var(--mantine-color-dark-6)) 100%)',
        color: 'var(--mantine-color-dark-1)',
        display: 'grid',
        placeItems: 'center',
        flex: 'none',
      }}
    >
      <Icon size={px ? Math.round(px * 0.5) : '45%'} stroke={1.4} />
    </Box>
  );
}

/**
 * The member's avatar (the square thumbnail) or the placeholder. `size` in px, or a CSS length for
 * a tile that fills its column; `round` for a list avatar, square-topped for a tile.
 */
export function MemberAvatar({ member, size, round = true }: { member: Pick<MemberCard, 'username' | 'sex' | 'avatar'>; size: number | string; round?: boolean }) {
  const { t } = useTranslation();
  if (!member.avatar) return <AvatarPlaceholder sex={member.sex} size={size} round={round} />;
  return (
    <picture style={{ display: 'block', flex: 'none', width: size }}>
      <source srcSet={photoVariantUrl(member.avatar.id, 'thumb', 'avif')} type="image/avif" />
      <img
        src={photoVariantUrl(member.avatar.id, 'thumb', 'webp')}
        alt={t('memberCard.avatarAlt', { name: member.username })}
        width={typeof size === 'number' ? size : 256}
        height={typeof size === 'number' ? size : 256}
        loading="lazy"
        style={{
          width: size,
          height: typeof size === 'number' ? size : 'auto',
          aspectRatio: '1',
          borderRadius: round ? '50%' : 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0',
          objectFit: 'cover',
          display: 'block',
        }}
      />
    </picture>
  );
}

import { Avatar } from '@mantine/core';
import { photoVariantUrl } from '@venue/shared';
import type { MemberCard } from '../../components/member-card.js';
import { useTranslation } from '../../i18n/react.js';

/** A participant's round thumbnail, or their initial without an avatar. */
export function ConversationAvatar({ member, size = 44 }: { member: MemberCard | null; size?: number }) {
  const { t } = useTranslation();
  if (!member?.avatar) {
    return (
      <Avatar radius="xl" size={size} color="gold" aria-hidden="true" style={{ flex: 'none' }}>
        {member ? member.username.slice(0, 1).toUpperCase() : '?'}
      </Avatar>
    );
  }
  return (
    <picture style={{ flex: 'none' }}>
      <source srcSet={photoVariantUrl(member.avatar.id, 'thumb', 'avif')} type="image/avif" />
      <img
        src={photoVariantUrl(member.avatar.id, 'thumb', 'webp')}
        alt={t('conversations.avatarAlt', { name: member.username })}
        width={size}
        height={size}
        loading="lazy"
        style={{ borderRadius: '50%', objectFit: 'cover', display: 'block' }}
      />
    </picture>
  );
}

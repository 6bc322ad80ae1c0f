import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import type { UserProfile } from './operations.js';
import { ProfileAvatar, WallImage } from './ProfileImages.js';

/** The top of a profile: wall image, avatar, name, profile type and badges (verified, online). */
export function ProfileHeader({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation();
  const verified = profile.isVerified || profile.isPremium;
  return (
    <Box component="header">
      <Box h={{ base: 140, sm: 220 }} style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', background: 'linear-gradient(135deg, var(--mantine-color-dark-5), var(--mantine-color-gold-9))' }}>
        {profile.wall && <WallImage image={profile.wall} alt={t('profile.wallAlt', { name: profile.username })} />}
      </Box>
      <Group align="flex-end" gap="md" mt={-48} px="md" wrap="nowrap">
        <ProfileAvatar image={profile.avatar} name={profile.username} alt={t('profile.avatarAlt', { name: profile.username })} />
        <Stack gap={4} style={{ minWidth: 0 }} pb={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {profile.username}
          </Title>
          {profile.sex && <Text c="dimmed">{t(`profileType.${profile.sex}`)}</Text>}
        </Stack>
      </Group>
      <Group gap="xs" mt="sm" px="md" wrap="wrap">
        {verified && (
          <Badge variant="light" color="teal" leftSection={<span aria-hidden="true">✓</span>}>
            {t('profile.verified')}
          </Badge>
        )}
        {profile.isOnline ? (
          <Badge variant="light" color="green" leftSection={<span aria-hidden="true">●</span>}>
            {t('profile.online')}
          </Badge>
        ) : (
          profile.lastActiveAt && (
            <Text fz="sm" c="dimmed">
              {t('profile.lastActive', { datetime: formatDateTime(profile.lastActiveAt, currentLanguage(i18n)) })}
            </Text>
          )
        )}
      </Group>
    </Box>
  );
}

import { Fragment } from 'react';
import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconPointFilled, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';
import { formatDateTime } from '../../i18n/format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import type { UserProfile } from './operations.js';
import { ProfileAvatar, WallImage } from './ProfileImages.js';
import { MemberName, wrappingName } from '../../components/MemberName.js';

/** Names longer than this get a smaller heading on phones, so that their parts fit beside the avatar. */
const LONG_NAME = 14;

/** The top of a profile: wall image, a large avatar, name, profile type, ages and canton, badges (verified, online). */
export function ProfileHeader({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation();
  const verified = profile.isVerified || profile.isPremium;
  const ages = profile.info.persons.map((p) => p.age).filter((a): a is number => a !== null);
  const facts = [
    profile.sex ? t(`profileType.${profile.sex}`) : null,
    ages.length > 0 ? t('memberCard.ages', { ages: ages.join(' & ') }) : null,
    profile.region ? t(`regions.${profile.region}`) : null,
  ].filter(Boolean);
  return (
    <Box component="header">
      <Box h={{ base: 140, sm: 220 }} style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', background: 'linear-gradient(135deg, var(--mantine-color-dark-5), var(--mantine-color-gold-9))' }}>
        {profile.wall && <WallImage image={profile.wall} alt={t('profile.wallAlt', { name: profile.username })} />}
      </Box>
      <Group align="flex-end" gap="md" mt={{ base: -56, sm: -72 }} px="md" wrap="nowrap">
        <ProfileAvatar image={profile.avatar} sex={profile.sex} alt={t('profile.avatarAlt', { name: profile.username })} />
        <Stack gap={4} style={{ minWidth: 0 }} pb={4}>
          <Title order={1} fz={{ base: profile.username.length > LONG_NAME ? 20 : 24, sm: 30 }} style={wrappingName}>
            <MemberName name={profile.username} />
          </Title>
          {facts.length > 0 && (
            <Text c="dimmed">
              {facts.map((fact, i) => (
                <Fragment key={i}>
                  {i > 0 && ' · '}
                  <span>{fact}</span>
                </Fragment>
              ))}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs" mt="sm" px="md" wrap="wrap">
        {verified && (
          <Badge variant="light" color="teal" leftSection={<IconRosetteDiscountCheck size={14} aria-hidden="true" />}>
            {t('profile.verified')}
          </Badge>
        )}
        {profile.isOnline ? (
          <Badge variant="light" color="green" leftSection={<IconPointFilled size={14} aria-hidden="true" />}>
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

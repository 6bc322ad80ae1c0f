import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { LIMITS, ROOMS } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useCurrentUser } from '../../app/session/context.js';

/**
 * What verified members can do in the app today (spec §6, as far as the server enforces it now):
 * the limits they do not have and the features only they may use. Sparks, gifts, classifieds and
 * reservations come with later issues, and so do their lines here.
 */
const VERIFIED_FEATURES = ['conversations', 'friends', 'photos', 'archive', 'groupChats', 'roulette', 'visitors', 'verifiedOnly', 'badge'] as const;

/**
 * `/premium`: the member's status in words and what verified members can do today. The ways to get
 * there are composed below it by the router (app/premium.screen.tsx: verification by selfie).
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('premium.title'));
  const { user } = useCurrentUser();
  const verified = Boolean(user && (user.isVerified || user.isPremium));
  const limits = { conversations: LIMITS.unverifiedConversations, friends: LIMITS.unverifiedFriends, photos: LIMITS.unverifiedPhotos, rooms: ROOMS.ownRoomsMax };
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('premium.title')}</Title>
      <Paper withBorder p="lg" radius="md" bg="dark.6">
        <Stack gap="sm">
          <Group gap="sm">
            <Text fw={600} component="h2" fz="md" m={0}>
              {t('premium.status')}
            </Text>
            <Badge color={verified ? 'green' : 'gray'} variant="light" size="lg" leftSection={verified ? <IconRosetteDiscountCheck size={16} aria-hidden /> : undefined}>
              {verified ? t('premium.verified') : t('premium.notVerified')}
            </Badge>
          </Group>
          <Text>{verified ? t('premium.verifiedText') : t('premium.notVerifiedText', limits)}</Text>
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="premium-features">
        <Title order={2} id="premium-features" fz="h3">
          {verified ? t('premium.featuresYours') : t('premium.features')}
        </Title>
        <List
          spacing="xs"
          styles={{ itemLabel: { lineHeight: 'var(--mantine-line-height-md)' } }}
          center
          icon={
            <ThemeIcon color={verified ? 'green' : undefined} variant="light" size={24} radius="xl">
              <IconCircleCheck size={16} aria-hidden />
            </ThemeIcon>
          }
        >
          {VERIFIED_FEATURES.map((feature) => (
            <List.Item key={feature}>{t(`premium.feature.${feature}`, limits)}</List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}

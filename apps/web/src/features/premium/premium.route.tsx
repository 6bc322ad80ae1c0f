import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useCurrentUser } from '../../app/session/context.js';

/** `/premium`: the verification status (subscriptions and requests come with later issues). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('premium.title'));
  const { user } = useCurrentUser();
  const verified = Boolean(user && (user.isVerified || user.isPremium));
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('premium.title')}</Title>
      <Paper withBorder p="lg" radius="md" bg="dark.6">
        <Stack gap="sm">
          <Group gap="sm">
            <Text fw={600}>{t('premium.status')}</Text>
            <Badge color={verified ? 'green' : 'gray'} variant="light" size="lg">
              {verified ? t('premium.verified') : t('premium.notVerified')}
            </Badge>
          </Group>
          <Text c="dimmed">{verified ? t('premium.verifiedText') : t('premium.notVerifiedText')}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

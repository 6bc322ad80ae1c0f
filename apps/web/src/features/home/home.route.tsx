import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useCurrentUser } from '../../app/session/context.js';

/** The member's start page: a welcome and their notifications (none yet: they come with later issues). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('home.notifications'));
  const { user } = useCurrentUser();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.welcome', { name: user?.username ?? '' })}</Title>
      <section aria-labelledby="notifications-heading">
        <Stack gap="sm">
          <Title order={2} id="notifications-heading" fz="h3">
            {t('home.notifications')}
          </Title>
          <Paper withBorder p="lg" radius="md" bg="dark.6">
            <Text c="dimmed">{t('home.noNotifications')}</Text>
          </Paper>
        </Stack>
      </section>
    </Stack>
  );
}

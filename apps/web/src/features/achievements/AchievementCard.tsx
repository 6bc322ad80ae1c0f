import { Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClock, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { numberFormat, swissDateFormat } from '../../i18n/format.js';
import { ACHIEVEMENT_ICONS } from './achievement-icons.js';
import type { Achievement } from './operations.js';

/**
 * One achievement: its icon, title, what it asks for, a progress bar ("3 / 50") and its state in
 * words (earned on …, not earned yet, coming soon): gold marks earned ones, but never alone.
 */
export function AchievementCard({ achievement: a }: { achievement: Achievement }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const Icon = ACHIEVEMENT_ICONS[a.key];
  const earned = a.earnedAt !== null;
  const count = numberFormat(language).format(a.progress);
  const total = numberFormat(language).format(a.threshold);
  const state = earned
    ? { icon: IconCircleCheck, text: t('achievements.earnedOn', { date: swissDateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(a.earnedAt!)) }) }
    : a.comingSoon
      ? { icon: IconClock, text: t('achievements.comingSoon') }
      : { icon: IconLock, text: t('achievements.locked') };
  const StateIcon = state.icon;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg={earned ? 'dark.5' : 'dark.6'}
      h="100%"
      style={earned ? { borderColor: 'var(--mantine-color-gold-8)' } : undefined}
      data-testid="achievement"
      data-earned={earned}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={48} radius="xl" variant={earned ? 'filled' : 'light'} color={earned ? 'gold' : 'gray'} aria-hidden="true">
          <Icon size={26} stroke={1.75} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} fz="md" c={earned ? undefined : 'gray.3'}>
            {t(`achievements.key.${a.key}.title`)}
          </Title>
          <Text fz="sm" c="dimmed">
            {t(`achievements.key.${a.key}.description`)}
          </Text>
          <Progress
            value={a.threshold > 0 ? (100 * a.progress) / a.threshold : 0}
            color={earned ? 'gold' : 'gray.5'}
            size="sm"
            radius="xl"
            mt={4}
            aria-label={t('achievements.progressLabel', { count, total })}
          />
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <StateIcon size={16} stroke={2} aria-hidden="true" color={earned ? 'var(--mantine-color-gold-5)' : 'var(--mantine-color-gray-5)'} />
              <Text fz="xs" c={earned ? 'gold.4' : 'dimmed'}>
                {state.text}
              </Text>
            </Group>
            <Text fz="xs" c="dimmed" aria-hidden="true" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {t('achievements.progress', { count, total })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

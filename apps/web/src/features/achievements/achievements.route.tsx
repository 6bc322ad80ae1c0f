import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { QueryFallback } from '../../components/QueryFallback.js';
import { EmptyState } from '../../components/EmptyState.js';
import { AchievementCard } from './AchievementCard.js';
import { MyAchievementsQuery, type Achievement } from './operations.js';

/**
 * `/achievements` (spec §9; docs/decisions/0048): the member's earned achievements, newest first,
 * then the ones still open with their progress; the first gift stays "coming soon".
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('achievements.title'));
  const [{ data, error }] = useQuery({ query: MyAchievementsQuery, variables: {}, requestPolicy: 'cache-and-network' });
  const all = data?.myAchievements;
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon size={44} radius="xl" variant="light" color="gold" aria-hidden="true">
          <IconTrophy size={24} stroke={1.75} />
        </ThemeIcon>
        <div>
          <Title order={1}>{t('achievements.title')}</Title>
          {all && (
            <Text c="dimmed" fz="sm" data-testid="achievements-summary">
              {t('achievements.summary', { count: all.filter((a) => a.earnedAt).length, total: all.length })}
            </Text>
          )}
        </div>
      </Group>
      <Text>{t('achievements.intro')}</Text>
      {all ? <Sections all={all} /> : <QueryFallback error={error} />}
    </Stack>
  );
}

function Sections({ all }: { all: Achievement[] }) {
  const { t } = useTranslation();
  const earned = all.filter((a) => a.earnedAt).sort((a, b) => b.earnedAt!.localeCompare(a.earnedAt!));
  // Open ones: the closest to being earned first; "coming soon" last.
  const open = all
    .filter((a) => !a.earnedAt)
    .sort((a, b) => Number(a.comingSoon) - Number(b.comingSoon) || b.progress / b.threshold - a.progress / a.threshold || a.threshold - b.threshold);
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="achievements-earned">
        <Title order={2} id="achievements-earned" fz="h3">
          {t('achievements.earnedSection')}
        </Title>
        {earned.length === 0 ? <EmptyState text={t('achievements.noneEarned')} action={{ to: pathTo('profileSearch'), label: t('achievements.noneEarnedAction') }} /> : <AchievementGrid items={earned} />}
      </Stack>
      {open.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="achievements-open">
          <Title order={2} id="achievements-open" fz="h3">
            {t('achievements.openSection')}
          </Title>
          <AchievementGrid items={open} />
        </Stack>
      )}
    </>
  );
}

function AchievementGrid({ items }: { items: Achievement[] }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((a) => (
        <li key={a.key}>
          <AchievementCard achievement={a} />
        </li>
      ))}
    </SimpleGrid>
  );
}

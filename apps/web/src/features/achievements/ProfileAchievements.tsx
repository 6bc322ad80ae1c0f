import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { ACHIEVEMENT_ICONS } from './achievement-icons.js';
import { ProfileAchievementsQuery } from './operations.js';

/**
 * The earned achievements on a profile, as small badges named by their titles (docs/decisions/0048).
 * Nothing when the member has none (or the profile may not be opened); one's own profile links to
 * the achievements screen.
 */
export function ProfileAchievements({ slug, own }: { slug: string; own: boolean }) {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: ProfileAchievementsQuery, variables: { slug } });
  const earned = data?.user.profile?.achievements ?? [];
  if (earned.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="profile-achievements">
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} id="profile-achievements" fz="h4">
          {t('achievements.onProfile')}
        </Title>
        {own && (
          <Anchor component={Link} to={pathTo('achievements')} fz="sm">
            {t('achievements.allOwn')}
          </Anchor>
        )}
      </Group>
      <Group component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-labelledby="profile-achievements">
        {earned.map((a) => {
          const Icon = ACHIEVEMENT_ICONS[a.key];
          return (
            <li key={a.key}>
              <Badge
                size="lg"
                radius="xl"
                variant="light"
                color="gold"
                tt="none"
                fw={600}
                leftSection={<Icon size={16} stroke={1.75} aria-hidden="true" />}
                title={t(`achievements.key.${a.key}.description`)}
                data-testid="achievement-badge"
              >
                {t(`achievements.key.${a.key}.title`)}
              </Badge>
            </li>
          );
        })}
      </Group>
    </Stack>
  );
}

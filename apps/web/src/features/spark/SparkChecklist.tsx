import { Anchor, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathTo, SPARK_PREREQUISITES, type SparkPrerequisite } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';

/** Where each prerequisite is fixed: the profile form, or the photos screen. */
function fixOf(item: SparkPrerequisite, slug: string): string {
  return item === 'AVATAR' || item === 'WALL_PICTURE' ? pathTo('photos') : pathTo('editProfile', { slug });
}

/**
 * Spec §5: what Spark needs, as a checklist with the way to fix each missing part (not a refusal).
 * Done and missing say so in words and icons, never in colour alone.
 */
export function SparkChecklist({ missing, slug }: { missing: readonly SparkPrerequisite[]; slug: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="dark.6">
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('spark.checklist.title')}
        </Title>
        <Text c="dimmed">{t('spark.checklist.intro')}</Text>
        <List spacing="sm" listStyleType="none" styles={{ itemWrapper: { width: '100%' } }}>
          {SPARK_PREREQUISITES.map((item) => {
            const open = missing.includes(item);
            return (
              <List.Item
                key={item}
                data-testid={`spark-prerequisite-${item}`}
                icon={
                  <ThemeIcon variant="light" color={open ? 'gold' : 'teal'} radius="xl" size="md">
                    {open ? <IconCircleDashed size={16} aria-hidden="true" /> : <IconCircleCheck size={16} aria-hidden="true" />}
                  </ThemeIcon>
                }
              >
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text>
                    {t(`spark.checklist.items.${item}`)}
                    <Text component="span" c="dimmed" fz="sm">
                      {' – '}
                      {open ? t('spark.checklist.open') : t('spark.checklist.done')}
                    </Text>
                  </Text>
                  {open && (
                    <Anchor component={Link} to={fixOf(item, slug)} fw={600} fz="sm">
                      {t(`spark.checklist.fix.${item}`)}
                    </Anchor>
                  )}
                </Group>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}

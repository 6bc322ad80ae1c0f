import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEyeOff, IconFlame, IconHeart, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { LIMITS, pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../components/usePageTitle.js';

function Section({ icon: Icon, title, children }: { icon: ComponentType<{ size?: number }>; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="dark.6" component="section">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <ThemeIcon variant="light" color="gold" radius="xl" size="lg" aria-hidden="true" style={{ flex: 'none' }}>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/** /what-is-spark: what Spark is, how it stays discreet, what verified members get (spec §2). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('spark.about.title'));
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap="xs">
        <Title order={1}>{t('spark.about.title')}</Title>
        <Text fz="lg">{t('spark.about.lead')}</Text>
      </Stack>
      <Section icon={IconFlame} title={t('spark.about.how.title')}>
        <Text>{t('spark.about.how.text')}</Text>
      </Section>
      <Section icon={IconHeart} title={t('spark.about.match.title')}>
        <Text>{t('spark.about.match.text')}</Text>
      </Section>
      <Section icon={IconEyeOff} title={t('spark.about.discreet.title')}>
        <List spacing="xs">
          <List.Item>{t('spark.about.discreet.mutual')}</List.Item>
          <List.Item>{t('spark.about.discreet.switchOff')}</List.Item>
          <List.Item>{t('spark.about.discreet.blocks')}</List.Item>
        </List>
      </Section>
      <Section icon={IconRosetteDiscountCheck} title={t('spark.about.verified.title')}>
        <List spacing="xs">
          <List.Item>{t('spark.about.verified.unlimited', { count: LIMITS.unverifiedSparksPerDay })}</List.Item>
          <List.Item>{t('spark.about.verified.admirers')}</List.Item>
        </List>
      </Section>
      <Group gap="sm">
        <Button component={Link} to={pathTo('spark')} color="gold" leftSection={<IconFlame size={18} aria-hidden="true" />}>
          {t('spark.about.start')}
        </Button>
        <Button component={Link} to={pathTo('settings')} variant="default">
          {t('spark.about.settings')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PlainButton } from '../../components/PlainButton.js';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { ResponsiveGrid } from '../../components/ResponsiveGrid.js';
import { pathTo } from '@venue/shared';

const HIGHLIGHTS = ['restaurant', 'bar', 'wellness', 'garden'] as const;

/** `/` without the sections other features add (see app/landing.screen.tsx). */
export function Component() {
  return <Landing />;
}

/**
 * `/`: a welcoming landing for visitors. `sections` (next events, latest news) come from other
 * features; the app composes them (a feature does not import another).
 */
export function Landing({ sections }: { sections?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('nav.welcome'));
  return (
    <Stack gap="xl">
      <Box
        py={{ base: 'xl', sm: 64 }}
        px={{ base: 'md', sm: 'xl' }}
        style={{
          borderRadius: 'var(--mantine-radius-lg)',
          background: 'radial-gradient(circle at 30% 20%, rgba(255, 186, 56, 0.18), transparent 60%), var(--mantine-color-dark-6)',
        }}
      >
        <Stack gap="md" maw={560}>
          <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
            {t('landing.title')}
          </Title>
          <Text fz="lg">{t('landing.lead')}</Text>
          <Group gap="sm">
            <PlainButton to={pathTo('signUp')} size="md">
              {t('landing.signUp')}
            </PlainButton>
            <PlainButton to={pathTo('signIn')} size="md" variant="outline">
              {t('landing.signIn')}
            </PlainButton>
          </Group>
        </Stack>
      </Box>
      <section aria-labelledby="highlights-heading">
        <Title order={2} id="highlights-heading" fz="h3" mb="md">
          {t('landing.highlightsTitle')}
        </Title>
        <ResponsiveGrid cols={{ base: 1, sm: 2 }}>
          {HIGHLIGHTS.map((key) => (
            <Card key={key} withBorder radius="md" bg="dark.6" padding="lg">
              <Title order={3} fz="h4" c="gold.4">
                {t(`landing.highlights.${key}.title`)}
              </Title>
              <Text mt="xs" c="dark.1">
                {t(`landing.highlights.${key}.text`)}
              </Text>
            </Card>
          ))}
        </ResponsiveGrid>
      </section>
      {sections}
      <Text size="sm" c="dimmed">
        {t('landing.adultsOnly')}
      </Text>
    </Stack>
  );
}

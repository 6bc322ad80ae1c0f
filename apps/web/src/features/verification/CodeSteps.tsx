import { List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCamera, IconPencil, IconUpload, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';

/**
 * What to do with the one-time code (spec §5): write it on paper, take a selfie holding it (couples:
 * both people in the picture), upload it. The code is shown large, letter by letter.
 */
export function CodeSteps({ code, couple }: { code: string; couple: boolean }) {
  const { t } = useTranslation();
  const step = (icon: React.ReactNode) => (
    <ThemeIcon variant="light" radius="xl" size={28}>
      {icon}
    </ThemeIcon>
  );
  return (
    <Stack gap="md">
      <Paper p="md" radius="md" bg="dark.8" ta="center" withBorder>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.08em' }}>
          {t('verification.code.label')}
        </Text>
        <Text
          component="p"
          m={0}
          ff="monospace"
          fw={700}
          fz={{ base: 32, sm: 40 }}
          c="gold.3"
          style={{ letterSpacing: '0.3em', wordBreak: 'break-all' }}
          data-testid="verification-code"
          aria-label={t('verification.code.aria', { letters: code.split('').join(' ') })}
        >
          {code}
        </Text>
      </Paper>
      <List spacing="sm" center styles={{ itemLabel: { lineHeight: 'var(--mantine-line-height-md)' } }}>
        <List.Item icon={step(<IconPencil size={16} aria-hidden />)}>{t('verification.steps.write')}</List.Item>
        <List.Item icon={step(<IconCamera size={16} aria-hidden />)}>{t('verification.steps.selfie')}</List.Item>
        {couple && <List.Item icon={step(<IconUsers size={16} aria-hidden />)}>{t('verification.steps.couple')}</List.Item>}
        <List.Item icon={step(<IconUpload size={16} aria-hidden />)}>{t('verification.steps.upload')}</List.Item>
      </List>
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { activateUpdate, useWaitingWorker } from './update.js';

/**
 * "An update is available" at the bottom of every screen while a new version waits. Update
 * activates it and reloads; Later hides the banner until the next visit.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const worker = useWaitingWorker();
  const [hidden, setHidden] = useState<object | null>(null);
  const [updating, setUpdating] = useState(false);
  if (!worker || hidden === worker) return null;
  return (
    <Paper
      role="region"
      aria-label={t('pwa.update.label')}
      shadow="lg"
      radius="md"
      p="sm"
      withBorder
      bg="dark.6"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={520}
      mx="auto"
      style={{ zIndex: 400, borderColor: 'var(--mantine-color-gold-6)' }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600} role="status">
          {t('pwa.update.text')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button variant="subtle" color="gray" size="compact-md" onClick={() => setHidden(worker)}>
            {t('pwa.update.later')}
          </Button>
          <Button
            size="compact-md"
            loading={updating}
            onClick={() => {
              setUpdating(true);
              activateUpdate(worker);
            }}
          >
            {t('pwa.update.action')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

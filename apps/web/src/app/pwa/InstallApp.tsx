import { useId, useState } from 'react';
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.js';
import { dismissInstallOffer, promptInstall, useInstallOffer } from './install-offer.js';

/**
 * "Install app" in the header (an icon button named in words), only where the app can be installed and is not yet: the browser's
 * own dialog, or on iPhone and iPad a short how-to for Safari's share menu (a disclosure, so
 * the steps are ordinary text in reading order).
 */
export function InstallApp() {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!offer) return null;

  if (offer.kind === 'prompt') {
    return (
      <Button variant="subtle" color="gold" size="compact-sm" px={4} aria-label={t('pwa.install.action')} title={t('pwa.install.action')} onClick={() => void promptInstall(offer.event)}>
        <IconDownload size={18} stroke={2} aria-hidden="true" />
      </Button>
    );
  }
  return (
    <Box style={{ position: 'static' }}>
      <Button
        variant="subtle"
        color="gold"
        size="compact-sm"
        px={4}
        aria-label={t('pwa.install.action')}
        title={t('pwa.install.action')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <IconDownload size={18} stroke={2} aria-hidden="true" />
      </Button>
      <Paper id={panelId} hidden={!open} pos="absolute" left={0} right={0} mt="xs" p="md" bg="dark.7" radius={0} style={{ zIndex: 300, borderBottom: '1px solid var(--mantine-color-dark-5)' }}>
        <Box maw={560} mx="auto">
          <Text fw={600} mb="xs">
            {t('pwa.install.iosTitle')}
          </Text>
          <Box component="ol" m={0} pl="lg" fz="sm">
            <li>{t('pwa.install.iosShare')}</li>
            <li>{t('pwa.install.iosAdd')}</li>
          </Box>
          <Group gap="xs" mt="sm">
            <Button size="compact-sm" variant="default" onClick={() => setOpen(false)}>
              {t('pwa.install.close')}
            </Button>
            <Button size="compact-sm" variant="subtle" color="gray" onClick={dismissInstallOffer}>
              {t('pwa.install.dismiss')}
            </Button>
          </Group>
        </Box>
      </Paper>
    </Box>
  );
}

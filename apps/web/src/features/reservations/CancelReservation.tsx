import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconDots, IconX } from '@tabler/icons-react';
import { useMutation } from 'urql';
import { useTranslation } from '../../i18n/react.js';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import { showNotice } from '../../app/warnings.js';
import { CancelReservationMutation } from './operations.js';

/**
 * Cancelling, the dangerous action, behind a named menu button and a confirmation dialog (never
 * beside the primary button). `onCancelled` runs once the server has cancelled it.
 */
export function CancelReservationMenu({ id, title, onCancelled }: { id: string; title: string; onCancelled?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, cancel] = useMutation(CancelReservationMutation);

  const confirm = async () => {
    setError(null);
    const result = await cancel({ id });
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    setOpen(false);
    showNotice(t('reservations.cancel.done', { title }));
    onCancelled?.();
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" radius="md" aria-label={t('reservations.moreActions', { title })} title={t('reservations.moreActions', { title })}>
            <IconDots size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red.4" leftSection={<IconX size={16} aria-hidden="true" />} onClick={() => setOpen(true)}>
            {t('reservations.cancel.action')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('reservations.cancel.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <Text>{t('reservations.cancel.message', { title })}</Text>
          <FormError>{error}</FormError>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('reservations.cancel.keep')}
            </Button>
            <Button color="red.9" loading={fetching} onClick={() => void confirm()}>
              {t('reservations.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

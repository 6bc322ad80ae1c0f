import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useTranslation } from '../i18n/react.js';

interface ConfirmButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  children: ReactNode;
  /** An accessible name naming what is acted on ("Remove Anna as a friend"). */
  'aria-label'?: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Runs the action; resolves true when it succeeded (the dialog then closes). */
  onConfirm: () => Promise<boolean>;
}

/** A button for a destructive action: it asks first, in a dialog that keyboard and screen readers reach. */
export function ConfirmButton({ children, title, message, confirmLabel, onConfirm, 'aria-label': ariaLabel, ...buttonProps }: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm().finally(() => setBusy(false));
    if (done) setOpen(false);
  };
  return (
    <>
      <Button {...buttonProps} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          {typeof message === 'string' ? <Text>{message}</Text> : message}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red.9" loading={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

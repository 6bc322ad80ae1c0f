import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../i18n/react.js';
import { useMutation } from 'urql';
import { BLOCKS, blockReasonSchema } from '@venue/shared';
import { readAppError } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { BlockMutation } from './operations.js';

interface Props {
  opened: boolean;
  onClose: () => void;
  member: { slug: string; username: string };
  /** Called once the block is stored. */
  onBlocked: () => void;
}

/** Blocking with an optional reason that only the blocker sees (spec §3); says what a block does. */
export function BlockDialog({ opened, onClose, member, onBlocked }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, block] = useMutation(BlockMutation);
  const name = member.username;

  const submit = async () => {
    const parsed = blockReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(t('errors.BLOCK_REASON_TOO_LONG'));
      return;
    }
    const result = await block({ slug: member.slug, reason: parsed.data });
    if (result.error) {
      const info = readAppError(result.error);
      if (info.fields.some((f) => f.field === 'reason')) setError(errorText(info));
      else notifications.show({ color: 'red', message: errorText(info) });
      return;
    }
    notifications.show({ color: 'green', message: t('blocks.done.blocked', { name }) });
    setReason('');
    setError(null);
    onClose();
    onBlocked();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('blocks.dialog.title', { name })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text fz="sm">{t('blocks.dialog.text', { name })}</Text>
          <Textarea
            label={t('blocks.dialog.reasonLabel')}
            description={t('blocks.dialog.reasonHint', { max: BLOCKS.reasonMax, count: reason.length })}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={fetching}>
              {t('blocks.dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

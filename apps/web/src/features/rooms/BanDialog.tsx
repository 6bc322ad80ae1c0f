import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from 'urql';
import { ROOMS } from '@venue/shared';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import type { MemberCard } from '../../components/member-card.js';
import { BanRoomMemberMutation } from './operations.js';

/** Banning a member with an optional reason (only the room's admins see it). */
export function BanDialog({ roomId, member, onClose, onBanned }: { roomId: string; member: MemberCard | null; onClose: () => void; onBanned: (member: MemberCard) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ fetching }, ban] = useMutation(BanRoomMemberMutation);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!member) return;
    if (reason.trim().length > ROOMS.banReasonMax) {
      setError(t('errors.ROOM_BAN_REASON_TOO_LONG'));
      return;
    }
    const result = await ban({ roomId, userId: member.id, reason: reason.trim() || null });
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    setReason('');
    setError(null);
    onBanned(member);
  };
  return (
    <Modal opened={member !== null} onClose={close} title={member ? t('rooms.members.banTitle', { name: member.username }) : ''} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Textarea
            label={t('rooms.members.banReason')}
            description={t('rooms.members.banReasonHint', { max: ROOMS.banReasonMax })}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={fetching}>
              {t('rooms.members.banConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

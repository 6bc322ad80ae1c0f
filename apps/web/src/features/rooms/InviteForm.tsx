import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useMutation } from 'urql';
import { useErrorText } from '../../components/useErrorText.js';
import { showNotice } from '../../app/warnings.js';
import { useTranslation } from '../../i18n/react.js';
import { InviteToChatRoomMutation } from './operations.js';

/** Admins of a private room invite a verified member by their member name (the slug is the lower-cased name). */
export function InviteForm({ roomId, onInvited }: { roomId: string; onInvited: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ fetching }, invite] = useMutation(InviteToChatRoomMutation);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const wanted = name.trim();
    if (!wanted) {
      setError(t('errors.USER_NOT_FOUND'));
      return;
    }
    const result = await invite({ roomId, slug: wanted.toLowerCase() });
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    setError(null);
    setName('');
    showNotice(t('rooms.members.invited', { name: wanted }));
    onInvited();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('rooms.members.inviteLabel')}
          description={t('rooms.members.inviteHint')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          autoComplete="off"
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" loading={fetching}>
          {t('rooms.members.invite')}
        </Button>
      </Group>
    </form>
  );
}

import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from 'urql';
import { messageBodySchema } from '@venue/shared';
import { readAppError, zodIssueCode } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import { SendRoomMessageMutation, type RoomMessage } from './operations.js';

/**
 * The send box: Enter sends, Shift+Enter starts a new line. A refusal is shown under it in words;
 * ROOM_BANNED is handed to `onBanned` (the member is sent to the list).
 */
export function SendBox({ roomId, onSent, onBanned }: { roomId: string; onSent: (message: RoomMessage) => void; onBanned: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ fetching }, send] = useMutation(SendRoomMessageMutation);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (fetching) return;
    const code = zodIssueCode(messageBodySchema.safeParse(body));
    if (code) {
      setError(t(`errors.${code}`));
      return;
    }
    setError(null);
    const result = await send({ roomId, body });
    if (result.error) {
      if (readAppError(result.error).code === 'ROOM_BANNED') onBanned();
      else setError(errorText(result.error));
      return;
    }
    if (result.data) onSent(result.data.sendRoomMessage);
    setBody('');
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="xs">
        <Textarea
          label={t('rooms.room.messageLabel')}
          description={t('rooms.room.messageHint')}
          value={body}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          autosize
          minRows={2}
          maxRows={6}
          error={error}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={fetching}>
            {t('rooms.room.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

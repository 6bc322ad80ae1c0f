import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from 'urql';
import { LIMITS, messageBodySchema, type ErrorCode } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { readAppError, zodIssueCode } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { SendMessageMutation, type ChatMessage } from './operations.js';
import { uploadPicture } from './upload-picture.js';

/** The server's reason for a refused message: the field's code (MESSAGE_TOO_SHORT/LONG) before BAD_INPUT. */
function refusalCode(info: ReturnType<typeof readAppError>): ErrorCode {
  return info.code === 'BAD_INPUT' && info.fields[0] ? info.fields[0].code : info.code;
}

interface Props {
  conversationId: string;
  mayUpload: boolean;
  onSent: (message: ChatMessage) => void;
  /** A picture was stored: its message is fetched like a missed one. */
  onPictureSent: () => void;
  onTyping: () => void;
  onStopTyping: () => void;
}

/**
 * The box to write in: Enter sends, Shift+Enter starts a new line; the length is checked as the
 * server does (shared schema) and every refusal is said in words under the box. A picture is sent
 * on its own (upload, then a message with its link).
 */
export function SendBox({ conversationId, mayUpload, onSent, onPictureSent, onTyping, onStopTyping }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [{ fetching }, send] = useMutation(SendMessageMutation);
  const resetFile = useRef<() => void>(null);

  const submit = async () => {
    if (fetching) return;
    const code = zodIssueCode(messageBodySchema.safeParse(body));
    if (code) return setError(errorText({ code, fields: [] }));
    onStopTyping();
    const result = await send({ conversationId, body });
    const message = result.data?.sendMessage.message;
    if (!message) return setError(result.error ? errorText({ ...readAppError(result.error), code: refusalCode(readAppError(result.error)) }) : errorText({ code: 'INTERNAL', fields: [] }));
    setBody('');
    setError(null);
    onSent(message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const sendPicture = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    setUploading(true);
    const result = await uploadPicture(conversationId, file);
    setUploading(false);
    if ('error' in result) return setError(errorText({ code: result.error, fields: [] }));
    setError(null);
    onPictureSent();
  };

  const left = LIMITS.CHAT.messageMax - body.length;
  return (
    <Stack gap={6} component="form" onSubmit={(e) => (e.preventDefault(), void submit())} aria-label={t('conversations.send.form')}>
      <Textarea
        label={t('conversations.send.label')}
        description={t('conversations.send.hint')}
        value={body}
        onChange={(e) => {
          setBody(e.currentTarget.value);
          if (error) setError(null);
          onTyping();
        }}
        onKeyDown={onKeyDown}
        onBlur={onStopTyping}
        autosize
        minRows={2}
        maxRows={8}
        error={error}
        styles={{ input: { fontSize: 16 } }}
      />
      {left < 200 && (
        <Text fz="xs" c={left < 0 ? 'red.4' : 'dimmed'} aria-live="polite">
          {t('conversations.send.left', { count: left })}
        </Text>
      )}
      <Group gap="sm" justify="flex-end" wrap="wrap">
        {mayUpload && (
          <FileButton resetRef={resetFile} onChange={(file) => void sendPicture(file)} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button {...props} variant="default" loading={uploading}>
                {t('conversations.send.picture')}
              </Button>
            )}
          </FileButton>
        )}
        <Button type="submit" loading={fetching}>
          {t('conversations.send.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

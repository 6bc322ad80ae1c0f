import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { useMutation } from 'urql';
import { LIMITS, messageBodySchema, type ErrorCode } from '@venue/shared';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import { SendRouletteMessageMutation, type RouletteMessage } from './operations.js';

/**
 * The send box of a roulette chat: Enter sends, Shift+Enter starts a new line. The shared schema
 * checks the length at once; the server's refusals (too long, not paired, too many) show under the
 * field in words.
 */
export function RouletteComposer({ onSent }: { onSent: (message: RouletteMessage) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, send] = useMutation(SendRouletteMessageMutation);

  const submit = async () => {
    if (fetching) return;
    const parsed = messageBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(t(`errors.${parsed.error.issues[0]!.message as ErrorCode}`));
      return;
    }
    const result = await send({ body: parsed.data });
    if (result.error || !result.data) {
      setError(result.error ? errorText(result.error) : t('errors.INTERNAL'));
      return;
    }
    setError(null);
    setBody('');
    onSent(result.data.sendRouletteMessage);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          label={t('roulette.chat.messageLabel')}
          description={t('roulette.chat.messageHint')}
          value={body}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error}
          maxLength={LIMITS.CHAT.messageMax + 100}
          rows={2}
          resize="vertical"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" loading={fetching} style={{ flex: 'none' }}>
          {t('roulette.chat.send')}
        </Button>
      </Group>
    </form>
  );
}

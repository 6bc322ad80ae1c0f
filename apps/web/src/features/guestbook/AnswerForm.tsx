import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { useMutation } from 'urql';
import { LIMITS } from '@venue/shared';
import { readAppError } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import { showNotice } from '../../app/warnings.js';
import { AnswerGuestbookEntryMutation, type GuestbookEntry } from './operations.js';

/** Admins write, change or remove the venue's official answer. */
export function AnswerForm({ entry }: { entry: GuestbookEntry }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [answer, setAnswer] = useState(entry.officialAnswer ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, save] = useMutation(AnswerGuestbookEntryMutation);
  const tooLong = answer.trim().length > LIMITS.GUESTBOOK.answerMax;

  async function send(text: string) {
    setFieldError(null);
    setFormError(null);
    const result = await save({ id: entry.id, answer: text });
    if (result.error) {
      const info = readAppError(result.error);
      const issue = info.fields.find((f) => f.field === 'answer');
      if (issue) setFieldError(t(`errors.${issue.code}`));
      setFormError(info.code === 'GUESTBOOK_NOT_SAVED' ? t('errors.GUESTBOOK_NOT_SAVED') : `${t('errors.GUESTBOOK_NOT_SAVED')}: ${errorText(info)}`);
      return;
    }
    setAnswer(result.data?.answerGuestbookEntry.officialAnswer ?? '');
    showNotice(text.trim() ? t('guestbook.admin.answerSaved') : t('guestbook.admin.answerRemoved'));
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (tooLong) return setFieldError(t('errors.GUESTBOOK_ANSWER_TOO_LONG'));
        void send(answer);
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('guestbook.admin.answerLabel')}
          description={t('guestbook.admin.answerHint', { max: LIMITS.GUESTBOOK.answerMax })}
          autosize
          minRows={3}
          maxRows={12}
          value={answer}
          onChange={(e) => setAnswer(e.currentTarget.value)}
          error={fieldError ?? (tooLong ? t('errors.GUESTBOOK_ANSWER_TOO_LONG') : null)}
        />
        <FormError>{formError}</FormError>
        <Group>
          <Button type="submit" loading={fetching}>
            {t('guestbook.admin.saveAnswer')}
          </Button>
          {entry.officialAnswer && (
            <Button variant="subtle" color="red" disabled={fetching} onClick={() => void send('')}>
              {t('guestbook.admin.removeAnswer')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

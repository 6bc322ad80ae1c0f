import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from 'urql';
import { emailSchema } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { zodIssueCode } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { CurrentPasswordInput } from './CurrentPasswordInput.js';
import { fieldErrorOf } from './field-error.js';
import { RequestEmailChangeMutation } from './operations.js';

interface Props {
  email: string;
  pendingEmail: string | null;
  /** Called with the address the link went to. */
  onRequested: (email: string) => void;
}

/** A new address, confirmed by a link sent to it; the current address works until then. */
export function EmailChangeForm({ email, pendingEmail, onRequested }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, requestChange] = useMutation(RequestEmailChangeMutation);
  const form = useForm({
    mode: 'controlled',
    initialValues: { newEmail: '', currentPassword: '' },
    validate: {
      newEmail: (v) => {
        const code = zodIssueCode(emailSchema.safeParse(v));
        return code ? t(`errors.${code}`) : null;
      },
      currentPassword: (v) => (v ? null : t('errors.WRONG_PASSWORD')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const result = await requestChange({ input: { newEmail: values.newEmail.trim(), currentPassword: values.currentPassword } });
    if (result.error) {
      const { field, info } = fieldErrorOf(result.error, ['newEmail', 'currentPassword'] as const, 'newEmail');
      form.setFieldError(field, errorText(info));
      return;
    }
    form.reset();
    onRequested(result.data?.requestEmailChange.pendingEmailChange ?? values.newEmail.trim());
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="settings-email">
      <Stack gap="sm">
        <Text id="settings-email" fw={600}>
          {t('settings.email.title')}
        </Text>
        <Text fz="sm">{t('settings.email.current', { email })}</Text>
        {pendingEmail && (
          <Alert color="blue" variant="light" role="status">
            {t('settings.email.pending', { email: pendingEmail })}
          </Alert>
        )}
        <TextInput label={t('settings.email.newLabel')} type="email" autoComplete="email" required key={form.key('newEmail')} {...form.getInputProps('newEmail')} />
        <CurrentPasswordInput key={form.key('currentPassword')} {...form.getInputProps('currentPassword')} />
        <Button type="submit" loading={form.submitting} w="fit-content">
          {t('settings.email.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from 'urql';
import { passwordSchema } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { zodIssueCode } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { CurrentPasswordInput } from './CurrentPasswordInput.js';
import { fieldErrorOf } from './field-error.js';
import { showNotice } from '../../app/warnings.js';
import { ChangePasswordMutation } from './operations.js';

/** A new password after the current one; the member's other devices are signed out. */
export function PasswordChangeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, changePassword] = useMutation(ChangePasswordMutation);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: {
      currentPassword: (v) => (v ? null : t('errors.WRONG_PASSWORD')),
      newPassword: (v) => {
        const code = zodIssueCode(passwordSchema.safeParse(v));
        return code ? t(`errors.${code}`) : null;
      },
    },
  });

  const submit = form.onSubmit(async (values) => {
    const result = await changePassword({ input: values });
    if (result.error) {
      const { field, info } = fieldErrorOf(result.error, ['currentPassword', 'newPassword'] as const, 'currentPassword');
      form.setFieldError(field, errorText(info));
      return;
    }
    form.reset();
    showNotice(t('settings.password.done'));
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="settings-password">
      <Stack gap="sm">
        <Text id="settings-password" fw={600}>
          {t('settings.password.title')}
        </Text>
        {/* For password managers: whose password this is (hidden from eyes and screen readers). */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden aria-hidden="true" />
        <CurrentPasswordInput key={form.key('currentPassword')} {...form.getInputProps('currentPassword')} />
        <PasswordInput
          label={t('settings.password.new')}
          description={t('settings.password.hint')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('form.showCharacters'), tabIndex: 0 }}
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <Button type="submit" loading={form.submitting} w="fit-content">
          {t('settings.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useMutation } from 'urql';
import { LIMITS, passwordSchema, pathTo } from '@venue/shared';
import { readAppError, zodIssueCode } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { FormPage } from '../../components/FormPage.js';
import { useErrorText } from '../../components/useErrorText.js';
import { showNotice } from '../../app/warnings.js';
import { ResetPasswordMutation } from './operations.js';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const errorText = useErrorText();
  const [, resetPassword] = useMutation(ResetPasswordMutation);
  const [invalidToken, setInvalidToken] = useState(!token);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validateInputOnBlur: true,
    validate: {
      password: (v) => {
        const code = zodIssueCode(passwordSchema.safeParse(v));
        return code ? t(`errors.${code}`) : null;
      },
    },
  });
  const submit = form.onSubmit(async ({ password }) => {
    setError(null);
    const result = await resetPassword({ token, password });
    if (result.error) {
      const info = readAppError(result.error);
      if (info.code === 'INVALID_RESET_TOKEN') setInvalidToken(true);
      else if (info.code.startsWith('PASSWORD_')) form.setFieldError('password', errorText(info));
      else setError(errorText(info));
      return;
    }
    showNotice(t('resetPassword.done'));
    await navigate(pathTo('signIn'), { replace: true });
  });

  return (
    <FormPage title={t('resetPassword.title')}>
      {invalidToken ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs">
            <Text size="sm">{t('errors.INVALID_RESET_TOKEN')}</Text>
            <Anchor component={Link} to={pathTo('forgottenPassword')} size="sm">
              {t('resetPassword.requestNew')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t('resetPassword.password')}
              description={t('signUp.passwordHint', { min: LIMITS.passwordMin })}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('form.showCharacters'), tabIndex: 0 }}
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <FormError>{error}</FormError>
            <Button type="submit" loading={form.submitting} fullWidth>
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </FormPage>
  );
}

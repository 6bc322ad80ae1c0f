import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useMutation } from 'urql';
import { pathTo } from '@venue/shared';
import { readAppError } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { FormPage } from '../../components/FormPage.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useSession } from '../../app/session/context.js';
import { NEXT_PARAM, safeNextPath } from '../../app/guard-loader.js';
import { showNotice } from '../../app/warnings.js';
import { SignInMutation } from './operations.js';

export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const errorText = useErrorText();
  const [, signIn] = useMutation(SignInMutation);
  const [error, setError] = useState<string | null>(null);
  // A new member's address signs in with its e-mail link first (decision 0026): say so with the refusal.
  const [confirmFirst, setConfirmFirst] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (v.trim() ? null : t('signIn.emailRequired')),
      password: (v) => (v ? null : t('signIn.passwordRequired')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setConfirmFirst(false);
    const result = await signIn({ input: { email: values.email.trim(), password: values.password } });
    if (result.error || !result.data) {
      setError(result.error ? errorText(result.error) : t('errors.INTERNAL'));
      setConfirmFirst(!!result.error && readAppError(result.error).code === 'WRONG_CREDENTIALS');
      return;
    }
    // A fresh cache for the member; the guard of the next screen reads who they are.
    await session.startMemberCache();
    await navigate(safeNextPath(search.get(NEXT_PARAM)) ?? pathTo('home'), { replace: true });
    // Signing in ended a deactivation (spec §4): say so once the member arrived.
    if (result.data.signIn.reactivated) showNotice(t('signIn.reactivated'));
  });

  return (
    <FormPage title={t('signIn.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('signIn.email')} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label={t('signIn.password')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('form.showCharacters'), tabIndex: 0 }}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <FormError>{error}</FormError>
          {confirmFirst && (
            <Text size="sm" c="dimmed">
              {t('signIn.confirmFirst')}
            </Text>
          )}
          <Button type="submit" loading={form.submitting} fullWidth mt="xs">
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={pathTo('forgottenPassword')} size="sm">
        {t('signIn.forgotten')}
      </Anchor>
      <Text size="sm">
        {t('signIn.noAccount')}{' '}
        <Anchor component={Link} to={pathTo('signUp')}>
          {t('signIn.toSignUp')}
        </Anchor>
      </Text>
    </FormPage>
  );
}

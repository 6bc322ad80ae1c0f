import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useMutation } from 'urql';
import { emailSchema, pathTo } from '@venue/shared';
import { zodIssueCode } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { FormPage } from '../../components/FormPage.js';
import { useErrorText } from '../../components/useErrorText.js';
import { RequestPasswordResetMutation } from './operations.js';

/** Asks for a reset link; the answer reads the same whether or not the address belongs to a member. */
export function Component() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, request] = useMutation(RequestPasswordResetMutation);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validateInputOnBlur: true,
    validate: {
      email: (v) => {
        const code = zodIssueCode(emailSchema.safeParse(v));
        return code ? t(`errors.${code}`) : null;
      },
    },
  });
  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    const result = await request({ email: email.trim() });
    if (result.error) setError(errorText(result.error));
    else setSent(true);
  });

  return (
    <FormPage title={t('forgotten.title')}>
      {sent ? (
        <Alert color="green" variant="light" role="status">
          {t('forgotten.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text c="dimmed">{t('forgotten.intro')}</Text>
            <TextInput label={t('forgotten.email')} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
            <FormError>{error}</FormError>
            <Button type="submit" loading={form.submitting} fullWidth>
              {t('forgotten.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={pathTo('signIn')} size="sm">
        {t('forgotten.backToSignIn')}
      </Anchor>
    </FormPage>
  );
}

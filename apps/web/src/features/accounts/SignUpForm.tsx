import { useState } from 'react';
import { Button, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/react.js';
import type { CombinedError } from 'urql';
import { emailSchema, LANGUAGES, LIMITS, passwordSchema, phoneSchema, usernameSchema, type Language } from '@venue/shared';
import { readAppError, zodIssueCode } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import type { SignUpVariables } from './operations.js';

export interface SignUpValues {
  email: string;
  username: string;
  password: string;
  phone: string;
  language: Language;
}

const FIELDS = ['email', 'username', 'password', 'phone', 'language'] as const;
type Field = (typeof FIELDS)[number];

function asField(path: string): Field | null {
  const name = path.replace(/^input\./, '');
  return (FIELDS as readonly string[]).includes(name) ? (name as Field) : null;
}

/**
 * The sign-up form: each field is checked with the shared schema as soon as it is left; the
 * server's verdict (a taken username, a common password…) lands on the field it concerns; an address
 * or number in use is answered like a free one (decision 0026).
 */
export function SignUpForm({
  defaultLanguage,
  onSignUp,
}: {
  defaultLanguage: Language;
  /** Resolves with the server's error, or nothing on success. */
  onSignUp: (input: SignUpVariables['input']) => Promise<CombinedError | undefined>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const check = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }) => (value: string) => {
    const code = zodIssueCode(schema.safeParse(value));
    return code ? t(`errors.${code}`) : null;
  };
  const form = useForm<SignUpValues>({
    mode: 'controlled',
    initialValues: { email: '', username: '', password: '', phone: '', language: defaultLanguage },
    validateInputOnBlur: true,
    validate: {
      email: check(emailSchema),
      username: check(usernameSchema),
      password: check(passwordSchema),
      phone: check(phoneSchema),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const error = await onSignUp({
      email: values.email.trim(),
      username: values.username.trim(),
      password: values.password,
      phone: values.phone,
      language: values.language,
    });
    if (!error) return;
    const info = readAppError(error);
    const fieldIssues = info.fields.flatMap((issue) => {
      const field = asField(issue.field);
      return field ? [{ field, code: issue.code }] : [];
    });
    for (const issue of fieldIssues) form.setFieldError(issue.field, t(`errors.${issue.code}`));
    if (fieldIssues.length === 0) setFormError(errorText(info));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('signUp.username')}
          description={t('signUp.usernameHint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax })}
          autoComplete="username"
          required
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('signUp.password')}
          description={t('signUp.passwordHint', { min: LIMITS.passwordMin })}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('form.showCharacters'), tabIndex: 0 }}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('signUp.phone')}
          description={t('signUp.phoneHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+41 79 123 45 67"
          required
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <NativeSelect
          label={t('signUp.language')}
          data={LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
          key={form.key('language')}
          {...form.getInputProps('language')}
        />
        <FormError>{formError}</FormError>
        <Button type="submit" loading={form.submitting} fullWidth mt="xs">
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}

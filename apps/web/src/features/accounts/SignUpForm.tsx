import { useState, type ReactNode } from 'react';
import { Anchor, Button, Checkbox, NativeSelect, PasswordInput, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/react.js';
import type { CombinedError } from 'urql';
import { emailSchema, LANGUAGES, LIMITS, passwordSchema, pathTo, phoneSchema, usernameSchema, type Language } from '@venue/shared';
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
  confirmsAdult: boolean;
  acceptsTerms: boolean;
}

const FIELDS = ['email', 'username', 'password', 'phone', 'language', 'confirmsAdult', 'acceptsTerms'] as const;
type Field = (typeof FIELDS)[number];

function asField(path: string): Field | null {
  const name = path.replace(/^input\./, '');
  return (FIELDS as readonly string[]).includes(name) ? (name as Field) : null;
}

/** A link to a legal page that opens in a new tab, so the form keeps what was typed. */
function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={to} target="_blank" rel="noopener" underline="always" inherit>
      {children}
      <IconExternalLink size="0.9em" stroke={1.75} aria-hidden style={{ marginInlineStart: 2, verticalAlign: '-0.1em' }} />
      <VisuallyHidden>{t('signUp.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}

/** "Ich akzeptiere die {{terms}} und die {{privacy}}." with the two names as links. */
function ConsentLabel() {
  const { t } = useTranslation();
  const marker = '\u0000';
  const parts = t('signUp.consent', { terms: `${marker}terms${marker}`, privacy: `${marker}privacy${marker}` }).split(marker);
  return (
    <>
      {parts.map((part, i) =>
        part === 'terms' ? (
          <LegalLink key={i} to={pathTo('page', { name: 'agb' })}>
            {t('signUp.terms')}
          </LegalLink>
        ) : part === 'privacy' ? (
          <LegalLink key={i} to={pathTo('page', { name: 'datenschutz' })}>
            {t('signUp.privacy')}
          </LegalLink>
        ) : (
          part
        ),
      )}
    </>
  );
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
    initialValues: { email: '', username: '', password: '', phone: '', language: defaultLanguage, confirmsAdult: false, acceptsTerms: false },
    validateInputOnBlur: true,
    validate: {
      email: check(emailSchema),
      username: check(usernameSchema),
      password: check(passwordSchema),
      phone: check(phoneSchema),
      confirmsAdult: (ticked) => (ticked ? null : t('errors.ADULT_CONFIRMATION_REQUIRED')),
      acceptsTerms: (ticked) => (ticked ? null : t('errors.TERMS_CONSENT_REQUIRED')),
    },
  });

  /** A box's props; its error is announced like the other fields' (the theme does that only for text inputs). */
  const boxProps = (name: 'confirmsAdult' | 'acceptsTerms') => {
    const props = form.getInputProps(name, { type: 'checkbox' });
    return { ...props, error: props.error ? <span role="alert">{props.error}</span> : undefined };
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const error = await onSignUp({
      email: values.email.trim(),
      username: values.username.trim(),
      password: values.password,
      phone: values.phone,
      language: values.language,
      confirmsAdult: values.confirmsAdult,
      acceptsTerms: values.acceptsTerms,
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
        <Checkbox
          label={t('signUp.adult')}
          required
          key={form.key('confirmsAdult')}
          {...boxProps('confirmsAdult')}
        />
        <Checkbox
          label={<ConsentLabel />}
          required
          key={form.key('acceptsTerms')}
          {...boxProps('acceptsTerms')}
        />
        <FormError>{formError}</FormError>
        <Button type="submit" loading={form.submitting} fullWidth mt="xs">
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}

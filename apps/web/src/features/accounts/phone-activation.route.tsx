import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useMutation } from 'urql';
import { pathTo, phoneCodeSchema, phoneSchema, TIMINGS } from '@venue/shared';
import { readAppError, zodIssueCode } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { FormPage } from '../../components/FormPage.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useCountdown } from '../../components/useCountdown.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useCurrentUser, useSession } from '../../app/session/context.js';
import { SendPhoneCodeMutation, VerifyPhoneMutation } from './operations.js';

type Status = { kind: 'idle' } | { kind: 'sent' } | { kind: 'error'; message: string };

/** `/activation/phone`: the 6-digit SMS code, sending it again after a pause, another number. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const errorText = useErrorText();
  const { user, fetching } = useCurrentUser();
  const [, verifyPhone] = useMutation(VerifyPhoneMutation);
  const [{ fetching: sending }, sendPhoneCode] = useMutation(SendPhoneCodeMutation);
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(null);
  const secondsLeft = useCountdown(cooldownUntil);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [changingNumber, setChangingNumber] = useState(false);

  const codeForm = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: {
      code: (v) => (zodIssueCode(phoneCodeSchema.safeParse(v)) ? t('phone.codeFormat') : null),
    },
  });
  const numberForm = useForm({
    mode: 'controlled',
    initialValues: { phone: '' },
    validateInputOnBlur: true,
    validate: {
      phone: (v) => {
        const code = zodIssueCode(phoneSchema.safeParse(v));
        return code ? t(`errors.${code}`) : null;
      },
    },
  });

  const send = async (phone?: string) => {
    setStatus({ kind: 'idle' });
    const result = await sendPhoneCode(phone ? { phone } : {});
    if (result.error) {
      const info = readAppError(result.error);
      if (info.retryAfterSeconds) setCooldownUntil(Date.now() + info.retryAfterSeconds * 1000);
      if (phone && info.code === 'PHONE_INVALID_OR_TAKEN') numberForm.setFieldError('phone', errorText(info));
      else setStatus({ kind: 'error', message: errorText(info) });
      return false;
    }
    setCooldownUntil(Date.now() + TIMINGS.phoneResendCooldownSeconds * 1000);
    setStatus({ kind: 'sent' });
    return true;
  };

  const submitCode = codeForm.onSubmit(async ({ code }) => {
    const result = await verifyPhone({ code: code.trim() });
    if (result.error) {
      codeForm.setFieldError('code', errorText(result.error));
      // The number cannot be used (decision 0026): offer to enter another one right away.
      if (readAppError(result.error).code === 'PHONE_NOT_ACCEPTED') setChangingNumber(true);
      return;
    }
    await navigate(pathTo('home'), { replace: true });
  });

  const submitNumber = numberForm.onSubmit(async ({ phone }) => {
    if (await send(phone)) {
      // The masked number shown above changes with it.
      await session.currentUser({ network: true });
      setChangingNumber(false);
      numberForm.reset();
    }
  });

  if (fetching && !user) return <PageLoader />;

  if (user?.phoneVerifiedAt) {
    return (
      <FormPage title={t('phone.title')}>
        <Alert color="green" variant="light" role="status">
          {t('phone.alreadyVerified')}
        </Alert>
        <Button component={Link} to={pathTo('home')}>
          {t('activation.continue')}
        </Button>
      </FormPage>
    );
  }

  return (
    <FormPage title={t('phone.title')}>
      <Text>{user?.phoneMasked ? t('phone.intro', { phone: user.phoneMasked }) : t('phone.introNoNumber')}</Text>
      <form onSubmit={submitCode} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('phone.code')}
            description={t('phone.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            key={codeForm.key('code')}
            {...codeForm.getInputProps('code')}
          />
          <Button type="submit" loading={codeForm.submitting} fullWidth>
            {t('phone.submit')}
          </Button>
        </Stack>
      </form>

      <Group gap="sm" wrap="wrap">
        <Button variant="light" onClick={() => void send()} loading={sending && !changingNumber} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? t('phone.resendIn', { seconds: secondsLeft }) : t('phone.resend')}
        </Button>
        <Button variant="subtle" onClick={() => setChangingNumber((v) => !v)} aria-expanded={changingNumber}>
          {t('phone.changeNumber')}
        </Button>
      </Group>
      {status.kind === 'sent' && (
        <Alert color="green" variant="light" role="status">
          {t('phone.sent')}
        </Alert>
      )}
      {status.kind === 'error' && <FormError>{status.message}</FormError>}

      {changingNumber && (
        <>
          <Divider />
          <form onSubmit={submitNumber} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('phone.newNumber')}
                description={t('signUp.phoneHint')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+41 79 123 45 67"
                required
                key={numberForm.key('phone')}
                {...numberForm.getInputProps('phone')}
              />
              <Button type="submit" loading={numberForm.submitting} disabled={secondsLeft > 0}>
                {t('phone.sendToNewNumber')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Anchor component={Link} to={pathTo('signOut')} size="sm">
        {t('nav.signOut')}
      </Anchor>
    </FormPage>
  );
}

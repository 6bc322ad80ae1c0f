import { useState } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from 'urql';
import { phoneCodeSchema, phoneSchema } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { zodIssueCode } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { showNotice } from '../../app/warnings.js';
import { fieldErrorOf } from './field-error.js';
import { ConfirmNewPhoneMutation, SendNewPhoneCodeMutation } from './operations.js';

interface Props {
  phoneMasked: string | null;
  /** A new number waiting for its code (from the server, so a reload keeps the step). */
  pendingPhoneMasked: string | null;
  onChanged: () => void;
}

/** New number → SMS code → confirm; the verified number stays in use until then. */
export function PhoneChangeForm({ phoneMasked, pendingPhoneMasked, onChanged }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, sendCode] = useMutation(SendNewPhoneCodeMutation);
  const [, confirm] = useMutation(ConfirmNewPhoneMutation);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const waitingFor = sentTo ?? pendingPhoneMasked;

  const numberForm = useForm({
    mode: 'controlled',
    initialValues: { phone: '' },
    validate: {
      phone: (v) => {
        const code = zodIssueCode(phoneSchema.safeParse(v));
        return code ? t(`errors.${code}`) : null;
      },
    },
  });
  const codeForm = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (v) => (zodIssueCode(phoneCodeSchema.safeParse(v)) ? t('phone.codeFormat') : null) },
  });

  const submitNumber = numberForm.onSubmit(async ({ phone }) => {
    const result = await sendCode({ phone });
    if (result.error) {
      const { info } = fieldErrorOf(result.error, ['phone'] as const, 'phone');
      numberForm.setFieldError('phone', errorText(info));
      return;
    }
    setSentTo(phoneSchema.parse(phone));
    numberForm.reset();
  });

  const submitCode = codeForm.onSubmit(async ({ code }) => {
    const result = await confirm({ code: code.trim() });
    if (result.error) {
      codeForm.setFieldError('code', errorText(fieldErrorOf(result.error, ['code'] as const, 'code').info));
      return;
    }
    codeForm.reset();
    setSentTo(null);
    showNotice(t('settings.phone.done'));
    onChanged();
  });

  return (
    <Stack gap="sm" aria-labelledby="settings-phone" role="group">
      <Text id="settings-phone" fw={600}>
        {t('settings.phone.title')}
      </Text>
      <Text fz="sm">{phoneMasked ? t('settings.phone.current', { phone: phoneMasked }) : t('settings.phone.none')}</Text>
      <form onSubmit={submitNumber} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('settings.phone.newLabel')}
            description={t('settings.phone.newHint')}
            type="tel"
            autoComplete="tel"
            required
            key={numberForm.key('phone')}
            {...numberForm.getInputProps('phone')}
          />
          <Button type="submit" variant="default" loading={numberForm.submitting} w="fit-content">
            {t('settings.phone.send')}
          </Button>
        </Stack>
      </form>
      {waitingFor && (
        <form onSubmit={submitCode} noValidate>
          <Stack gap="sm">
            <Alert color="blue" variant="light" role="status">
              {t('settings.phone.pending', { phone: waitingFor })}
            </Alert>
            <TextInput
              label={t('settings.phone.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              key={codeForm.key('code')}
              {...codeForm.getInputProps('code')}
            />
            <Button type="submit" loading={codeForm.submitting} w="fit-content">
              {t('settings.phone.confirm')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

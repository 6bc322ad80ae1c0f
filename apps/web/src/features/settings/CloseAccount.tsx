import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from 'urql';
import { DELETION_PHRASES, isDeletionPhrase, type Language } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { ConfirmButton } from '../../components/ConfirmButton.js';
import { useErrorText } from '../../components/useErrorText.js';
import { CurrentPasswordInput } from './CurrentPasswordInput.js';
import { fieldErrorOf } from './field-error.js';
import { useLeaveAccount } from './leave-account.js';
import { DeactivateAccountMutation, DeleteAccountMutation, type Settings } from './operations.js';

interface Props {
  can: Settings['viewerCan'];
  /** The member's stored language: the phrase to type is in it. */
  language: Language;
}

/** Deactivating (reversible) and deleting for good, each behind a dialog. */
export function CloseAccount({ can, language }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const leave = useLeaveAccount();
  const [, deactivate] = useMutation(DeactivateAccountMutation);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!can.deactivate && !can.deleteAccount) {
    return (
      <Alert color="gray" variant="light">
        {t('errors.ACCOUNT_IS_ADMIN')}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={600}>{t('settings.close.deactivateTitle')}</Text>
        <Text fz="sm">{t('settings.close.deactivateText')}</Text>
        <ConfirmButton
          variant="default"
          w="fit-content"
          title={t('settings.close.deactivateConfirmTitle')}
          message={t('settings.close.deactivateText')}
          confirmLabel={t('settings.close.deactivateConfirm')}
          onConfirm={async () => {
            const result = await leave(() => deactivate({}), t('settings.close.deactivated'));
            if (result.error) setError(errorText(result.error));
            return true;
          }}
        >
          {t('settings.close.deactivate')}
        </ConfirmButton>
        {error && (
          <Text role="alert" fz="sm" c="red.4">
            {error}
          </Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Text fw={600}>{t('settings.close.deleteTitle')}</Text>
        <Text fz="sm">{t('settings.close.deleteText')}</Text>
        <Button color="red" variant="outline" w="fit-content" onClick={() => setDeleting(true)}>
          {t('settings.close.delete')}
        </Button>
        <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} language={language} leave={leave} />
      </Stack>
    </Stack>
  );
}

function DeleteAccountDialog({ opened, onClose, language, leave }: { opened: boolean; onClose: () => void; language: Language; leave: ReturnType<typeof useLeaveAccount> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, deleteAccount] = useMutation(DeleteAccountMutation);
  const phrase = DELETION_PHRASES[language];
  const form = useForm({
    mode: 'controlled',
    initialValues: { phrase: '', currentPassword: '' },
    validate: {
      phrase: (v) => (isDeletionPhrase(language, v) ? null : t('settings.close.phraseWrong', { phrase })),
      currentPassword: (v) => (v ? null : t('errors.WRONG_PASSWORD')),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const result = await leave(() => deleteAccount({ input: values }), t('settings.close.deleted'));
    if (result.error) {
      const { field, info } = fieldErrorOf(result.error, ['phrase', 'currentPassword'] as const, 'currentPassword');
      form.setFieldError(field, field === 'phrase' ? t('settings.close.phraseWrong', { phrase }) : errorText(info));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('settings.close.deleteDialogTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{t('settings.close.deleteText')}</Text>
          <TextInput
            label={t('settings.close.phraseLabel', { phrase })}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            key={form.key('phrase')}
            {...form.getInputProps('phrase')}
          />
          <CurrentPasswordInput key={form.key('currentPassword')} {...form.getInputProps('currentPassword')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              {t('settings.close.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

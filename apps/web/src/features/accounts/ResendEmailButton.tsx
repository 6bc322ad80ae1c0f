import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { useMutation } from 'urql';
import { FormError } from '../../components/FormError.js';
import { useErrorText } from '../../components/useErrorText.js';
import { ResendActivationEmailMutation } from './operations.js';

/** Sends the activation e-mail again (signed-in members only). */
export function ResendEmailButton() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ fetching }, resend] = useMutation(ResendActivationEmailMutation);
  const [state, setState] = useState<{ sent: boolean; error: string | null }>({ sent: false, error: null });
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        loading={fetching}
        onClick={async () => {
          const result = await resend({});
          setState(result.error ? { sent: false, error: errorText(result.error) } : { sent: true, error: null });
        }}
      >
        {t('activation.resend')}
      </Button>
      {state.sent && (
        <Alert color="green" variant="light" role="status">
          {t('activation.resent')}
        </Alert>
      )}
      <FormError>{state.error}</FormError>
    </Stack>
  );
}

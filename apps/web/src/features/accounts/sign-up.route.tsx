import { useState } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useMutation } from 'urql';
import { pathTo } from '@venue/shared';
import { FormPage } from '../../components/FormPage.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { SignUpMutation } from './operations.js';
import { SignUpForm } from './SignUpForm.js';

export function Component() {
  const { t, i18n } = useTranslation();
  const [, signUp] = useMutation(SignUpMutation);
  // The server answers alike whether or not the address is in use (decision 0026): the next step
  // is always the e-mail link, which signs the new member in.
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <FormPage title={t('signUp.title')}>
      {sentTo ? (
        <Stack gap="sm">
          <Alert color="green" variant="light" role="status">
            {t('signUp.checkEmail', { email: sentTo })}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('signUp.noMail')}
          </Text>
        </Stack>
      ) : (
        <>
          <Text c="dimmed">{t('signUp.intro')}</Text>
          <SignUpForm
            defaultLanguage={currentLanguage(i18n)}
            onSignUp={async (input) => {
              const result = await signUp({ input });
              if (result.error || !result.data) return result.error;
              setSentTo(input.email);
              return undefined;
            }}
          />
        </>
      )}
      <Text size="sm">
        {t('signUp.haveAccount')}{' '}
        <Anchor component={Link} to={pathTo('signIn')}>
          {t('signUp.toSignIn')}
        </Anchor>
      </Text>
    </FormPage>
  );
}

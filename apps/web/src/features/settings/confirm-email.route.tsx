import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { pathTo } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { FormPage } from '../../components/FormPage.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useSession } from '../../app/session/context.js';
import { ConfirmEmailChangeMutation } from './operations.js';

type LinkState = { kind: 'checking' } | { kind: 'confirmed'; signedIn: boolean } | { kind: 'failed'; message: string };

/**
 * `/confirm-email?token=…`: the link of an e-mail change, in any browser. The address changes
 * once; the member's other sessions end (this browser stays signed in if it was theirs).
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const token = search.get('token');
  const [, confirm] = useMutation(ConfirmEmailChangeMutation);
  const [state, setState] = useState<LinkState>(token ? { kind: 'checking' } : { kind: 'failed', message: t('errors.INVALID_EMAIL_LINK') });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return; // a link works once: never send it twice
    started.current = true;
    void (async () => {
      const result = await confirm({ token });
      if (result.error) return setState({ kind: 'failed', message: errorText(result.error) });
      // The address changed on the server (and maybe this session ended): read who is here afresh.
      const user = await session.currentUser({ network: true });
      setState({ kind: 'confirmed', signedIn: Boolean(user) });
    })();
  }, [confirm, token, session, errorText]);

  return (
    <FormPage title={t('settings.confirmEmail.title')}>
      {state.kind === 'checking' && <PageLoader />}
      {state.kind === 'confirmed' && (
        <Stack gap="sm">
          <Alert color="green" variant="light" role="status">
            {t('settings.confirmEmail.done')}
          </Alert>
          <Button component={Link} to={state.signedIn ? pathTo('settings') : pathTo('signIn')} w="fit-content">
            {state.signedIn ? t('settings.confirmEmail.toSettings') : t('settings.confirmEmail.toSignIn')}
          </Button>
        </Stack>
      )}
      {state.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {state.message}
        </Alert>
      )}
    </FormPage>
  );
}

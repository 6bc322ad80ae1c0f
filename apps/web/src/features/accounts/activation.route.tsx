import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useMutation } from 'urql';
import { pathTo } from '@venue/shared';
import { FormPage } from '../../components/FormPage.js';
import { PageLoader } from '../../components/PageLoader.js';
import { readAppError } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useCurrentUser, useSession } from '../../app/session/context.js';
import type { CurrentUser } from '../../app/session/operations.js';
import { ActivateEmailMutation } from './operations.js';
import { ResendEmailButton } from './ResendEmailButton.js';

/** Where a member goes once the e-mail address is confirmed: the phone step, or home. */
function nextStep(user: CurrentUser): string {
  return user.phoneVerifiedAt ? pathTo('home') : pathTo('phoneActivation');
}

type LinkState = { kind: 'checking' } | { kind: 'confirmed' } | { kind: 'failed'; message: string };

export function Component() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return token ? <ActivateWithToken token={token} /> : <EmailExplanation />;
}

/** `/activation?token=…`: confirms the address once (the server signs this browser in), then continues. */
function ActivateWithToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [, activate] = useMutation(ActivateEmailMutation);
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  const [signedIn, setSignedIn] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // a link works once: never send it twice
    started.current = true;
    void (async () => {
      const result = await activate({ token });
      // The address state changed on the server, and a browser signed in as nobody now is: read the member afresh.
      const user = await session.currentUser({ network: true });
      setSignedIn(Boolean(user));
      if (result.error) {
        // INVALID_EMAIL_LINK reads 'wrong or expired e-mail link'; anything else, its own text.
        setState({ kind: 'failed', message: errorText(readAppError(result.error)) });
        return;
      }
      if (user) await navigate(nextStep(user), { replace: true });
      else setState({ kind: 'confirmed' });
    })();
  }, [activate, token, session, navigate, errorText]);

  return (
    <FormPage title={t('activation.title')}>
      {state.kind === 'checking' && <PageLoader />}
      {state.kind === 'confirmed' && (
        <Stack gap="sm">
          <Alert color="green" variant="light" role="status">
            {t('activation.confirmed')}
          </Alert>
          <Button component={Link} to={pathTo('signIn')}>
            {t('activation.toSignIn')}
          </Button>
        </Stack>
      )}
      {state.kind === 'failed' && (
        <Stack gap="sm">
          <Alert color="red" variant="light" role="alert">
            {state.message}
          </Alert>
          {signedIn ? (
            <ResendEmailButton />
          ) : (
            <Text size="sm">
              {t('activation.signUpToResend')}{' '}
              <Anchor component={Link} to={pathTo('signUp')}>
                {t('activation.toSignUp')}
              </Anchor>
            </Text>
          )}
        </Stack>
      )}
    </FormPage>
  );
}

/** `/activation` without a token: what to do with the e-mail, and a way to get it again. */
function EmailExplanation() {
  const { t } = useTranslation();
  const { user, fetching } = useCurrentUser();
  if (fetching && !user) return <PageLoader />;
  return (
    <FormPage title={t('activation.title')}>
      {user?.emailVerifiedAt ? (
        <Stack gap="sm">
          <Alert color="green" variant="light" role="status">
            {t('activation.alreadyConfirmed')}
          </Alert>
          <Button component={Link} to={nextStep(user)}>
            {t('activation.continue')}
          </Button>
        </Stack>
      ) : user ? (
        <Stack gap="sm">
          <Text>{t('activation.explanation', { email: user.email })}</Text>
          <Text size="sm" c="dimmed">
            {t('activation.checkSpam')}
          </Text>
          <ResendEmailButton />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>{t('activation.explanationVisitor')}</Text>
          <Anchor component={Link} to={pathTo('signIn')}>
            {t('activation.toSignIn')}
          </Anchor>
        </Stack>
      )}
    </FormPage>
  );
}

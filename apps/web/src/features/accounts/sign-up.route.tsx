import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useMutation } from 'urql';
import { pathTo } from '@venue/shared';
import { FormPage } from '../../components/FormPage.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useSession } from '../../app/session/context.js';
import { SignUpMutation } from './operations.js';
import { SignUpForm } from './SignUpForm.js';

export function Component() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [, signUp] = useMutation(SignUpMutation);
  return (
    <FormPage title={t('signUp.title')}>
      <Text c="dimmed">{t('signUp.intro')}</Text>
      <SignUpForm
        defaultLanguage={currentLanguage(i18n)}
        onSignUp={async (input) => {
          const result = await signUp({ input });
          if (result.error || !result.data) return result.error;
          // Signed in now: start with a clean cache that knows the new member.
          await session.startMemberCache();
          await navigate(pathTo('activation'));
          return undefined;
        }}
      />
      <Text size="sm">
        {t('signUp.haveAccount')}{' '}
        <Anchor component={Link} to={pathTo('signIn')}>
          {t('signUp.toSignIn')}
        </Anchor>
      </Text>
    </FormPage>
  );
}

import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { VerifyButton } from '../../components/VerifyButton.js';
import { pathTo } from '@venue/shared';
import { NotFound } from '../../components/NotFound.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import type { ProfileRefusal } from './operations.js';

/**
 * Why the profile cannot be opened, in the spec's words (§8), under a heading; an unknown member
 * is the not-found page. Verified-only profiles point to the premium page, which tells the member
 * what verified members can do.
 */
export function ProfileRefusalNotice({ refusal }: { refusal: ProfileRefusal }) {
  const { t } = useTranslation();
  if (refusal === 'NOT_FOUND') return <NotFound text={t('notFound.profileText')} back={{ to: pathTo('home'), label: t('profile.backHome') }} />;
  return <Refused refusal={refusal} />;
}

function Refused({ refusal }: { refusal: Exclude<ProfileRefusal, 'NOT_FOUND'> }) {
  const { t } = useTranslation();
  usePageTitle(t('profile.unavailable'));
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{t('profile.unavailable')}</Title>
      <Alert color="orange" variant="light" role="alert">
        {t(`errors.${refusal}`)}
      </Alert>
      <Group gap="sm">
        {refusal === 'PROFILE_VERIFIED_ONLY' && <VerifyButton />}
        {refusal === 'PROFILE_VERIFIED_ONLY' && (
          <Button component={Link} to={pathTo('premium')} variant="default" w="fit-content">
            {t('profile.becomeVerified')}
          </Button>
        )}
        <Button component={Link} to={pathTo('home')} variant="default" w="fit-content">
          {t('profile.backHome')}
        </Button>
      </Group>
    </Stack>
  );
}

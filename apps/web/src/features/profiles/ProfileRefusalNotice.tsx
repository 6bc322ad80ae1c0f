import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import { usePageTitle } from '../../components/usePageTitle.js';
import type { ProfileRefusal } from './operations.js';

/** Why the profile cannot be opened, in the spec's words (§8); verified-only profiles point to premium. */
export function ProfileRefusalNotice({ refusal }: { refusal: ProfileRefusal }) {
  const { t } = useTranslation();
  usePageTitle(t('profile.unavailable'));
  return (
    <Stack gap="md" maw={560}>
      <Alert color="orange" variant="light" role="alert" title={t('profile.unavailable')}>
        {t(`errors.${refusal}`)}
      </Alert>
      {refusal === 'PROFILE_VERIFIED_ONLY' && (
        <Button component={Link} to={pathTo('premium')} w="fit-content">
          {t('profile.becomeVerified')}
        </Button>
      )}
      <Button component={Link} to={pathTo('home')} variant="default" w="fit-content">
        {t('profile.backHome')}
      </Button>
    </Stack>
  );
}

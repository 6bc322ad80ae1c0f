import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import type { UserProfile } from './operations.js';

/** The owner's buttons on their profile: edit, and their visitors when verified. */
export function OwnProfileActions({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  if (!profile.viewerCan.edit) return null;
  return (
    <>
      <Button component={Link} to={pathTo('editProfile', { slug: profile.slug })} variant="light">
        {t('profile.edit')}
      </Button>
      {profile.viewerCan.seeVisitors && (
        <Button component={Link} to={pathTo('profileVisitors', { slug: profile.slug })} variant="default">
          {t('profile.visitors')}
        </Button>
      )}
    </>
  );
}

/** A hint on the own profile while it is incomplete (no age, no looking-for). */
export function IncompleteProfileHint({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  if (!profile.viewerCan.edit || profile.info.isComplete) return null;
  return (
    <Alert color="blue" variant="light" title={t('profile.incompleteTitle')}>
      {t('profile.incomplete')}{' '}
      <Link to={pathTo('onboarding')} style={{ color: 'inherit', fontWeight: 600 }}>
        {t('profile.completeIt')}
      </Link>
    </Alert>
  );
}

import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { pathTo } from '@venue/shared';
import { FormError } from '../../components/FormError.js';
import { PageLoader } from '../../components/PageLoader.js';
import { useErrorText } from '../../components/useErrorText.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { ProfileFacts } from './ProfileFacts.js';
import { ProfileHeader } from './ProfileHeader.js';
import { ProfileRefusalNotice } from './ProfileRefusalNotice.js';
import { useUserProfile } from './useUserProfile.js';
import { BackLink } from '../../components/BackLink.js';

/** `/users/:slug/infos`: everything the profile info says (spec §3), under the profile's header. */
export function Component() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const { profile, refusal, fetching, error } = useUserProfile(slug);
  const errorText = useErrorText();
  usePageTitle(profile ? t('profile.infosTitle', { name: profile.username }) : t('profile.infos'));
  if (refusal) return <ProfileRefusalNotice refusal={refusal} />;
  if (!profile) return fetching ? <PageLoader /> : <FormError>{error ? errorText(error) : null}</FormError>;
  return (
    <Stack gap="lg">
      <ProfileHeader profile={profile} />
      <BackLink to={pathTo('showUser', { slug: profile.slug })}>{t('profile.backToProfile')}</BackLink>
      <ProfileFacts profile={profile} />
    </Stack>
  );
}

import { useState } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../i18n/react.js';
import { pathTo } from '@venue/shared';
import { FormError } from '../components/FormError.js';
import { PageLoader } from '../components/PageLoader.js';
import { useErrorText } from '../components/useErrorText.js';
import { usePageTitle } from '../components/usePageTitle.js';
import { BlockButton } from '../features/blocks/index.js';
import { WriteButton } from '../features/conversations/index.js';
import { FriendButton } from '../features/friends/index.js';
import { PhotoGallery } from '../features/photos/index.js';
import { ReportButton } from '../features/reports/index.js';
import { AboutText, IncompleteProfileHint, OwnProfileActions, ProfileHeader, ProfileRefusalNotice, useUserProfile } from '../features/profiles/index.js';

/** How much of the about text the profile's first page shows; /infos has all of it. */
const ABOUT_EXCERPT = 400;

/**
 * `/users/:slug` (route showUser): one member's profile, composed from several features. Opening it
 * is the visit (useUserProfile records it with recordProfileVisit once the profile shows). Slots,
 * top to bottom: header (avatar, wall, badges), the actions row, the about text, the photos section.
 */
export function Component() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const { profile, refusal, fetching, error } = useUserProfile(slug);
  const errorText = useErrorText();
  // A block or unblock changes what the friend button offers.
  const [blockChanges, setBlockChanges] = useState(0);
  usePageTitle(profile?.username ?? t('profile.title'));

  if (refusal) return <ProfileRefusalNotice refusal={refusal} />;
  if (!profile) return fetching ? <PageLoader /> : <FormError>{error ? errorText(error) : null}</FormError>;

  return (
    <Stack gap="lg">
      <ProfileHeader profile={profile} />
      <IncompleteProfileHint profile={profile} />

      {/* Actions row: each feature adds its button here, shown as profile.viewerCan allows. */}
      <Group gap="sm" wrap="wrap" aria-label={t('profile.actions')} role="group">
        <OwnProfileActions profile={profile} />
        {!profile.viewerCan.edit && <FriendButton slug={profile.slug} refreshKey={blockChanges} />}
        {!profile.viewerCan.edit && <WriteButton slug={profile.slug} />}
        {profile.viewerCan.block && <BlockButton member={profile} onChange={() => setBlockChanges((n) => n + 1)} />}
        {profile.viewerCan.report && <ReportButton subject="USER" subjectId={profile.id} name={profile.username} />}
      </Group>

      <AboutText about={profile.info.about} couple={profile.info.persons.length === 2} excerpt={ABOUT_EXCERPT} />
      <Anchor component={Link} to={pathTo('userInfos', { slug: profile.slug })} w="fit-content">
        {t('profile.allInfos')}
      </Anchor>

      <PhotoGallery slug={profile.slug} username={profile.username} />
    </Stack>
  );
}

import { useState } from 'react';
import { ActionIcon, Anchor, Group, Menu, Stack } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../i18n/react.js';
import { pathTo } from '@venue/shared';
import { FormError } from '../components/FormError.js';
import { PageLoader } from '../components/PageLoader.js';
import { useErrorText } from '../components/useErrorText.js';
import { usePageTitle } from '../components/usePageTitle.js';
import { useAfterFirstPaint } from '../components/useAfterFirstPaint.js';
import { useBlockMenuItem } from '../features/blocks/index.js';
import { WriteButton } from '../features/conversations/index.js';
import { FriendButton } from '../features/friends/index.js';
import { GiveGiftButton } from '../features/gifts/GiveGiftButton.js';
import { PhotoGallery } from '../features/photos/index.js';
import { ProfileAchievements } from '../features/achievements/index.js';
import { useReportMenuItem } from '../features/reports/index.js';
import { AboutText, IncompleteProfileHint, OwnProfileActions, ProfileHeader, ProfileRefusalNotice, useUserProfile, type UserProfile } from '../features/profiles/index.js';

/** How much of the about text the profile's first page shows; /infos has all of it. */
const ABOUT_EXCERPT = 400;

/**
 * Block and report, the secondary and dangerous actions, behind one named menu button ("more
 * actions"), never beside the primary one; shown as profile.viewerCan allows.
 */
function MoreActionsMenu({ profile, onBlockChange }: { profile: UserProfile; onBlockChange: () => void }) {
  const { t } = useTranslation();
  const block = useBlockMenuItem({ member: profile, onChange: onBlockChange });
  const report = useReportMenuItem({ subject: 'USER', subjectId: profile.id, name: profile.username });
  if (!profile.viewerCan.block && !profile.viewerCan.report) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" radius="md" aria-label={t('profile.moreActions')} title={t('profile.moreActions')}>
            <IconDots size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {profile.viewerCan.report && report.item}
          {profile.viewerCan.block && block.item}
        </Menu.Dropdown>
      </Menu>
      {block.dialog}
      {report.dialog}
    </>
  );
}

/**
 * `/users/:slug` (route showUser): one member's profile, composed from several features. Opening it
 * is the visit (useUserProfile records it with recordProfileVisit once the profile shows). Slots,
 * top to bottom: header (avatar, wall, name, ages, badges), the actions row (write; friend; a menu with
 * report and block), the about text, the earned achievements, the photos section.
 */
export function Component() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const { profile, refusal, fetching, error } = useUserProfile(slug);
  const errorText = useErrorText();
  // A block or unblock changes what the friend button offers.
  const [blockChanges, setBlockChanges] = useState(0);
  usePageTitle(profile?.username ?? t('profile.title'));
  // The achievements and the photos (below the header and the about text) right after the first paint.
  const below = useAfterFirstPaint();

  if (refusal) return <ProfileRefusalNotice refusal={refusal} />;
  if (!profile) return fetching ? <PageLoader /> : <FormError>{error ? errorText(error) : null}</FormError>;

  return (
    <Stack gap="lg">
      <ProfileHeader profile={profile} />
      <IncompleteProfileHint profile={profile} />

      {/* Actions row: the primary action (write) first, the friend button beside it, the rest in the menu. */}
      <Group gap="sm" wrap="wrap" align="flex-start" aria-label={t('profile.actions')} role="group">
        <OwnProfileActions profile={profile} />
        {!profile.viewerCan.edit && <WriteButton slug={profile.slug} />}
        {!profile.viewerCan.edit && <FriendButton slug={profile.slug} refreshKey={blockChanges} />}
        {profile.viewerCan.giveGift && <GiveGiftButton member={profile} />}
        <MoreActionsMenu profile={profile} onBlockChange={() => setBlockChanges((n) => n + 1)} />
      </Group>

      <AboutText about={profile.info.about} couple={profile.info.persons.length === 2} excerpt={ABOUT_EXCERPT} />
      <Anchor component={Link} to={pathTo('userInfos', { slug: profile.slug })} w="fit-content">
        {t('profile.allInfos')}
      </Anchor>

      {below && <ProfileAchievements slug={profile.slug} own={profile.viewerCan.edit} />}

      {below && <PhotoGallery slug={profile.slug} username={profile.username} />}
    </Stack>
  );
}

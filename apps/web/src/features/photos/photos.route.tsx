import { useState } from 'react';
import { Alert, Anchor, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { VerifyButton } from '../../components/VerifyButton.js';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { PHOTO_PAGES, pathTo } from '@venue/shared';
import { useCurrentUser } from '../../app/session/context.js';
import { PageLoader } from '../../components/PageLoader.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useErrorText } from '../../components/useErrorText.js';
import { ManagedPhotoCard, type PhotoActions } from './ManagedPhotoCard.js';
import { UploadPhotoForm } from './UploadPhotoForm.js';
import {
  DeletePhotoMutation,
  PhotoQuotaQuery,
  ReorderPhotosMutation,
  SetAvatarMutation,
  SetPhotoVisibilityMutation,
  SetWallImageMutation,
  UserPhotosQuery,
  type Photo,
  type PhotoQuota,
} from './operations.js';

/** As many as anyone will manage on one screen; the reorder keeps photos beyond it after these. */
const MANAGE_PAGE = PHOTO_PAGES.pageSizeMax;

/** `/photos` (the spec does not show this path; decision 0010): the signed-in member manages their photos. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('photos.title'));
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('photos.title')}</Title>
        <Text>{t('photos.intro')}</Text>
      </Stack>
      <PhotoManager slug={user.slug} username={user.username} />
    </Stack>
  );
}

function QuotaText({ quota }: { quota: PhotoQuota }) {
  const { t } = useTranslation();
  return (
    <Text fz="sm" c="dimmed">
      {quota.limit === null ? t('photos.quota.unlimited', { used: quota.used }) : t('photos.quota.limited', { used: quota.used, limit: quota.limit })}
    </Text>
  );
}

function PhotoManager({ slug, username }: { slug: string; username: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [photos, refetchPhotos] = useQuery({ query: UserPhotosQuery, variables: { slug, first: MANAGE_PAGE }, requestPolicy: 'cache-and-network' });
  const [quota, refetchQuota] = useQuery({ query: PhotoQuotaQuery, variables: {}, requestPolicy: 'cache-and-network' });
  const [, setVisibility] = useMutation(SetPhotoVisibilityMutation);
  const [, deletePhoto] = useMutation(DeletePhotoMutation);
  const [, reorder] = useMutation(ReorderPhotosMutation);
  const [, setAvatar] = useMutation(SetAvatarMutation);
  const [, setWallImage] = useMutation(SetWallImageMutation);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [moved, setMoved] = useState<{ id: string; dir: 'up' | 'down' } | null>(null);

  const list = photos.data?.userPhotos.nodes ?? [];

  function reload() {
    refetchPhotos({ requestPolicy: 'network-only' });
    refetchQuota({ requestPolicy: 'network-only' });
  }

  /** Runs one change; on success reloads the gallery (order, flags) and says so. */
  async function run(work: () => Promise<{ error?: CombinedError }>, done?: string, opts: { move?: boolean } = {}): Promise<boolean> {
    // Only a move hands the focus to the moved photo; any other action leaves it where it is.
    if (!opts.move) setMoved(null);
    setBusy(true);
    setError(null);
    const result = await work();
    setBusy(false);
    if (result.error) {
      setError(errorText(result.error));
      return false;
    }
    reload();
    if (done) setAnnouncement(done);
    return true;
  }

  const actions: PhotoActions = {
    move(photo, by) {
      const ids = list.map((p) => p.id);
      const from = ids.indexOf(photo.id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      setMoved({ id: photo.id, dir: by < 0 ? 'up' : 'down' });
      void run(() => reorder({ ids }), t('photos.list.moved', { number: to + 1, count: ids.length }), { move: true });
    },
    setVisibility(photo, friendsOnly) {
      const visibility = friendsOnly ? 'FRIENDS' : 'PUBLIC';
      void run(() => setVisibility({ id: photo.id, visibility }), t(`photos.list.nowVisible.${visibility}`));
    },
    setAvatar(photo) {
      void run(() => setAvatar({ photoId: photo?.id ?? null }), photo ? t('photos.list.avatarSet') : t('photos.list.avatarRemoved'));
    },
    setWallImage(photo) {
      void run(() => setWallImage({ photoId: photo?.id ?? null }), photo ? t('photos.list.wallSet') : t('photos.list.wallRemoved'));
    },
    async remove(photo) {
      const ok = await run(() => deletePhoto({ id: photo.id }));
      if (ok) notifications.show({ message: t('photos.list.deleted') });
      return ok;
    },
  };

  const quotaData = quota.data?.photoQuota;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="dark.6">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('photos.upload.title')}
          </Title>
          {quotaData && <QuotaText quota={quotaData} />}
          {quotaData && !quotaData.canUpload ? (
            <Alert color="yellow" role="status" title={t('photos.quota.reachedTitle')}>
              <Stack gap={4}>
                <Text fz="sm">{t('errors.PHOTO_LIMIT_REACHED')}</Text>
                <VerifyButton />
                <Anchor component={Link} to={pathTo('premium')} fz="sm">
                  {t('photos.quota.premiumLink')}
                </Anchor>
              </Stack>
            </Alert>
          ) : (
            <UploadPhotoForm
              onUploaded={() => {
                reload();
                notifications.show({ message: t('photos.upload.done') });
              }}
            />
          )}
        </Stack>
      </Paper>

      <section aria-labelledby="my-photos">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="my-photos">
            {t('photos.list.title')}
          </Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <VisuallyHidden role="status" aria-live="polite">
            {announcement}
          </VisuallyHidden>
          {photos.error && !photos.data && <Text role="alert">{errorText(photos.error)}</Text>}
          {!photos.data && photos.fetching && <Text c="dimmed">{t('common.loading')}</Text>}
          {photos.data && list.length === 0 && <Text c="dimmed">{t('photos.list.empty')}</Text>}
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((photo: Photo, i) => (
              <ManagedPhotoCard
                key={photo.id}
                photo={photo}
                number={i + 1}
                count={list.length}
                username={username}
                busy={busy}
                focus={moved?.id === photo.id ? moved : null}
                actions={actions}
              />
            ))}
          </Stack>
        </Stack>
      </section>
    </Stack>
  );
}

import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { pathTo } from '@venue/shared';
import { PageLoader } from '../../components/PageLoader.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useErrorText } from '../../components/useErrorText.js';
import { PhotoPicture } from './PhotoPicture.js';
import { PhotoQuery } from './operations.js';

/** `/users/:slug/user-uploads/:id`: one photo, if the viewer may see it (the server decides). app/user-upload.screen.tsx adds what other features offer. */
export function UserUploadScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { slug = '', id = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({ query: PhotoQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const photo = data?.photo && data.photo.ownerSlug === slug.toLowerCase() ? data.photo : null;
  usePageTitle(photo ? t('photos.single.title', { username: photo.ownerUsername }) : t('photos.gallery.title'));
  if (!data && fetching) return <PageLoader />;
  if (error && !data) return <Text role="alert">{errorText(error)}</Text>;
  if (!photo) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('photos.gallery.title')}</Title>
        <Text>{t('photos.single.notFound')}</Text>
        <Anchor component={Link} to={pathTo('showUser', { slug })}>
          {t('photos.single.backToProfile')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('photos.single.title', { username: photo.ownerUsername })}
        </Title>
        {photo.visibility === 'FRIENDS' && <Badge variant="light">{t('photos.visibility.FRIENDS')}</Badge>}
      </Group>
      <Paper withBorder radius="md" p="xs" bg="dark.7">
        <PhotoPicture photo={photo} alt={t('photos.alt', { username: photo.ownerUsername })} priority />
      </Paper>
      <Group gap="md">
        <Anchor component={Link} to={pathTo('showUser', { slug: photo.ownerSlug })}>
          {t('photos.single.back', { username: photo.ownerUsername })}
        </Anchor>
        {photo.viewerCan.reorder && (
          <Anchor component={Link} to={pathTo('photos')}>
            {t('photos.gallery.manage')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

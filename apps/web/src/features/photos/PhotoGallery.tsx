import { useState } from 'react';
import { Anchor, Badge, Box, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.js';
import { useQuery } from 'urql';
import { PHOTO_PAGES, pathTo } from '@venue/shared';
import { useCurrentUser } from '../../app/session/context.js';
import { useErrorText } from '../../components/useErrorText.js';
import { PhotoPicture } from './PhotoPicture.js';
import { UserPhotosQuery, type Photo } from './operations.js';

const PAGE = PHOTO_PAGES.gallery;

/**
 * A member's photos as the viewer may see them (the server filters: FRIENDS photos only for
 * friends), as square thumbnails linking to `/users/:slug/user-uploads/:id`. For the profile page.
 */
export function PhotoGallery({ slug, username, headingLevel = 2 }: { slug: string; username: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const own = user?.slug === slug;
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const headingId = `photos-${slug}`;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={headingLevel} id={headingId} fz="h3">
            {t('photos.gallery.title')}
          </Title>
          {own && (
            <Anchor component={Link} to={pathTo('photos')} fz="sm">
              {t('photos.gallery.manage')}
            </Anchor>
          )}
        </Group>
        {pages.map((after, i) => (
          <GalleryPage key={after ?? 'first'} slug={slug} username={username} own={own} after={after} last={i === pages.length - 1} onMore={(cursor) => setPages((p) => [...p, cursor])} />
        ))}
      </Stack>
    </section>
  );
}

function GalleryPage({ slug, username, own, after, last, onMore }: { slug: string; username: string; own: boolean; after: string | null; last: boolean; onMore: (cursor: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [{ data, fetching, error }] = useQuery({ query: UserPhotosQuery, variables: { slug, first: PAGE, after }, requestPolicy: 'cache-and-network' });
  if (error && !data) return <Text role="alert">{errorText(error)}</Text>;
  if (!data) return fetching ? <Text c="dimmed">{t('common.loading')}</Text> : null;
  const page = data.userPhotos;
  if (after === null && page.nodes.length === 0) return <Text c="dimmed">{own ? t('photos.gallery.emptyOwn') : t('photos.gallery.empty', { username })}</Text>;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {page.nodes.map((photo, i) => (
          <Box component="li" key={photo.id}>
            <GalleryTile photo={photo} username={username} number={i + 1} />
          </Box>
        ))}
      </SimpleGrid>
      {last && page.hasNextPage && page.endCursor && (
        <Button variant="default" onClick={() => onMore(page.endCursor!)} w="fit-content">
          {t('photos.gallery.more')}
        </Button>
      )}
    </Stack>
  );
}

function GalleryTile({ photo, username, number }: { photo: Photo; username: string; number: number }) {
  const { t } = useTranslation();
  const friendsOnly = photo.visibility === 'FRIENDS';
  const label = t('photos.gallery.open', { number, username }) + (friendsOnly ? ` (${t('photos.visibility.FRIENDS')})` : '');
  return (
    <Anchor component={Link} to={pathTo('userUpload', { slug: photo.ownerSlug, id: photo.id })} display="block" pos="relative" aria-label={label}>
      <PhotoPicture photo={photo} mode="thumb" alt={t('photos.alt', { username })} />
      {friendsOnly && (
        <Badge size="xs" pos="absolute" bottom={4} left={4} variant="filled" color="dark">
          {t('photos.visibility.FRIENDS')}
        </Badge>
      )}
    </Anchor>
  );
}

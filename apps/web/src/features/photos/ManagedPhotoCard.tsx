import { useEffect, useRef } from 'react';
import { Badge, Box, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { ConfirmButton } from '../../components/ConfirmButton.js';
import { PhotoPicture } from './PhotoPicture.js';
import type { Photo } from './operations.js';

export interface PhotoActions {
  move: (photo: Photo, by: -1 | 1) => void;
  setVisibility: (photo: Photo, friendsOnly: boolean) => void;
  setAvatar: (photo: Photo | null) => void;
  setWallImage: (photo: Photo | null) => void;
  remove: (photo: Photo) => Promise<boolean>;
}

/**
 * One photo on the managing screen with every action its owner has (viewerCan): order (buttons,
 * so keyboards can do it), who sees it, avatar and wall image, delete after a confirmation.
 */
export function ManagedPhotoCard({
  photo,
  number,
  count,
  username,
  busy,
  focus,
  actions,
}: {
  photo: Photo;
  number: number;
  count: number;
  username: string;
  busy: boolean;
  /** Set (a new object each time) after this photo was moved: its move button takes the focus. */
  focus: { dir: 'up' | 'down' } | null;
  actions: PhotoActions;
}) {
  const { t } = useTranslation();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const can = photo.viewerCan;
  const first = number === 1;
  const last = number === count;

  // Keyboard users keep their place: the focus follows the moved photo (to the other button at an end).
  useEffect(() => {
    if (!focus || busy) return;
    if (focus.dir === 'up') (first ? down : up).current?.focus();
    else (last ? up : down).current?.focus();
  }, [focus, busy, first, last]);

  const inUse = photo.isAvatar || photo.isWallImage;
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.6" component="li" aria-label={t('photos.list.photo', { number, count })}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Box w={96} style={{ flexShrink: 0 }}>
          <PhotoPicture photo={photo} mode="thumb" alt={t('photos.alt', { username })} />
        </Box>
        <Stack gap={6} style={{ flexGrow: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} fz="sm">
              {t('photos.list.photo', { number, count })}
            </Text>
            <Badge variant="light" color={photo.visibility === 'FRIENDS' ? 'grape' : 'gray'}>
              {t(`photos.visibility.${photo.visibility}`)}
            </Badge>
            {photo.isAvatar && <Badge variant="filled">{t('photos.list.avatar')}</Badge>}
            {photo.isWallImage && <Badge variant="filled">{t('photos.list.wall')}</Badge>}
          </Group>
          <Switch
            label={t('photos.visibility.FRIENDS')}
            description={inUse ? t('photos.list.mustBePublic') : undefined}
            checked={photo.visibility === 'FRIENDS'}
            disabled={busy || !can.changeVisibility || (photo.visibility === 'PUBLIC' && !can.makeFriendsOnly)}
            onChange={(e) => actions.setVisibility(photo, e.currentTarget.checked)}
          />
          <Group gap={6}>
            {photo.isAvatar ? (
              <Button size="compact-sm" variant="default" disabled={busy} onClick={() => actions.setAvatar(null)}>
                {t('photos.list.removeAvatar')}
              </Button>
            ) : (
              <Button size="compact-sm" variant="light" disabled={busy || !can.useAsAvatar} onClick={() => actions.setAvatar(photo)}>
                {t('photos.list.makeAvatar')}
              </Button>
            )}
            {photo.isWallImage ? (
              <Button size="compact-sm" variant="default" disabled={busy} onClick={() => actions.setWallImage(null)}>
                {t('photos.list.removeWall')}
              </Button>
            ) : (
              <Button size="compact-sm" variant="light" disabled={busy || !can.useAsWallImage} onClick={() => actions.setWallImage(photo)}>
                {t('photos.list.makeWall')}
              </Button>
            )}
          </Group>
          {photo.visibility === 'FRIENDS' && !can.useAsAvatar && (
            <Text fz="xs" c="dimmed">
              {t('photos.list.friendsNotAvatar')}
            </Text>
          )}
          <Group gap={6}>
            <Button ref={up} size="compact-sm" variant="default" disabled={busy || first || !can.reorder} aria-label={t('photos.list.moveUpLabel', { number })} onClick={() => actions.move(photo, -1)}>
              {t('photos.list.moveUp')}
            </Button>
            <Button ref={down} size="compact-sm" variant="default" disabled={busy || last || !can.reorder} aria-label={t('photos.list.moveDownLabel', { number })} onClick={() => actions.move(photo, 1)}>
              {t('photos.list.moveDown')}
            </Button>
            {can.delete && (
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                color="red"
                disabled={busy}
                aria-label={t('photos.list.deleteLabel', { number })}
                title={t('photos.list.deleteTitle')}
                message={t('photos.list.deleteText')}
                confirmLabel={t('photos.list.delete')}
                onConfirm={() => actions.remove(photo)}
              >
                {t('photos.list.delete')}
              </ConfirmButton>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

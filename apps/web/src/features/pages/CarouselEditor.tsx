import { useState } from 'react';
import { ActionIcon, Button, Card, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from 'urql';
import { useTranslation } from '../../i18n/react.js';
import { altTextSchema, LIMITS } from '@venue/shared';
import { zodIssueCode } from '../../components/app-error.js';
import { FormError } from '../../components/FormError.js';
import { ResponsiveImage } from '../../components/ResponsiveImage.js';
import { useErrorText } from '../../components/useErrorText.js';
import type { VenuePage, VenuePageImage } from '../../components/venue-page/operations.js';
import { AddPageImageMutation, RemovePageImageMutation, ReorderPageImagesMutation, UpdatePageImageMutation } from './operations.js';
import { uploadPageImage, type UploadedImage } from './upload-image.js';

/** Carousel images of a page: upload with alt texts, change alt texts, move up/down, remove. */
export function CarouselEditor({ page }: { page: VenuePage }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [, reorder] = useMutation(ReorderPageImagesMutation);
  const [, remove] = useMutation(RemovePageImageMutation);

  async function move(index: number, by: -1 | 1) {
    const ids = page.images.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    const result = await reorder({ name: page.name, ids });
    setError(result.error ? errorText(result.error) : null);
  }

  async function removeImage(image: VenuePageImage) {
    if (!window.confirm(t('pages.images.confirmRemove'))) return;
    const result = await remove({ id: image.id });
    setError(result.error ? errorText(result.error) : null);
  }

  return (
    <Stack gap="md">
      <FormError>{error}</FormError>
      {page.images.length === 0 && <Text c="dimmed">{t('pages.images.none')}</Text>}
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {page.images.map((image, index) => (
          <li key={image.id}>
            <Card withBorder padding="sm" bg="dark.6">
              <Group align="flex-start" wrap="wrap" gap="sm">
                <div style={{ width: 160, flexShrink: 0 }}>
                  <ResponsiveImage storageKey={image.storageKey} width={image.width} height={image.height} alt={image.altDe} sizes="160px" />
                  <Text fz="xs" c="dimmed" mt={4}>
                    {t('pages.images.position', { index: index + 1, count: page.images.length })}
                  </Text>
                </div>
                <Stack gap={6} style={{ flex: '1 1 220px' }}>
                  <AltTextsForm image={image} />
                  <Group gap="xs">
                    <ActionIcon variant="default" disabled={index === 0} onClick={() => void move(index, -1)} aria-label={t('pages.images.moveUp', { index: index + 1 })}>
                      ↑
                    </ActionIcon>
                    <ActionIcon variant="default" disabled={index === page.images.length - 1} onClick={() => void move(index, 1)} aria-label={t('pages.images.moveDown', { index: index + 1 })}>
                      ↓
                    </ActionIcon>
                    <Button variant="subtle" color="red" size="xs" onClick={() => void removeImage(image)}>
                      {t('pages.images.remove')}
                    </Button>
                  </Group>
                </Stack>
              </Group>
            </Card>
          </li>
        ))}
      </Stack>
      {page.images.length < LIMITS.PAGES.imagesMax ? <AddImageForm pageName={page.name} /> : <Text c="dimmed">{t('errors.PAGE_IMAGES_LIMIT')}</Text>}
    </Stack>
  );
}

function useAltCheck() {
  const { t } = useTranslation();
  return (value: string) => {
    const code = zodIssueCode(altTextSchema.safeParse(value));
    return code ? t(`errors.${code}`) : null;
  };
}

/** The two alt texts of one image, saved together. */
function AltTextsForm({ image }: { image: VenuePageImage }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const check = useAltCheck();
  const [altDe, setAltDe] = useState(image.altDe);
  const [altEn, setAltEn] = useState(image.altEn);
  const [message, setMessage] = useState<string | null>(null);
  const [{ fetching }, update] = useMutation(UpdatePageImageMutation);
  const changed = altDe !== image.altDe || altEn !== image.altEn;

  async function save() {
    if (check(altDe) || check(altEn)) return;
    const result = await update({ id: image.id, altDe, altEn });
    setMessage(result.error ? errorText(result.error) : t('pages.images.altSaved'));
  }

  return (
    <Stack gap={6}>
      <TextInput size="xs" label={t('pages.images.altDe')} value={altDe} maxLength={LIMITS.PAGES.altMax} onChange={(e) => setAltDe(e.currentTarget.value)} error={changed ? check(altDe) : null} />
      <TextInput size="xs" label={t('pages.images.altEn')} value={altEn} maxLength={LIMITS.PAGES.altMax} onChange={(e) => setAltEn(e.currentTarget.value)} error={changed ? check(altEn) : null} />
      <Group gap="xs">
        <Button size="xs" variant="light" disabled={!changed} loading={fetching} onClick={() => void save()}>
          {t('pages.images.saveAlt')}
        </Button>
        {message && (
          <Text fz="xs" role="status">
            {message}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** Upload a picture (re-encoded by the server), describe it in both languages, add it at the end. */
function AddImageForm({ pageName }: { pageName: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const check = useAltCheck();
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [uploading, setUploading] = useState(false);
  const [altDe, setAltDe] = useState('');
  const [altEn, setAltEn] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, add] = useMutation(AddPageImageMutation);

  async function choose(file: File | null) {
    if (!file) return;
    setUploading(true);
    setError(null);
    const result = await uploadPageImage(file);
    setUploading(false);
    if (typeof result === 'string') setError(t(`errors.${result}`));
    else setUploaded(result);
  }

  async function submit() {
    setTried(true);
    if (!uploaded || check(altDe) || check(altEn)) return;
    const result = await add({ name: pageName, storageKey: uploaded.storageKey, altDe, altEn });
    if (result.error) return setError(errorText(result.error));
    setUploaded(null);
    setAltDe('');
    setAltEn('');
    setTried(false);
  }

  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Text fw={600}>{t('pages.images.addTitle')}</Text>
        <FileInput
          label={t('pages.images.file')}
          description={t('pages.images.fileHint')}
          accept="image/jpeg,image/png,image/webp,image/avif"
          value={null}
          onChange={(file) => void choose(file)}
          disabled={uploading}
          clearable={false}
        />
        {uploading && (
          <Text fz="sm" role="status">
            {t('pages.images.uploading')}
          </Text>
        )}
        {uploaded && (
          <>
            <div style={{ maxWidth: 240 }}>
              <ResponsiveImage storageKey={uploaded.storageKey} width={uploaded.width} height={uploaded.height} alt={t('pages.images.preview')} sizes="240px" />
            </div>
            <TextInput label={t('pages.images.altDe')} required value={altDe} maxLength={LIMITS.PAGES.altMax} onChange={(e) => setAltDe(e.currentTarget.value)} error={tried ? check(altDe) : null} />
            <TextInput label={t('pages.images.altEn')} required value={altEn} maxLength={LIMITS.PAGES.altMax} onChange={(e) => setAltEn(e.currentTarget.value)} error={tried ? check(altEn) : null} />
            <Group justify="flex-end">
              <Button onClick={() => void submit()} loading={fetching}>
                {t('pages.images.add')}
              </Button>
            </Group>
          </>
        )}
        <FormError>{error}</FormError>
      </Stack>
    </Card>
  );
}

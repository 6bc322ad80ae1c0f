import { useState, type FormEvent } from 'react';
import { Button, FileInput, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';
import { PHOTO_UPLOAD_TYPES, PHOTO_VISIBILITIES, type PhotoVisibility } from '@venue/shared';
import { uploadPhoto } from './upload-photo.js';

/**
 * Choose a file and who may see it, then upload. The server re-encodes the photo (a second or so);
 * errors arrive as codes and are shown translated at the file field.
 */
export function UploadPhotoForm({ onUploaded, upload = uploadPhoto }: { onUploaded: (id: string) => void; upload?: typeof uploadPhoto }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [visibility, setVisibility] = useState<PhotoVisibility>('PUBLIC');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    const result = await upload(file, visibility);
    setBusy(false);
    if ('error' in result) {
      setError(t(`errors.${result.error}`));
      return;
    }
    setFile(null);
    onUploaded(result.id);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <FileInput
          label={t('photos.upload.file')}
          description={t('photos.upload.hint')}
          placeholder={t('photos.upload.placeholder')}
          accept={PHOTO_UPLOAD_TYPES.join(',')}
          value={file}
          onChange={(f) => {
            setFile(f);
            setError(null);
          }}
          error={error}
          disabled={busy}
          clearable
        />
        <Radio.Group label={t('photos.upload.visibility')} value={visibility} onChange={(v) => setVisibility(v as PhotoVisibility)}>
          <Group gap="lg" mt={4}>
            {PHOTO_VISIBILITIES.map((v) => (
              <Radio key={v} value={v} label={t(`photos.visibility.${v}`)} description={t(`photos.visibility.${v}_hint`)} disabled={busy} />
            ))}
          </Group>
        </Radio.Group>
        <Group gap="sm">
          <Button type="submit" disabled={!file} loading={busy}>
            {t('photos.upload.submit')}
          </Button>
          {busy && (
            <Text fz="sm" role="status">
              {t('photos.upload.uploading')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { PHOTO_UPLOAD_TYPES } from '@venue/shared';
import { useTranslation } from '../../i18n/react.js';
import { uploadSelfie } from './upload-selfie.js';

/**
 * Choose the selfie, see it before sending, send it. The server re-encodes it without metadata;
 * refusals arrive as codes and show translated at the file field.
 */
export function SelfieUploadForm({ uploadPath, onUploaded, upload = uploadSelfie }: { uploadPath: string; onUploaded: () => void; upload?: typeof uploadSelfie }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    const result = await upload(uploadPath, file);
    setBusy(false);
    if ('error' in result) {
      setError(t(`errors.${result.error}`));
      return;
    }
    setFile(null);
    onUploaded();
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <FileInput
          label={t('verification.upload.file')}
          description={t('verification.upload.hint')}
          placeholder={t('verification.upload.placeholder')}
          leftSection={<IconCamera size={18} aria-hidden />}
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
        {preview && <Image src={preview} alt={t('verification.upload.preview')} radius="md" mah={320} w="auto" fit="contain" maw="100%" data-testid="selfie-preview" />}
        <Group gap="sm">
          <Button type="submit" disabled={!file} loading={busy}>
            {t('verification.upload.submit')}
          </Button>
          {busy && (
            <Text fz="sm" role="status">
              {t('verification.upload.uploading')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}

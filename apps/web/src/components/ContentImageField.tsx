import { useState } from 'react';
import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/react.js';
import { LIMITS, type ErrorCode } from '@venue/shared';
import { isErrorCode } from './app-error.js';
import { ResponsiveImage } from './ResponsiveImage.js';

export interface ContentImageValue {
  key: string;
  width: number;
  height: number;
}

interface UploadAnswer {
  data?: { attributes?: { storageKey?: string; width?: number; height?: number } };
  errors?: { code?: string }[];
}

/** Sends a file to POST /api/uploads/images; resolves with the stored image or an error code. */
async function uploadImage(file: File, purpose: 'news' | 'events' | 'gifts'): Promise<ContentImageValue | ErrorCode> {
  if (file.size > LIMITS.uploadBytes) return 'IMAGE_TOO_LARGE';
  const body = new FormData();
  body.append('file', file);
  try {
    const res = await fetch(`/api/uploads/images?purpose=${purpose}`, { method: 'POST', body, credentials: 'same-origin' });
    const answer = (await res.json().catch(() => ({}))) as UploadAnswer;
    const a = answer.data?.attributes;
    if (res.ok && a?.storageKey && a.width && a.height) return { key: a.storageKey, width: a.width, height: a.height };
    const code = answer.errors?.[0]?.code;
    return code && isErrorCode(code) ? (code as ErrorCode) : 'INTERNAL';
  } catch {
    return 'INTERNAL';
  }
}

/**
 * The picture of a news post, event or gift: upload (re-encoded by the server), preview, remove.
 * Texts come from `<ns>.image.*`.
 */
export function ContentImageField({
  ns,
  purpose,
  value,
  onChange,
  error,
}: {
  ns: 'news' | 'events' | 'gifts';
  purpose: 'news' | 'events' | 'gifts';
  value: ContentImageValue | null;
  onChange: (value: ContentImageValue | null) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function choose(file: File | null) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    const result = await uploadImage(file, purpose);
    setUploading(false);
    if (typeof result === 'string') setUploadError(t(`errors.${result}`));
    else onChange(result);
  }

  return (
    <Stack gap="xs">
      {value && (
        <Stack gap={4} maw={360}>
          <ResponsiveImage storageKey={value.key} width={value.width} height={value.height} alt={t(`${ns}.image.preview`)} sizes="360px" />
          <Group>
            <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
              {t(`${ns}.image.remove`)}
            </Button>
          </Group>
        </Stack>
      )}
      <FileInput
        label={value ? t(`${ns}.image.replace`) : t(`${ns}.image.label`)}
        description={t(`${ns}.image.hint`)}
        accept="image/jpeg,image/png,image/webp,image/avif"
        value={null}
        onChange={(file) => void choose(file)}
        disabled={uploading}
        error={uploadError ?? error}
        clearable={false}
      />
      {uploading && (
        <Text fz="sm" role="status">
          {t(`${ns}.image.uploading`)}
        </Text>
      )}
    </Stack>
  );
}

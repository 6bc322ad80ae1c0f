import { LIMITS, type ErrorCode } from '@venue/shared';
import { isErrorCode } from '../../components/app-error.js';

export interface UploadedImage {
  storageKey: string;
  width: number;
  height: number;
}

interface UploadAnswer {
  data?: { attributes?: { storageKey?: unknown; width?: unknown; height?: unknown } };
  errors?: { code?: string }[];
}

/** POST /api/uploads/images?purpose=static-pages (the session cookie authenticates); an error code on failure. */
export async function uploadPageImage(file: File, fetchImpl: typeof fetch = fetch): Promise<UploadedImage | ErrorCode> {
  if (file.size > LIMITS.uploadBytes) return 'IMAGE_TOO_LARGE';
  const body = new FormData();
  body.append('file', file);
  try {
    const res = await fetchImpl('/api/uploads/images?purpose=static-pages', { method: 'POST', body, credentials: 'same-origin' });
    const answer = (await res.json().catch(() => ({}))) as UploadAnswer;
    const a = answer.data?.attributes;
    if (res.ok && typeof a?.storageKey === 'string' && typeof a.width === 'number' && typeof a.height === 'number') {
      return { storageKey: a.storageKey, width: a.width, height: a.height };
    }
    const code = answer.errors?.[0]?.code;
    return code && isErrorCode(code) ? (code as ErrorCode) : 'INTERNAL';
  } catch {
    return 'INTERNAL';
  }
}

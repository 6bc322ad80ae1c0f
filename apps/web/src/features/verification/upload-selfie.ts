import { LIMITS, type ErrorCode } from '@venue/shared';
import { isErrorCode } from '../../components/app-error.js';

interface UploadAnswer {
  data?: { id?: string };
  errors?: { code?: string }[];
}

/**
 * Sends the selfie to its request's upload address (multipart: one `file`). Size and HEIC are
 * checked here for instant feedback; the server checks everything again by content.
 */
export async function uploadSelfie(uploadPath: string, file: File, fetchImpl: typeof fetch = fetch): Promise<{ ok: true } | { error: ErrorCode }> {
  if (file.size > LIMITS.uploadBytes) return { error: 'IMAGE_TOO_LARGE' };
  if (/^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) return { error: 'IMAGE_FORMAT_UNSUPPORTED' };
  const body = new FormData();
  body.append('file', file);
  try {
    const res = await fetchImpl(uploadPath, { method: 'POST', body, credentials: 'same-origin' });
    const answer = (await res.json().catch(() => ({}))) as UploadAnswer;
    if (res.ok && answer.data?.id) return { ok: true };
    const code = answer.errors?.[0]?.code;
    return { error: code && isErrorCode(code) ? (code as ErrorCode) : 'INTERNAL' };
  } catch {
    return { error: 'INTERNAL' };
  }
}

import { LIMITS, type ErrorCode, type PhotoVisibility } from '@venue/shared';
import { isErrorCode } from '../../components/app-error.js';

interface UploadAnswer {
  data?: { id?: string };
  errors?: { code?: string }[];
}

/** HEIC/HEIF (iPhone photos): the server cannot decode them, so say so before sending 4 MB. */
function looksLikeHeic(file: File): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/**
 * Sends a photo to POST /api/photos (multipart: visibility, then the file). Resolves with the new
 * photo's id or an error code; size and HEIC are checked here first for instant feedback, the
 * server checks everything again (by content, not by name).
 */
export async function uploadPhoto(file: File, visibility: PhotoVisibility, fetchImpl: typeof fetch = fetch): Promise<{ id: string } | { error: ErrorCode }> {
  if (file.size > LIMITS.uploadBytes) return { error: 'IMAGE_TOO_LARGE' };
  if (looksLikeHeic(file)) return { error: 'IMAGE_FORMAT_UNSUPPORTED' };
  const body = new FormData();
  body.append('visibility', visibility);
  body.append('file', file);
  try {
    const res = await fetchImpl('/api/photos', { method: 'POST', body, credentials: 'same-origin' });
    const answer = (await res.json().catch(() => ({}))) as UploadAnswer;
    if (res.ok && answer.data?.id) return { id: answer.data.id };
    const code = answer.errors?.[0]?.code;
    return { error: code && isErrorCode(code) ? (code as ErrorCode) : 'INTERNAL' };
  } catch {
    return { error: 'INTERNAL' };
  }
}

import { LIMITS, type ErrorCode } from '@venue/shared';
import { isErrorCode } from '../../components/app-error.js';

interface UploadAnswer {
  data?: { id?: string; attributes?: { seq?: number } };
  errors?: { code?: string; meta?: { fields?: { code?: string }[] } }[];
}

const ACCEPTED = /^image\/(jpeg|png|webp)$/i;

/**
 * Sends a picture into a conversation: POST /api/conversations/<id>/uploads (multipart `file`),
 * which stores it and writes a message with its link (decision 0018). Size and type are checked
 * here first for instant feedback; the server checks everything again by content.
 */
export async function uploadPicture(conversationId: string, file: File, fetchImpl: typeof fetch = fetch): Promise<{ seq: number } | { error: ErrorCode }> {
  if (file.size > LIMITS.uploadBytes) return { error: 'IMAGE_TOO_LARGE' };
  if (file.type && !ACCEPTED.test(file.type)) return { error: /hei[cf]/i.test(file.type) ? 'IMAGE_FORMAT_UNSUPPORTED' : 'IMAGE_INVALID' };
  const body = new FormData();
  body.append('file', file);
  try {
    const res = await fetchImpl(`/api/conversations/${encodeURIComponent(conversationId)}/uploads`, { method: 'POST', body, credentials: 'same-origin' });
    const answer = (await res.json().catch(() => ({}))) as UploadAnswer;
    if (res.ok && answer.data?.id) return { seq: answer.data.attributes?.seq ?? 0 };
    const first = answer.errors?.[0];
    const code = first?.meta?.fields?.[0]?.code ?? first?.code;
    return { error: code && isErrorCode(code) ? (code as ErrorCode) : 'INTERNAL' };
  } catch {
    return { error: 'INTERNAL' };
  }
}

import type { ErrorCode } from '@venue/shared';
import { isErrorCode } from '../../components/app-error.js';

/** Where the member's archive comes from (the server's data-export route). */
export const EXPORT_URL = '/api/me/export';

export type ExportOutcome = { ok: true; filename: string } | { ok: false; code: ErrorCode };

function filenameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'club-venue-export.zip';
}

/**
 * Fetches the archive with the session cookie and hands it to the browser as a download. A refusal
 * (JSON:API error) answers its code, so the screen can say why in the member's language.
 */
export async function downloadExport(fetchImpl: typeof fetch = fetch): Promise<ExportOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(EXPORT_URL, { credentials: 'same-origin' });
  } catch {
    return { ok: false, code: 'INTERNAL' };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: { code?: string }[] } | null;
    const code = body?.errors?.[0]?.code;
    return { ok: false, code: code && isErrorCode(code) ? (code as ErrorCode) : 'INTERNAL' };
  }
  const filename = filenameOf(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; give it a moment before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, filename };
}

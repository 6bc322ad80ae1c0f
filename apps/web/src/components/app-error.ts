import type { CombinedError } from 'urql';
import type { ErrorCode, FieldIssue } from '@venue/shared';

/** What the server said went wrong, read from `errors[0].extensions` (see error-codes.ts). */
export interface AppErrorInfo {
  code: ErrorCode;
  fields: FieldIssue[];
  retryAfterSeconds?: number;
  until?: string;
}

/**
 * Whether a value has the form of an error code (NOT_ALLOWED, MAX_CONVERSATIONS_REACHED, …). Checked
 * by form, not against the list of codes, so the first page does not carry that growing list; a
 * code without a text in the catalogue is shown as the general error (components/useErrorText.ts).
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value);
}

/** Unknown failures (network down, unexpected answers) become INTERNAL: the general error text. */
export function readAppError(error: CombinedError): AppErrorInfo {
  const first = error.graphQLErrors[0];
  const ext = (first?.extensions ?? {}) as Record<string, unknown>;
  if (!first || !isErrorCode(ext.code)) return { code: 'INTERNAL', fields: [] };
  const fields = Array.isArray(ext.fields)
    ? (ext.fields as unknown[]).flatMap((f) => {
        const issue = f as { field?: unknown; code?: unknown };
        return typeof issue.field === 'string' && isErrorCode(issue.code) ? [{ field: issue.field, code: issue.code }] : [];
      })
    : [];
  return {
    code: ext.code,
    fields,
    ...(typeof ext.retryAfterSeconds === 'number' ? { retryAfterSeconds: ext.retryAfterSeconds } : {}),
    ...(typeof ext.until === 'string' ? { until: ext.until } : {}),
  };
}

/** The first zod issue of a shared schema as an error code (the schemas use codes as messages). */
export function zodIssueCode(result: { success: boolean; error?: { issues: { message: string }[] } }): ErrorCode | null {
  if (result.success) return null;
  const message = result.error?.issues[0]?.message;
  return isErrorCode(message) ? message : 'BAD_INPUT';
}

import type { CombinedError } from 'urql';
import { readAppError, type AppErrorInfo } from '../../components/app-error.js';

/**
 * Which input of a form a server refusal belongs to: the field the server named (with that
 * field's own code), or `fallback` for refusals about the whole form (e.g. RATE_LIMITED).
 */
export function fieldErrorOf<F extends string>(error: CombinedError, fields: readonly F[], fallback: F): { field: F; info: AppErrorInfo } {
  const info = readAppError(error);
  const named = info.fields.find((f): f is { field: F; code: AppErrorInfo['code'] } => (fields as readonly string[]).includes(f.field));
  return named ? { field: named.field, info: { ...info, code: named.code } } : { field: fallback, info };
}

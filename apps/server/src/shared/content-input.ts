import { ERROR_CODES, type ErrorCode, type FieldIssue } from '@venue/shared';
import type { ZodError } from 'zod';
import { AppError } from './app-error.js';

type Schema<T> = { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } };

/**
 * Like parseInput, but when every issue carries the same code (SLUG_INVALID, TITLE_INVALID …)
 * that code is the error's own code, so a client can show it without looking into the fields.
 */
export function parseWithFieldCodes<T>(schema: Schema<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldIssue[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'input',
    code: (ERROR_CODES as readonly string[]).includes(issue.message) ? (issue.message as ErrorCode) : 'BAD_INPUT',
  }));
  const codes = new Set(fields.map((f) => f.code));
  throw new AppError(codes.size === 1 ? fields[0]!.code : 'BAD_INPUT', { fields });
}

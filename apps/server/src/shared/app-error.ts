import { GraphQLError } from 'graphql';
import type { ZodError } from 'zod';
import { ERROR_CODES, type ErrorCode, type FieldIssue } from '@venue/shared';

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  BAD_INPUT: 400,
  NOT_SIGNED_IN: 401,
  NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  IMAGE_TOO_LARGE: 413,
  UPLOAD_NOT_SAVED: 503,
  INTERNAL: 500,
};

/**
 * A failure with a stable machine code. It is a GraphQLError so Yoga passes it to the client
 * unmasked; the web app translates `extensions.code` (and each field issue) via its catalogues.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly fields: FieldIssue[];
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, opts: { fields?: FieldIssue[]; retryAfterSeconds?: number; until?: string } = {}) {
    super(code, {
      extensions: {
        code,
        ...(opts.fields?.length ? { fields: opts.fields } : {}),
        ...(opts.retryAfterSeconds ? { retryAfterSeconds: opts.retryAfterSeconds } : {}),
        ...(opts.until ? { until: opts.until } : {}),
      },
    });
    this.code = code;
    this.fields = opts.fields ?? [];
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  get httpStatus() {
    return HTTP_STATUS[this.code] ?? 422;
  }

  /** A zod failure as BAD_INPUT (or the single code when only one code is involved). */
  static fromZod(error: ZodError): AppError {
    const fields: FieldIssue[] = error.issues.map((issue) => ({
      field: issue.path.join('.') || 'input',
      code: (ERROR_CODES as readonly string[]).includes(issue.message) ? (issue.message as ErrorCode) : 'BAD_INPUT',
    }));
    return new AppError('BAD_INPUT', { fields });
  }
}

/** Parses input with a shared zod schema; a failure becomes a coded BAD_INPUT error. */
export function parseInput<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}

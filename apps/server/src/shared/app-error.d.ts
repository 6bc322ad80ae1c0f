import { GraphQLError } from 'graphql';
import type { ZodError } from 'zod';
import { type ErrorCode, type FieldIssue } from '@venue/shared';
/**
 * A failure with a stable machine code. It is a GraphQLError so Yoga passes it to the client
 * unmasked; the web app translates `extensions.code` (and each field issue) via its catalogues.
 */
export declare class AppError extends GraphQLError {
    readonly code: ErrorCode;
    readonly fields: FieldIssue[];
    readonly retryAfterSeconds?: number;
    constructor(code: ErrorCode, opts?: {
        fields?: FieldIssue[];
        retryAfterSeconds?: number;
        until?: string;
    });
    get httpStatus(): number;
    /** A zod failure as BAD_INPUT (or the single code when only one code is involved). */
    static fromZod(error: ZodError): AppError;
}
/** Parses input with a shared zod schema; a failure becomes a coded BAD_INPUT error. */
export declare function parseInput<T>(schema: {
    safeParse(v: unknown): {
        success: true;
        data: T;
    } | {
        success: false;
        error: ZodError;
    };
}, value: unknown): T;

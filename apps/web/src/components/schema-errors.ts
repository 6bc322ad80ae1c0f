import type { ErrorCode, FieldIssue } from '@venue/shared';
import { isErrorCode } from './app-error.js';

type Schema = { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } };

/** The first issue per field of a shared input schema, as error codes (the schemas use codes as messages). */
export function schemaFieldIssues(schema: Schema, value: unknown): FieldIssue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.') || 'input';
    if (seen.has(field)) continue;
    seen.add(field);
    const code = isErrorCode(issue.message) ? (issue.message as ErrorCode) : 'BAD_INPUT';
    issues.push({ field, code });
  }
  return issues;
}

/**
 * The unique constraint (index name) a failed statement violated, or null. Works for node-postgres
 * and PGlite errors, also when Drizzle wraps them (DrizzleQueryError keeps the driver error as cause).
 */
export function uniqueConstraintOf(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

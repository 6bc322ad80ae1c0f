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

/** The SQLSTATE of a failed statement (node-postgres and PGlite, also wrapped by Drizzle), or null. */
export function sqlStateOf(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * True when a statement failed on a character PostgreSQL text cannot hold (U+0000: SQLSTATE 22021,
 * or 22P05 for a lone surrogate): the client's input, not a server fault.
 */
export function isUntextableInput(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}

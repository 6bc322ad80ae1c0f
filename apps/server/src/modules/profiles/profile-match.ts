import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from './profiles.table.js';

// Spec §5: "Profile type must match what a user is looking for to contact them." One predicate for
// every kind of contact (friend requests, messages, profile visibility; decisions 0009 and 0011),
// with its SQL twin for lists.

/**
 * True when a member of profile type `contactSex` may contact a member who looks for `lookingFor`.
 * An empty list means the member looks for everyone; a contact without a profile type matches
 * only such open members.
 */
export function profileTypeMatches(contactSex: string | null | undefined, lookingFor: readonly string[] | null | undefined): boolean {
  if (!lookingFor || lookingFor.length === 0) return true;
  return !!contactSex && lookingFor.includes(contactSex);
}

/**
 * SQL twin of profileTypeMatches for lists: the member in `userIdColumn` looks for the profile type
 * `contactSex` (or for everyone; members without a profiles row look for everyone).
 */
export function profileTypeMatchesSql(contactSex: string | null | undefined, userIdColumn: AnyColumn): SQL {
  const lookingFor = sql`coalesce((select p.looking_for from ${profiles} p where p.user_id = ${userIdColumn}), '{}'::text[])`;
  if (!contactSex) return sql`cardinality(${lookingFor}) = 0`;
  return sql`(cardinality(${lookingFor}) = 0 or ${contactSex} = any(${lookingFor}))`;
}

/** What the member looks for (empty for members without a profiles row: everyone). */
export async function getLookingFor(db: DbOrTx, userId: string): Promise<string[]> {
  const [row] = await db.select({ lookingFor: profiles.lookingFor }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.lookingFor ?? [];
}

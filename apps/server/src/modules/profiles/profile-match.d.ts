import { type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
/**
 * True when a member of profile type `contactSex` may contact a member who looks for `lookingFor`.
 * An empty list means the member looks for everyone; a contact without a profile type matches
 * only such open members.
 */
export declare function profileTypeMatches(contactSex: string | null | undefined, lookingFor: readonly string[] | null | undefined): boolean;
/**
 * SQL twin of profileTypeMatches for lists: the member in `userIdColumn` looks for the profile type
 * `contactSex` (or for everyone; members without a profiles row look for everyone).
 */
export declare function profileTypeMatchesSql(contactSex: string | null | undefined, userIdColumn: AnyColumn): SQL;
/** What the member looks for (empty for members without a profiles row: everyone). */
export declare function getLookingFor(db: DbOrTx, userId: string): Promise<string[]>;

import type { DbOrTx } from '../../db/client.js';
import { sharedWhilePending } from '../../shared/shared-while-pending.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { findOwnProfileSummary, type OwnProfileSummary } from './profiles.repository.js';

const pending = sharedWhilePending<UserRow, OwnProfileSummary>();

/**
 * The member's own looking-for, avatar and wall image for one `CurrentUser` being resolved: its
 * fields, resolved in the same turn, share one read while it runs; a later resolution (the next
 * mutation of a document, after its change) reads afresh.
 */
export function ownProfileSummary(db: DbOrTx, user: UserRow): Promise<OwnProfileSummary> {
  return pending(user, () => findOwnProfileSummary(db, user.id));
}

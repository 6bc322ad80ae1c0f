import type { AchievementFamily } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';

/**
 * Called inside the transaction of a change that may earn a member an achievement (a friendship
 * accepted, a public chat message, an upload, a spark received, a gift): awards what the member's
 * count now reaches, exactly once. Issue 16's contract: the achievements module fills this in; the
 * other modules only call it.
 */
export async function achievementsProgressed(_tx: DbOrTx, _userId: string, _family: AchievementFamily, _at: Date): Promise<void> {}

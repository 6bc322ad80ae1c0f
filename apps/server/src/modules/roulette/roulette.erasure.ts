import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rouletteMembers, roulettePairs } from './roulette.table.js';

/**
 * Deleting a member for good (decision 0014), the roulette's part: a live chat ends (its messages go
 * with it), the member's place goes, and others forget them as their last partner.
 */
export const rouletteErasureStep = {
  name: 'chat roulette',
  async erase(tx: DbOrTx, userId: string): Promise<string[]> {
    await tx.delete(roulettePairs).where(or(eq(roulettePairs.userA, userId), eq(roulettePairs.userB, userId)));
    await tx.delete(rouletteMembers).where(eq(rouletteMembers.userId, userId));
    await tx.update(rouletteMembers).set({ lastPartnerId: null }).where(eq(rouletteMembers.lastPartnerId, userId));
    return [];
  },
};

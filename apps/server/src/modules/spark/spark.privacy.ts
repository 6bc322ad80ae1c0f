import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './spark.repository.js';
import { sparkDecisions, sparkMatches } from './spark.table.js';

/**
 * Deleting a member for good (decisions 0014, 0045), Spark's part: their decisions, the sparks and
 * skips others gave them, and their matches go (a match's home entries go with the member's
 * notifications). Nothing of it is kept: a spark only ever meant something between the two.
 */
export const sparkErasureStep = {
  name: 'spark',
  async erase(tx: DbOrTx, userId: string): Promise<string[]> {
    await tx.delete(sparkDecisions).where(or(eq(sparkDecisions.actorId, userId), eq(sparkDecisions.targetId, userId)));
    await tx.delete(sparkMatches).where(or(eq(sparkMatches.userA, userId), eq(sparkMatches.userB, userId)));
    return [];
  },
};

/** The member's sparks, skips and matches for the data export (others' sparks are theirs, decision 0045). */
export async function sparkExportOf(db: DbOrTx, userId: string) {
  const { decisions, matches } = await repo.exportOf(db, userId);
  return {
    sparkDecisions: decisions.map((d) => ({ kind: d.kind, member: d.member, decidedAt: d.decidedAt.toISOString() })),
    sparkMatches: matches.map((m) => ({ id: m.id, member: m.member, matchedAt: m.createdAt.toISOString() })),
  };
}

import { eq, sql } from 'drizzle-orm';
import { ACHIEVEMENT_FAMILIES, type AchievementFamily } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { driverJson } from '../../db/driver-row.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { users } from '../accounts/accounts.table.js';
import { notify } from '../notifications/notify.js';
import { countFamily, familyCountSql } from './achievements.counts.js';
import * as policy from './achievements.policy.js';
import { insertEarned } from './achievements.repository.js';
import { memberAchievements, type MemberAchievementRow } from './achievements.table.js';
import { usersIdSql } from '../accounts/members.repository.js';

/**
 * The statement of achievementsProgressed for each family, prepared once per database handle (and
 * parsed once per connection: inside a transaction PostgreSQL otherwise parses and plans it for
 * every message). The count goes up to the family's highest threshold, and is not made once that
 * one is earned.
 */
const memberFacts = Object.fromEntries(ACHIEVEMENT_FAMILIES.map((family) => [family, memberFactsStatement(family)])) as Record<AchievementFamily, ReturnType<typeof memberFactsStatement>>;

function memberFactsStatement(family: AchievementFamily) {
  const highest = policy.highestOfFamily(family);
  const counted = !policy.COMING_SOON_FAMILIES.has(family);
  return preparedPerHandle((db) => {
    const userId = sql.placeholder('userId');
    return db
      .select({
        admin: users.admin,
        deletedAt: users.deletedAt,
        earned: sql<string[] | string | null>`(select json_agg(a.key) from ${memberAchievements} a where a.user_id = ${usersIdSql})`,
        count: counted
          ? sql<number | null>`case when exists (select 1 from ${memberAchievements} a where a.user_id = ${usersIdSql} and a.key = ${highest.key}) then null else ${familyCountSql(db, family, sql`${userId}::uuid`, highest.threshold)} end`
          : sql<null>`null`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
      .prepare(`achievement_facts_${family.toLowerCase()}`);
  });
}

/**
 * Called inside the transaction of a change that may earn a member an achievement (a friendship
 * accepted, a public chat message, an upload, a spark received, a gift): awards what the member's
 * count now reaches, exactly once. Issue 16's contract: the achievements module fills this in; the
 * other modules only call it.
 */
export async function achievementsProgressed(tx: DbOrTx, userId: string, family: AchievementFamily, at: Date): Promise<MemberAchievementRow[]> {
  // The member, what they earned already and their count, in one statement (it runs inside the
  // change's transaction; a round trip less in every message to a public room: issue 18).
  const [member] = await memberFacts[family](tx).execute({ userId });
  if (!policy.mayEarn(member).allowed) return [];
  const earned = new Set(driverJson(member!.earned) ?? []);
  // A complete family costs no count at all; otherwise the count stops at the highest open threshold.
  const limit = policy.countingLimit(family, earned);
  if (limit === null) return [];
  // (Only when the highest is earned and a lower one not, which awarding never leaves, is the count made apart.)
  const count = limit === policy.highestOfFamily(family).threshold && member!.count !== null ? Number(member!.count) : await countFamily(tx, family, userId, limit);
  return awardReached(tx, userId, family, count, at, earned);
}

/**
 * Awards the family's achievements `count` reaches and tells the member of each one this call
 * actually inserted (the unique key decides, so two racing calls tell the member once).
 */
export async function awardReached(tx: DbOrTx, userId: string, family: AchievementFamily, count: number, at: Date, earned: ReadonlySet<string> = new Set()): Promise<MemberAchievementRow[]> {
  const reached = policy.reachedKeys(family, count).filter((k) => !earned.has(k));
  const inserted = await insertEarned(tx, userId, reached, at);
  for (const row of inserted) {
    await notify(tx, { userId, kind: 'ACHIEVEMENT_EARNED', subjectId: row.id, at });
  }
  return inserted;
}

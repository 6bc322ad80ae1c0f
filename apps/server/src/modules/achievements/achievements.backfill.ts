import { sql, type SQL } from 'drizzle-orm';
import { ACHIEVEMENTS, ACHIEVEMENT_FAMILIES, type AchievementFamily } from '@venue/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { insertSettingOnce } from '../system/app-settings.repository.js';
import { COUNTED_ROOM_KINDS } from './achievements.counts.js';
import { COMING_SOON_FAMILIES, keysOfFamily } from './achievements.policy.js';

// The backfill (decision 0048): members who reached a threshold before achievements existed get
// them, set-based, in one statement per family. Idempotent (ON CONFLICT DO NOTHING). Backfilled
// achievements send no notification: nothing happened just now, and a deployment must not flood
// every member's phone; they show on the achievements screen and the profile.

/** Each family's count for every member as `(user_id, n)`; null: nothing to count yet. */
const FAMILY_TOTALS: Record<AchievementFamily, SQL | null> = {
  FRIENDS: sql`select f.uid as user_id, count(*)::int as n from (
      select fr.requester_id as uid, fr.addressee_id as other from friendships fr where fr.status = 'ACCEPTED'
      union all
      select fr.addressee_id, fr.requester_id from friendships fr where fr.status = 'ACCEPTED'
    ) f join users o on o.id = f.other and o.deleted_at is null group by f.uid`,
  ROOM_MESSAGES: sql`select m.sender_id as user_id, count(*)::int as n from room_messages m join chat_rooms r on r.id = m.room_id
    where r.kind in (${sql.join(
      COUNTED_ROOM_KINDS.map((k) => sql`${k}`),
      sql`, `,
    )}) group by m.sender_id`,
  UPLOADS: sql`select u.user_id, count(*)::int as n from user_uploads u group by u.user_id`,
  LIKES: sql`select d.target_id as user_id, count(*)::int as n from spark_decisions d where d.kind = 'SPARK' group by d.target_id`,
  GIFTS: sql`select t.sender_id as user_id, count(*)::int as n from gift_transfers t group by t.sender_id`,
};

/** Awards every member what they already reached; answers how many achievements were added. */
export async function backfillAchievements(db: DbOrTx, at: Date): Promise<number> {
  let added = 0;
  for (const family of ACHIEVEMENT_FAMILIES) {
    const totals = FAMILY_TOTALS[family];
    if (!totals || COMING_SOON_FAMILIES.has(family)) continue;
    const thresholds = sql.join(
      keysOfFamily(family).map((k) => sql`(${k}, ${ACHIEVEMENTS[k].threshold}::int)`),
      sql`, `,
    );
    const result = (await db.execute(sql`
      insert into member_achievements (user_id, key, earned_at)
      select t.user_id, k.key, ${at.toISOString()}::timestamptz
      from (${totals}) t
      join users u on u.id = t.user_id and not u.admin and u.deleted_at is null
      join (values ${thresholds}) as k(key, threshold) on t.n >= k.threshold
      on conflict (user_id, key) do nothing
      returning id`)) as unknown as { rows: unknown[] };
    added += result.rows.length;
  }
  return added;
}

/** Bump when a family's count changes meaning or a new family becomes countable: the next start backfills again. */
export const BACKFILL_VERSION = 1;

/**
 * On start: runs the backfill once per version, whichever instance starts first (the setting's
 * unique key makes a second instance wait for the first and then skip). A failed run stores
 * nothing, so the next start tries again.
 */
export async function backfillAchievementsOnce(db: Db, at: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const marker = await insertSettingOnce(tx, `achievements.backfill.v${BACKFILL_VERSION}`, { at: at.toISOString() });
    if (!marker.inserted) return null;
    return backfillAchievements(tx, at);
  });
}

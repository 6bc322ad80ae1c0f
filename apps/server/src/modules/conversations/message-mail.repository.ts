import { and, eq, isNull, sql } from 'drizzle-orm';
import { TIMINGS } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle, uuidArray } from '../../db/prepared.js';
import { users } from '../accounts/accounts.table.js';
import { messageMailState } from './conversations.table.js';

// The stored state of the message e-mail (decision 0018): it holds across instances and restarts.

/**
 * Devices of these members read live until `until` (their marks renewed together while they hold
 * the live subscription: live-marks.ts). Members who are gone meanwhile are left out.
 */
export async function markLiveMany(db: DbOrTx, userIds: string[], until: Date): Promise<void> {
  if (userIds.length === 0) return;
  await liveMarks(db).execute({ ids: uuidArray(userIds), until: until.toISOString() });
}

// Every stream that opens, and all of an instance's streams once a period: prepared.
const liveMarks = preparedPerHandle((db) =>
  db
    .insert(messageMailState)
    .select(
      db
        .select({ userId: users.id, liveUntil: sql<Date>`${sql.placeholder('until')}::timestamptz`.as('live_until'), lastMailAt: sql<Date | null>`null::timestamptz`.as('last_mail_at') })
        .from(users)
        .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`),
    )
    .onConflictDoUpdate({ target: messageMailState.userId, set: { liveUntil: sql`greatest(${messageMailState.liveUntil}, excluded.live_until)` } })
    .prepare('mark_message_mail_live_many'),
);

/**
 * Claims the member's message e-mail for `now` when one is due: nobody reads live and the last one
 * went out at least 5 minutes ago (policy.messageMailDue, as one statement), and the member is
 * neither deleted nor deactivated (nothing is stored for them then). True: send it; two instances
 * claiming at once get one true between them (the row lock of the upsert). Most recipients read
 * live: the claim comes first, so that their recipient row is never read (messages.service.ts).
 */
export async function claimMessageMail(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const rows = await mailClaim(db).execute({ userId, now: now.toISOString() });
  return rows.length > 0;
}

// The claim's moment, the statement's parameter `now`.
const claimedAt = sql`${sql.placeholder('now')}::timestamptz`;
const mailClaim = preparedPerHandle((db) =>
  db
    .insert(messageMailState)
    .select(
      db
        .select({ userId: users.id, liveUntil: sql<Date | null>`null::timestamptz`.as('live_until'), lastMailAt: sql<Date>`${claimedAt}`.as('last_mail_at') })
        .from(users)
        .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt), eq(users.isDeactivated, false))),
    )
    .onConflictDoUpdate({
      target: messageMailState.userId,
      set: { lastMailAt: sql`excluded.last_mail_at` },
      setWhere: sql`(${messageMailState.liveUntil} is null or ${messageMailState.liveUntil} <= ${claimedAt})
        and (${messageMailState.lastMailAt} is null or ${messageMailState.lastMailAt} <= ${claimedAt} - make_interval(mins => ${sql.raw(String(TIMINGS.messageEmailMinutes))}))`,
    })
    .returning({ userId: messageMailState.userId })
    .prepare('claim_message_mail'),
);

export async function mailStateOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(messageMailState).where(eq(messageMailState.userId, userId)).limit(1);
  return row ?? null;
}

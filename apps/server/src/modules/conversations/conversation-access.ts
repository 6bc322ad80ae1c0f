import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type * as policy from './conversations.policy.js';
import * as repo from './conversations.repository.js';
import type { ParticipantRow } from './conversations.table.js';
import type { RecipientFacts } from '../notifications/notify.js';
export { assertAllowed, idOrNotFound as conversationId } from '../../shared/decision.js';

// What every use case on one conversation starts with: a well-formed id, the viewer's participation,
// and the facts of the rules, read under the participants' row locks.

export interface LockedConversation {
  /** The viewer's row (locked members: fresh), or null when they take no part. */
  own: ParticipantRow | null;
  participants: ParticipantRow[];
  /** The viewer as locked now (their row may have changed since the request began). */
  viewer: UserRow;
  facts: policy.WriteFacts;
  /** What a message's notification needs of each participant, read with them (notify's `known`). */
  recipients: Map<string, RecipientFacts>;
}

/**
 * Locks every participant's member row (in id order, as friends and blocks do, so that a block or
 * deactivation running at the same time waits for the message or the other way round) and reads
 * the rules' facts. Someone else's conversation answers like an unknown one.
 */
export async function lockConversation(tx: DbOrTx, viewer: UserRow, id: string): Promise<LockedConversation> {
  const members = await repo.lockParticipantMembers(tx, id, viewer.id);
  if (!members.has(viewer.id)) throw new AppError('NOT_FOUND');
  // Read again under the locks: a participant may have deleted the conversation meanwhile; the
  // blocks between the viewer and the others with them.
  const rows = await repo.participantsWithBlocks(tx, id, viewer.id);
  const participants = rows.map(({ blockedByViewer: _b, blockedViewer: _v, messageChannels: _c, ...row }) => row);
  const own = participants.find((p) => p.userId === viewer.id) ?? null;
  if (!own) throw new AppError('NOT_FOUND');
  const me = members.get(viewer.id) ?? viewer;
  const facts: policy.WriteFacts = {
    viewer: me,
    own,
    others: rows
      .filter((p) => p.userId !== viewer.id)
      .map((p) => ({ member: members.get(p.userId) ?? null, deletedAt: p.deletedAt, blockedByViewer: p.blockedByViewer, blockedViewer: p.blockedViewer })),
  };
  const recipients = new Map<string, RecipientFacts>();
  for (const row of rows) {
    // Their state as locked now; a participant without a member row (erased) is left to notify.
    const member = members.get(row.userId);
    if (member) recipients.set(row.userId, { admin: member.admin, deletedAt: member.deletedAt, isDeactivated: member.isDeactivated, ...row.messageChannels });
  }
  return { own, participants, viewer: me, facts, recipients };
}

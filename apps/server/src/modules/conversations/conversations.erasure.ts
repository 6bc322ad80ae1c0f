import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './conversations.repository.js';
import { storageKeysOf } from './messages.repository.js';
import { conversationMessages, conversationParticipants, conversationReads, conversationUploads, messageMailState } from './conversations.table.js';

/**
 * Deleting a member for good (decisions 0014, 0025), the conversations' part. The others keep their
 * conversation readable: the member's messages stay in their places (seq), emptied, marked erased
 * and without sender, so they show as "removed" from a former member; the member's pictures (rows
 * now, files after commit), read marks, participation and e-mail state go. A conversation nobody
 * sees any more (everyone else had deleted it) goes whole, with the others' pictures.
 */
export async function eraseConversationsOf(tx: DbOrTx, userId: string, now: Date): Promise<string[]> {
  const ids = await repo.conversationIdsOf(tx, userId);
  const pictures = await tx
    .delete(conversationUploads)
    .where(eq(conversationUploads.userId, userId))
    .returning({ storageKey: conversationUploads.storageKey });
  await tx.update(conversationMessages).set({ body: '', erasedAt: now, senderId: null }).where(eq(conversationMessages.senderId, userId));
  await tx.delete(conversationReads).where(eq(conversationReads.userId, userId));
  await tx.delete(conversationParticipants).where(eq(conversationParticipants.userId, userId));
  await tx.delete(messageMailState).where(eq(messageMailState.userId, userId));

  const abandoned: string[] = [];
  for (const id of ids) if (await repo.isAbandoned(tx, id)) abandoned.push(id);
  const othersPictures = await storageKeysOf(tx, abandoned);
  for (const id of abandoned) await repo.deleteConversation(tx, id);
  return [...pictures.map((p) => p.storageKey), ...othersPictures].map((key) => `${key}/`);
}

export const conversationsErasureStep = { name: 'conversations', erase: eraseConversationsOf };

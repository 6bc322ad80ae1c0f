import { and, asc, desc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { CONVERSATIONS, type ConversationFolder } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { executeNamed, preparedPerHandle, sqlLimit, statementsPerIdCount } from '../../db/prepared.js';
import { driverJson, fromDriverRow } from '../../db/driver-row.js';
import { inFolder } from './conversations.repository.js';
import {
  conversationMessages as messages,
  conversationParticipants as participants,
  conversationReads as reads,
  conversationUploads as uploads,
  conversations,
  type ConversationReadRow,
  type ConversationUploadRow,
  type MessageRow,
  type ParticipantRow,
} from './conversations.table.js';

// Queries of messages, read marks and uploads. Every message query walks the unique index
// (conversation_id, seq): paging backwards, catch-up after a seq, the latest message.

/**
 * Stores the next message and records its delivery, in one statement (four before, issue 18): the
 * conversation's counter gives the message its place; every participant who still sees the
 * conversation gets it at the top of the inbox (an archived conversation comes back, decision
 * 0018), the others one more unread message, and the sender has read up to it. Answers the message
 * and those participants: its audience. The row lock the counter's update takes serialises
 * concurrent senders until their transactions end (decision 0017). Named, so that PostgreSQL parses
 * and plans it once per connection.
 */
export async function appendMessage(
  tx: DbOrTx,
  row: { conversationId: string; senderId: string; body: string; insertedAt: Date },
): Promise<{ message: MessageRow; audience: string[] }> {
  const at = row.insertedAt.toISOString();
  const result = (await executeNamed(
    tx,
    'append_conversation_message',
    sql`with next as (
      update ${conversations} set last_seq = last_seq + 1 where id = ${row.conversationId} returning last_seq
    ), message as (
      insert into ${messages} (conversation_id, seq, sender_id, body, inserted_at)
      select ${row.conversationId}::uuid, next.last_seq, ${row.senderId}::uuid, ${row.body}::text, ${at}::timestamptz from next
      returning *
    ), delivered as (
      update ${participants} p set
        last_message_at = ${at}::timestamptz,
        archived_at = null,
        unread_count = case when p.user_id = ${row.senderId}::uuid then 0 else p.unread_count + 1 end,
        last_read_seq = case when p.user_id = ${row.senderId}::uuid then next.last_seq else p.last_read_seq end
      from next
      where p.conversation_id = ${row.conversationId}::uuid and p.deleted_at is null
      returning p.user_id
    )
    select message.*, (select coalesce(array_agg(delivered.user_id::text), '{}') from delivered) as audience from message`,
  )) as { rows: (Record<string, unknown> & { audience: string[] })[] };
  const first = result.rows[0]!;
  // Both drivers parse a text[] into an array.
  return { message: fromDriverRow(messages, first), audience: first.audience };
}

/** Up to `limit` messages before `beforeSeq` (or the newest), newest first. */
export async function listBefore(db: DbOrTx, conversationId: string, beforeSeq: number | null, limit: number): Promise<MessageRow[]> {
  // The newest page at the size the conversation screen asks: prepared, its size in the text (decision 0069).
  if (beforeSeq === null && limit === CONVERSATIONS.messagesPageSize + 1) return newestPage(db).execute({ conversationId });
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), beforeSeq === null ? undefined : lt(messages.seq, beforeSeq)))
    .orderBy(desc(messages.seq))
    .limit(limit);
}

const newestPage = preparedPerHandle((db) =>
  db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, sql.placeholder('conversationId')))
    .orderBy(desc(messages.seq))
    .limit(sqlLimit(CONVERSATIONS.messagesPageSize + 1))
    .prepare(`newest_messages_${CONVERSATIONS.messagesPageSize + 1}`),
);

/** Up to `limit` messages after `afterSeq`, oldest first (the catch-up of decision 0017). */
export async function listAfter(db: DbOrTx, conversationId: string, afterSeq: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, afterSeq)))
    .orderBy(asc(messages.seq))
    .limit(limit);
}

export async function findMessage(db: DbOrTx, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

// Every conversation a screen or a message's delivery shows needs the four; one statement, the
// rows as JSON (issue 18: three statements before, each a round trip and a connection). One
// statement per count of conversations, planned once (statementsPerIdCount).
function factsColumns() {
  return {
    id: conversations.id,
    lastSeq: conversations.lastSeq,
    latest: sql<Record<string, unknown> | string | null>`to_jsonb(${messages})`,
    participants: sql<Record<string, unknown>[] | string>`coalesce((select jsonb_agg(to_jsonb(p) order by p.joined_at, p.user_id) from ${participants} p where p.conversation_id = ${conversations.id}), '[]'::jsonb)`,
    marks: sql<Record<string, unknown>[] | string>`coalesce((select jsonb_agg(to_jsonb(r) order by r.user_id) from (select distinct on (x.user_id) x.* from ${reads} x where x.conversation_id = ${conversations.id} order by x.user_id, x.seq desc) r), '[]'::jsonb)`,
  };
}

function conversationFactsStatement(db: DbOrTx, ids: SQL, name: string) {
  return db
    .select(factsColumns())
    .from(conversations)
    .leftJoin(messages, and(eq(messages.conversationId, conversations.id), eq(messages.seq, conversations.lastSeq)))
    .where(ids)
    .prepare(name);
}
const conversationFactsFor = statementsPerIdCount(conversations.id, (where, suffix) =>
  preparedPerHandle((db) => conversationFactsStatement(db, where, `conversation_facts_of${suffix}`)),
);

type ConversationFactsRows = { id: string; lastSeq: number | string; latest: unknown; participants: unknown; marks: unknown }[];

/** The facts of the rows of a facts statement (conversationFactsStatement's columns). */
function factsOfRows(rows: ConversationFactsRows) {
  const result = { participants: [] as ParticipantRow[], latest: new Map<string, MessageRow>(), seqs: new Map<string, number>(), marks: [] as ConversationReadRow[] };
  for (const row of rows) {
    result.seqs.set(row.id, Number(row.lastSeq));
    const latest = driverJson(row.latest as Record<string, unknown> | string | null);
    if (latest) result.latest.set(row.id, fromDriverRow(messages, latest));
    for (const p of driverJson(row.participants as Record<string, unknown>[] | string) ?? []) result.participants.push(fromDriverRow(participants, p));
    for (const r of driverJson(row.marks as Record<string, unknown>[] | string) ?? []) result.marks.push(fromDriverRow(reads, r));
  }
  return result;
}

/** Each conversation's participants, counter (its last seq), latest message (the one with that seq) and every participant's latest read mark. */
export async function conversationFactsOf(
  db: DbOrTx,
  conversationIds: string[],
): Promise<{ participants: ParticipantRow[]; latest: Map<string, MessageRow>; seqs: Map<string, number>; marks: ConversationReadRow[] }> {
  if (conversationIds.length === 0) return factsOfRows([]);
  const { statement, params } = conversationFactsFor(conversationIds);
  return factsOfRows(await statement(db).execute(params));
}

/**
 * The first page of the member's conversations in a folder (ALL: both) with their facts, in one
 * statement: Home and the inbox ask for it on every visit, and the page's rows were a round trip of
 * their own before the facts (issue 18). The page is taken first, so the facts are read for its
 * rows only (ALL cannot walk the folder index in order: it sorts).
 */
export async function firstPageWithFacts(db: DbOrTx, userId: string, folder: ConversationFolder | 'ALL', limit: number) {
  const rows = await firstPagesWithFacts[folder](db).execute({ userId, limit });
  return { rows: rows.map((r) => fromDriverRow(participants, driverJson(r.own as Record<string, unknown> | string)!)), facts: factsOfRows(rows) };
}

const firstPageWithFactsOf = (folder: ConversationFolder | 'ALL') =>
  preparedPerHandle((db) => {
    const page = db
      .select()
      .from(participants)
      .where(inFolder(sql.placeholder('userId'), folder))
      .orderBy(desc(participants.lastMessageAt), desc(participants.conversationId))
      .limit(sql.placeholder('limit'))
      .as('page');
    return db
      .select({ own: sql<Record<string, unknown> | string>`to_jsonb(page)`, ...factsColumns() })
      .from(page)
      .innerJoin(conversations, eq(conversations.id, page.conversationId))
      .leftJoin(messages, and(eq(messages.conversationId, conversations.id), eq(messages.seq, conversations.lastSeq)))
      .orderBy(desc(page.lastMessageAt), desc(page.conversationId))
      .prepare(`conversations_first_page_facts_${folder.toLowerCase()}`);
  });
const firstPagesWithFacts = { ALL: firstPageWithFactsOf('ALL'), INBOX: firstPageWithFactsOf('INBOX'), ARCHIVE: firstPageWithFactsOf('ARCHIVE') };

/** How many messages of the others the member has not read after `afterSeq`. */
export async function countUnreadAfter(db: DbOrTx, conversationId: string, userId: string, afterSeq: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, afterSeq), sql`${messages.senderId} is distinct from ${userId}`));
  return Number(row?.n ?? 0);
}

/** Moves the member's read mark forward to `seq` and records when (no-op for a mark at or before it). */
export async function markRead(tx: DbOrTx, conversationId: string, userId: string, seq: number, unread: number, at: Date): Promise<boolean> {
  const moved = await tx
    .update(participants)
    .set({ lastReadSeq: seq, unreadCount: unread })
    .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId), lt(participants.lastReadSeq, seq)))
    .returning({ userId: participants.userId });
  if (moved.length === 0) return false;
  await tx.insert(reads).values({ conversationId, userId, seq, readAt: at }).onConflictDoNothing();
  return true;
}

/** The read marks of the others from `fromSeq` on, in order (each message's readers are found in them). */
export async function readMarksFrom(db: DbOrTx, conversationId: string, exceptUserId: string | null, fromSeq: number): Promise<ConversationReadRow[]> {
  if (exceptUserId === null) return allReadMarksFrom(db).execute({ conversationId, fromSeq });
  return db
    .select()
    .from(reads)
    .where(and(eq(reads.conversationId, conversationId), gte(reads.seq, fromSeq), ne(reads.userId, exceptUserId)))
    .orderBy(asc(reads.userId), asc(reads.seq));
}

// Every page of a conversation's messages reads them (conversation-views.ts): prepared.
const allReadMarksFrom = preparedPerHandle((db) =>
  db
    .select()
    .from(reads)
    .where(and(eq(reads.conversationId, sql.placeholder('conversationId')), gte(reads.seq, sql.placeholder('fromSeq'))))
    .orderBy(asc(reads.userId), asc(reads.seq))
    .prepare('read_marks_from'),
);

export async function insertUpload(tx: DbOrTx, row: typeof uploads.$inferInsert): Promise<ConversationUploadRow> {
  const [upload] = await tx.insert(uploads).values(row).returning();
  return upload!;
}

export async function uploadsOfMessages(db: DbOrTx, messageIds: string[]): Promise<ConversationUploadRow[]> {
  if (messageIds.length === 0) return [];
  return db.select().from(uploads).where(inArray(uploads.messageId, messageIds)).orderBy(asc(uploads.createdAt));
}

export async function findUpload(db: DbOrTx, id: string): Promise<ConversationUploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}

/** The conversation's shared files, newest first, after an optional (createdAt, id) keyset. */
export async function listUploads(db: DbOrTx, conversationId: string, keyset: { at: Date; id: string } | null, limit: number): Promise<ConversationUploadRow[]> {
  const at = keyset?.at.toISOString();
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.conversationId, conversationId), keyset ? sql`(${uploads.createdAt}, ${uploads.id}) < (${at}::timestamptz, ${keyset.id}::uuid)` : undefined))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(limit);
}

/** Storage keys of every upload of the conversations (their files go when the conversations go). */
export async function storageKeysOf(db: DbOrTx, conversationIds: string[]): Promise<string[]> {
  if (conversationIds.length === 0) return [];
  const rows = await db.select({ key: uploads.storageKey }).from(uploads).where(inArray(uploads.conversationId, conversationIds));
  return rows.map((r) => r.key);
}

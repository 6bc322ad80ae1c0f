import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../harness.js';
import {
  conversationMessages,
  conversationParticipants,
  conversationReads,
  conversationUploads,
  conversations,
} from '../../src/modules/conversations/conversations.table.js';
import { member, type MemberOptions, type TestMember } from '../friends/support.js';
import { saveSettings } from '../../src/modules/settings/settings.repository.js';
import { multipartBody } from '../media/support.js';

export { errorOf, member, type TestMember } from '../friends/support.js';
export { FORGED_ID } from '../friends/support.js';

// Conversations through /graphql: members are made in the database (friends/support.ts), every
// message and change goes through the API.

export const MESSAGE_FIELDS = `id conversationId seq body preview erased insertedAt senderId sender { id username } readNotifications { id userId messageId insertedAt user { id } } uploads { id path } viewerCan { report }`;
export const CONVERSATION_FIELDS = `id lastSeq unreadCount lastReadSeq folder archivedBy deletedBy writeRefusal
  users { id username } latestMessage { id body preview seq sender { id } }
  readPositions { userId seq readAt }
  viewerCan { write upload archive unarchive delete }`;

export const WRITE_TO = `mutation ($slug: String!, $body: String!) { writeTo(slug: $slug, body: $body) { message { ${MESSAGE_FIELDS} } conversation { ${CONVERSATION_FIELDS} } } }`;
export const SEND = `mutation ($id: ID!, $body: String!) { sendMessage(conversationId: $id, body: $body) { message { ${MESSAGE_FIELDS} } conversation { ${CONVERSATION_FIELDS} } } }`;
export const CONVERSATION = `query ($id: ID!, $pointer: String, $first: Int) { conversation(id: $id) { ${CONVERSATION_FIELDS} messages(pointer: $pointer, first: $first) { nodes { ${MESSAGE_FIELDS} } pointer } } }`;
export const CONVERSATION_ROOT_POINTER = `query ($id: ID!, $pointer: String) { conversation(id: $id, pointer: $pointer) { id messages(first: 2) { nodes { seq } pointer } } }`;
export const AFTER = `query ($id: ID!, $seq: Int!) { conversation(id: $id) { id messagesAfter(seq: $seq) { nodes { seq body } complete } } }`;
export const LIST = `query ($folder: ConversationFolder, $first: Int, $after: String) { conversations(folder: $folder, first: $first, after: $after) { nodes { ${CONVERSATION_FIELDS} } hasNextPage endCursor } }`;
export const ME = `{ currentUser { id maximumConversationsReached unreadMessagesCount conversations { nodes { id users { username } latestMessage { preview } } } } }`;
export const READ = `mutation ($id: ID!, $seq: Int!) { markConversationRead(conversationId: $id, seq: $seq) { ${CONVERSATION_FIELDS} } }`;
export const ARCHIVE = `mutation ($id: ID!) { archiveConversation(id: $id) { ${CONVERSATION_FIELDS} } }`;
export const UNARCHIVE = `mutation ($id: ID!) { unarchiveConversation(id: $id) { ${CONVERSATION_FIELDS} } }`;
export const DELETE = `mutation ($id: ID!) { deleteConversation(id: $id) }`;
export const TYPING = `mutation ($id: ID!, $typing: Boolean!) { setTyping(conversationId: $id, typing: $typing) }`;
export const CONTACT = `query ($slug: String!) { conversationWith(slug: $slug) { id refusal member { username } conversation { id } } }`;
export const UPLOADS = `query ($id: ID!, $first: Int, $after: String) { conversationUploads(conversationId: $id, first: $first, after: $after) { nodes { id conversationId messageId userId width height path cloudfrontPath thumbnail { webp } } hasNextPage endCursor } }`;

/** Writes through the API and returns the message (throws on refusal). */
export async function writeTo(t: TestApp, from: TestMember, to: TestMember, body = 'Hallo!') {
  const res = await t.gql(WRITE_TO, { slug: to.slug, body }, { token: from.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.writeTo as { message: { id: string; conversationId: string; seq: number }; conversation: { id: string } };
}

export async function send(t: TestApp, from: TestMember, conversationId: string, body: string) {
  const res = await t.gql(SEND, { id: conversationId, body }, { token: from.token });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.sendMessage as { message: { id: string; seq: number } };
}

/** Every row of the conversation tables, for "nothing changed" checks. */
export async function snapshot(t: TestApp) {
  const db = t.deps.database.db;
  const sort = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  return {
    conversations: sort(await db.select().from(conversations)),
    participants: sort(await db.select().from(conversationParticipants)),
    messages: sort(await db.select().from(conversationMessages)),
    reads: sort(await db.select().from(conversationReads)),
    uploads: sort(await db.select().from(conversationUploads)),
  };
}

/** A member and `n` members they already have a conversation with. */
export async function withConversations(t: TestApp, m: TestMember, n: number, opts: MemberOptions = {}): Promise<TestMember[]> {
  const others: TestMember[] = [];
  for (let i = 0; i < n; i++) {
    const other = await member(t, opts);
    await writeTo(t, other, m, `Hallo ${i}`);
    others.push(other);
  }
  return others;
}

export async function setContactSettings(t: TestApp, m: TestMember, settings: { onlyVerifiedMayContact?: boolean; messagesFromFriendsOnly?: boolean; emailOnMessage?: boolean }) {
  await saveSettings(t.deps.database.db, m.id, settings);
}

export async function participation(t: TestApp, conversationId: string, userId: string) {
  const rows = await t.deps.database.db.select().from(conversationParticipants).where(eq(conversationParticipants.conversationId, conversationId));
  return rows.find((r) => r.userId === userId);
}

/** Sends a picture through POST /api/conversations/<id>/uploads; answers the message (throws on refusal). */
export async function sendPicture(t: TestApp, from: Pick<TestMember, 'token'>, conversationId: string, data: Buffer): Promise<{ id: string; body: string }> {
  const form = multipartBody({ data, filename: 'bild.jpg', contentType: 'image/jpeg' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/uploads`,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${from.token}` },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const { id, attributes } = res.json().data as { id: string; attributes: { body: string } };
  return { id, body: attributes.body };
}

/** Stored files of conversation pictures (every variant). */
export function storedPictureFiles(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'storage', 'conversation-uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => /\.(webp|avif)$/.test(f)) : [];
}

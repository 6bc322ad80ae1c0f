import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { conversations } from '../../src/modules/conversations/conversations.table.js';
import { befriend } from '../friends/support.js';
import {
  ARCHIVE,
  CONTACT,
  CONVERSATION,
  DELETE,
  LIST,
  ME,
  SEND,
  UNARCHIVE,
  WRITE_TO,
  errorOf,
  member,
  participation,
  send,
  setContactSettings,
  snapshot,
  withConversations,
  writeTo,
} from './support.js';

// The rules of private conversations through /graphql, each allowed and denied (spec §4, §6, §8;
// decision 0018), and that a refusal changes nothing.

describe('conversation rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function refused(from: { token: string }, slug: string, code: string) {
    const before = await snapshot(t);
    const res = await t.gql(WRITE_TO, { slug, body: 'Hallo' }, { token: from.token });
    expect(errorOf(res)?.code).toBe(code);
    expect(await snapshot(t)).toEqual(before);
    expect((await t.gql(CONTACT, { slug }, { token: from.token })).data!.conversationWith?.refusal ?? null).toBe(code);
  }

  describe('at most 3 simultaneous conversations for unverified members', () => {
    it('the fourth is refused with the §8 text code, and maximumConversationsReached says so', async () => {
      const uli = await member(t);
      await withConversations(t, uli, 3);
      expect((await t.gql(ME, {}, { token: uli.token })).data!.currentUser.maximumConversationsReached).toBe(true);
      const fourth = await member(t);
      await refused(uli, fourth.slug, 'MAX_CONVERSATIONS_REACHED');
    });

    it('replies in the three keep working; deleting one frees a place', async () => {
      const uli = await member(t);
      const [a] = await withConversations(t, uli, 3);
      const list = (await t.gql(LIST, {}, { token: uli.token })).data!.conversations.nodes;
      expect((await t.gql(SEND, { id: list[0].id, body: 'Antwort' }, { token: uli.token })).errors).toBeUndefined();
      const fourth = await member(t);
      expect(errorOf(await t.gql(WRITE_TO, { slug: fourth.slug, body: 'Hallo' }, { token: uli.token }))?.code).toBe('MAX_CONVERSATIONS_REACHED');
      const withA = list.find((c: { users: { id: string }[] }) => c.users.some((u) => u.id === a!.id));
      expect((await t.gql(DELETE, { id: withA.id }, { token: uli.token })).errors).toBeUndefined();
      expect((await t.gql(ME, {}, { token: uli.token })).data!.currentUser.maximumConversationsReached).toBe(false);
      expect((await t.gql(WRITE_TO, { slug: fourth.slug, body: 'Hallo' }, { token: uli.token })).errors).toBeUndefined();
    });

    it('a conversation whose other side deleted it or left no longer counts', async () => {
      const uli = await member(t);
      const [a, b] = await withConversations(t, uli, 3);
      const ids = (await t.gql(LIST, {}, { token: uli.token })).data!.conversations.nodes.map((c: { id: string }) => c.id);
      const aList = (await t.gql(LIST, {}, { token: a!.token })).data!.conversations.nodes;
      await t.gql(DELETE, { id: aList[0].id }, { token: a!.token });
      expect(ids).toContain(aList[0].id);
      expect((await t.gql(ME, {}, { token: uli.token })).data!.currentUser.maximumConversationsReached).toBe(false);
      await t.deps.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, b!.id));
      await writeTo(t, uli, await member(t));
      expect((await t.gql(ME, {}, { token: uli.token })).data!.currentUser.maximumConversationsReached).toBe(false);
    });

    it('an unverified member cannot write to an unverified member who has 3 (the other’s maximum)', async () => {
      const full = await member(t);
      await withConversations(t, full, 3);
      const newcomer = await member(t);
      await refused(newcomer, full.slug, 'MAX_CONVERSATIONS_REACHED_OTHER');
    });

    it('verified members can always start new ones, also with a full member', async () => {
      const vera = await member(t, { verified: true });
      await withConversations(t, vera, 4);
      expect((await t.gql(ME, {}, { token: vera.token })).data!.currentUser.maximumConversationsReached).toBe(false);
      const full = await member(t);
      await withConversations(t, full, 3);
      expect((await t.gql(WRITE_TO, { slug: full.slug, body: 'Hallo' }, { token: vera.token })).errors).toBeUndefined();
    });
  });

  describe('blocks (spec §6, §8)', () => {
    it('nobody writes to someone who blocked them, nor to someone they blocked; in an existing conversation too', async () => {
      const anna = await member(t);
      const ben = await member(t);
      const { conversation } = await writeTo(t, anna, ben);
      await t.deps.database.db.insert(blocks).values({ blockerId: ben.id, blockedId: anna.id });
      await refused(anna, ben.slug, 'BLOCKED_BY_USER');
      expect(errorOf(await t.gql(SEND, { id: conversation.id, body: 'Hallo?' }, { token: anna.token }))?.code).toBe('BLOCKED_BY_USER');
      expect(errorOf(await t.gql(SEND, { id: conversation.id, body: 'Tschüss' }, { token: ben.token }))?.code).toBe('USER_BLOCKED');
      const seen = (await t.gql(CONVERSATION, { id: conversation.id }, { token: anna.token })).data!.conversation;
      expect(seen).toMatchObject({ writeRefusal: 'BLOCKED_BY_USER', viewerCan: { write: false, upload: false } });
      await refused(ben, anna.slug, 'USER_BLOCKED');
      // Lifted: writing works again.
      await t.deps.database.db.delete(blocks).where(eq(blocks.blockerId, ben.id));
      expect((await t.gql(SEND, { id: conversation.id, body: 'Wieder da' }, { token: anna.token })).errors).toBeUndefined();
    });
  });

  describe('contact settings (spec §3, §8: "Nicht möglich.")', () => {
    it('only verified users may contact me', async () => {
      const closed = await member(t);
      await setContactSettings(t, closed, { onlyVerifiedMayContact: true });
      await refused(await member(t), closed.slug, 'CONTACT_NOT_POSSIBLE');
      expect((await t.gql(WRITE_TO, { slug: closed.slug, body: 'Hallo' }, { token: (await member(t, { verified: true })).token })).errors).toBeUndefined();
    });

    it('private messages from friends only', async () => {
      const closed = await member(t);
      await setContactSettings(t, closed, { messagesFromFriendsOnly: true });
      await refused(await member(t, { verified: true }), closed.slug, 'CONTACT_NOT_POSSIBLE');
      const friend = await member(t);
      await befriend(t, friend, closed);
      expect((await t.gql(WRITE_TO, { slug: closed.slug, body: 'Hallo' }, { token: friend.token })).errors).toBeUndefined();
    });

    it('the settings decide who may start; replies in a conversation the member started still arrive', async () => {
      const carla = await member(t);
      const dario = await member(t);
      const { conversation } = await writeTo(t, carla, dario, 'Hallo Dario');
      await setContactSettings(t, carla, { messagesFromFriendsOnly: true });
      expect((await t.gql(SEND, { id: conversation.id, body: 'Hallo Carla' }, { token: dario.token })).errors).toBeUndefined();
    });

    it('the profile type must match what the member looks for', async () => {
      const woman = await member(t, { sex: 'F', lookingFor: ['MF', 'FF'] });
      await refused(await member(t, { sex: 'M' }), woman.slug, 'PROFILE_TYPE_MISMATCH');
      expect((await t.gql(WRITE_TO, { slug: woman.slug, body: 'Hallo' }, { token: (await member(t, { sex: 'MF' })).token })).errors).toBeUndefined();
    });

    it('not oneself, not unknown or deactivated members', async () => {
      const self = await member(t);
      const before = await snapshot(t);
      expect(errorOf(await t.gql(WRITE_TO, { slug: self.slug, body: 'Hallo' }, { token: self.token }))?.code).toBe('CONVERSATION_SELF');
      const gone = await member(t);
      await t.deps.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, gone.id));
      expect(errorOf(await t.gql(WRITE_TO, { slug: gone.slug, body: 'Hallo' }, { token: self.token }))?.code).toBe('USER_NOT_FOUND');
      expect(await snapshot(t)).toEqual(before);
      expect((await t.gql(CONTACT, { slug: gone.slug }, { token: self.token })).data!.conversationWith).toBeNull();
    });
  });

  describe('deleted by everyone else, or the other deactivated: writing is disabled (spec §4, §8)', () => {
    it('after the other deleted it: CONVERSATION_CLOSED; writing to them starts a new conversation', async () => {
      const anna = await member(t);
      const ben = await member(t);
      const contact = async () => (await t.gql(CONTACT, { slug: ben.slug }, { token: anna.token })).data!.conversationWith;
      expect(await contact()).toMatchObject({ refusal: null, member: { username: ben.username }, conversation: null });
      const { conversation } = await writeTo(t, anna, ben, 'eins');
      // The profile's write button leads into the conversation the two share.
      expect(await contact()).toMatchObject({ refusal: null, member: { username: ben.username }, conversation: { id: conversation.id } });
      expect((await t.gql(DELETE, { id: conversation.id }, { token: ben.token })).data!.deleteConversation).toBe(conversation.id);
      // Closed on his side: the button starts a new conversation.
      expect(await contact()).toMatchObject({ refusal: null, conversation: null });
      expect((await t.gql(CONVERSATION, { id: conversation.id }, { token: ben.token })).data!.conversation).toBeNull();
      const seen = (await t.gql(CONVERSATION, { id: conversation.id }, { token: anna.token })).data!.conversation;
      expect(seen).toMatchObject({ writeRefusal: 'CONVERSATION_CLOSED', deletedBy: [ben.id], viewerCan: { write: false, delete: true } });
      expect(errorOf(await t.gql(SEND, { id: conversation.id, body: 'Hallo?' }, { token: anna.token }))?.code).toBe('CONVERSATION_CLOSED');
      const again = await writeTo(t, anna, ben, 'neu');
      expect(again.conversation.id).not.toBe(conversation.id);
      expect(again.message.seq).toBe(1);
      expect((await contact())?.conversation).toEqual({ id: again.conversation.id });
    });

    it('while the other is deactivated: CONVERSATION_CLOSED; once reactivated, open again', async () => {
      const anna = await member(t);
      const ben = await member(t);
      const { conversation } = await writeTo(t, anna, ben);
      await t.deps.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, ben.id));
      expect(errorOf(await t.gql(SEND, { id: conversation.id, body: 'Hallo?' }, { token: anna.token }))?.code).toBe('CONVERSATION_CLOSED');
      expect((await t.gql(CONVERSATION, { id: conversation.id }, { token: anna.token })).data!.conversation.users.map((u: { id: string }) => u.id)).toEqual([anna.id]);
      await t.deps.database.db.update(users).set({ isDeactivated: false }).where(eq(users.id, ben.id));
      expect((await t.gql(SEND, { id: conversation.id, body: 'Hallo!' }, { token: anna.token })).errors).toBeUndefined();
    });

    it('when both deleted it, it is gone for good', async () => {
      const anna = await member(t);
      const ben = await member(t);
      const { conversation } = await writeTo(t, anna, ben);
      await t.gql(DELETE, { id: conversation.id }, { token: ben.token });
      await t.gql(DELETE, { id: conversation.id }, { token: anna.token });
      expect(await t.deps.database.db.select().from(conversations).where(eq(conversations.id, conversation.id))).toEqual([]);
      expect(errorOf(await t.gql(DELETE, { id: conversation.id }, { token: anna.token }))?.code).toBe('NOT_FOUND');
    });
  });

  describe('archive (verified members, spec §6)', () => {
    it('an unverified member has no archive', async () => {
      const anna = await member(t);
      const ben = await member(t);
      const { conversation } = await writeTo(t, anna, ben);
      const before = await participation(t, conversation.id, anna.id);
      expect(errorOf(await t.gql(ARCHIVE, { id: conversation.id }, { token: anna.token }))?.code).toBe('NEED_VERIFIED');
      expect(errorOf(await t.gql(LIST, { folder: 'ARCHIVE' }, { token: anna.token }))?.code).toBe('NEED_VERIFIED');
      expect(await participation(t, conversation.id, anna.id)).toEqual(before);
      expect((await t.gql(CONVERSATION, { id: conversation.id }, { token: anna.token })).data!.conversation.viewerCan.archive).toBe(false);
    });

    it('a verified member archives and unarchives; a new message brings it back to the inbox', async () => {
      const vera = await member(t, { verified: true });
      const ben = await member(t);
      const { conversation } = await writeTo(t, ben, vera, 'eins');
      const archived = await t.gql(ARCHIVE, { id: conversation.id }, { token: vera.token });
      expect(archived.data!.archiveConversation).toMatchObject({ folder: 'ARCHIVE', archivedBy: [vera.id], viewerCan: { archive: false, unarchive: true } });
      expect((await t.gql(LIST, {}, { token: vera.token })).data!.conversations.nodes).toEqual([]);
      expect((await t.gql(LIST, { folder: 'ARCHIVE' }, { token: vera.token })).data!.conversations.nodes.map((c: { id: string }) => c.id)).toEqual([conversation.id]);
      // The other side does not learn of it.
      expect((await t.gql(CONVERSATION, { id: conversation.id }, { token: ben.token })).data!.conversation).toMatchObject({ archivedBy: [], folder: 'INBOX' });
      await send(t, ben, conversation.id, 'zwei');
      expect((await t.gql(LIST, {}, { token: vera.token })).data!.conversations.nodes.map((c: { id: string }) => c.id)).toEqual([conversation.id]);
      await t.gql(ARCHIVE, { id: conversation.id }, { token: vera.token });
      expect((await t.gql(UNARCHIVE, { id: conversation.id }, { token: vera.token })).data!.unarchiveConversation.folder).toBe('INBOX');
    });

    it('someone else’s conversation cannot be archived, unarchived or deleted', async () => {
      const anna = await member(t);
      const ben = await member(t);
      const { conversation } = await writeTo(t, anna, ben);
      const eve = await member(t, { verified: true });
      const before = await snapshot(t);
      for (const query of [ARCHIVE, UNARCHIVE, DELETE]) expect(errorOf(await t.gql(query, { id: conversation.id }, { token: eve.token }))?.code).toBe('NOT_FOUND');
      expect(await snapshot(t)).toEqual(before);
    });
  });
});

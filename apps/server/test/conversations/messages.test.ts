import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@venue/shared';
import { createTestApp, type TestApp } from '../harness.js';
import {
  AFTER,
  CONVERSATION,
  CONVERSATION_ROOT_POINTER,
  FORGED_ID,
  LIST,
  ME,
  READ,
  SEND,
  WRITE_TO,
  errorOf,
  member,
  send,
  snapshot,
  writeTo,
} from './support.js';

// Writing, reading and paging private messages through /graphql (spec §3, §7, §9; decision 0018).

describe('private messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a first message starts a conversation both see; the recipient has it unread, the sender not', async () => {
    const anna = await member(t);
    const ben = await member(t, { sex: 'F' });
    const res = await t.gql(WRITE_TO, { slug: ben.slug, body: '  Hallo Ben, wie geht es dir?  ' }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    const { message, conversation } = res.data!.writeTo;
    expect(message).toMatchObject({ seq: 1, body: 'Hallo Ben, wie geht es dir?', senderId: anna.id, sender: { id: anna.id }, erased: false });
    expect(conversation).toMatchObject({ lastSeq: 1, unreadCount: 0, folder: 'INBOX', writeRefusal: null, deletedBy: [] });
    expect(conversation.users.map((u: { id: string }) => u.id)).toEqual([anna.id, ben.id]);

    const benMe = (await t.gql(ME, {}, { token: ben.token })).data!.currentUser;
    expect(benMe.unreadMessagesCount).toBe(1);
    expect(benMe.conversations.nodes).toEqual([{ id: conversation.id, users: [{ username: ben.username }, { username: anna.username }], latestMessage: { preview: 'Hallo Ben, wie geht es dir?' } }]);
    expect((await t.gql(ME, {}, { token: anna.token })).data!.currentUser.unreadMessagesCount).toBe(0);
    const benList = (await t.gql(LIST, {}, { token: ben.token })).data!.conversations.nodes;
    expect(benList[0]).toMatchObject({ id: conversation.id, unreadCount: 1, latestMessage: { body: 'Hallo Ben, wie geht es dir?', sender: { id: anna.id } } });
  });

  it('writing to the same member again goes into the conversation they share, in order', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const first = await writeTo(t, anna, ben, 'eins');
    const second = await writeTo(t, ben, anna, 'zwei');
    const third = await send(t, anna, first.conversation.id, 'drei');
    expect(second.conversation.id).toBe(first.conversation.id);
    expect([first.message.seq, second.message.seq, third.message.seq]).toEqual([1, 2, 3]);
    const page = (await t.gql(CONVERSATION, { id: first.conversation.id }, { token: ben.token })).data!.conversation;
    expect(page.messages.nodes.map((m: { body: string }) => m.body)).toEqual(['eins', 'zwei', 'drei']);
    // Ben's reply counts as having read what came before it: only 'drei' is unread.
    expect(page.unreadCount).toBe(1);
  });

  it('markup stays text as written (the app never inserts it as HTML)', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const body = '<img src=x onerror=alert(1)> <b>fett</b>';
    const { message } = await writeTo(t, anna, ben, body);
    expect(message).toMatchObject({ body });
  });

  it('reading moves the read mark: unread counts drop, the sender sees who read what and when', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'eins');
    await send(t, anna, conversation.id, 'zwei');
    await send(t, anna, conversation.id, 'drei');
    const read = await t.gql(READ, { id: conversation.id, seq: 2 }, { token: ben.token });
    expect(read.errors).toBeUndefined();
    expect(read.data!.markConversationRead).toMatchObject({ unreadCount: 1, lastReadSeq: 2 });
    expect((await t.gql(ME, {}, { token: ben.token })).data!.currentUser.unreadMessagesCount).toBe(1);

    const seen = (await t.gql(CONVERSATION, { id: conversation.id }, { token: anna.token })).data!.conversation;
    expect(seen.readPositions).toEqual([{ userId: ben.id, seq: 2, readAt: expect.any(String) }]);
    const readers = seen.messages.nodes.map((m: { readNotifications: { userId: string }[] }) => m.readNotifications.map((r) => r.userId));
    expect(readers).toEqual([[ben.id], [ben.id], []]);

    // An older mark changes nothing; a mark past the last message stops at it.
    expect((await t.gql(READ, { id: conversation.id, seq: 1 }, { token: ben.token })).data!.markConversationRead.lastReadSeq).toBe(2);
    expect((await t.gql(READ, { id: conversation.id, seq: 99 }, { token: ben.token })).data!.markConversationRead).toMatchObject({ lastReadSeq: 3, unreadCount: 0 });
  });

  it('pages messages backwards by pointer, newest page first, each message once', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'Nachricht 1');
    for (let i = 2; i <= 120; i++) {
      // Past the minute of the rate limit now and then (the clock is the test's).
      if (i % 25 === 0) t.advance(61_000);
      await send(t, i % 2 ? anna : ben, conversation.id, `Nachricht ${i}`);
    }
    const seqs: number[][] = [];
    let pointer: string | null = null;
    do {
      const res: any = await t.gql(CONVERSATION, { id: conversation.id, pointer }, { token: ben.token });
      seqs.push(res.data.conversation.messages.nodes.map((m: { seq: number }) => m.seq));
      pointer = res.data.conversation.messages.pointer;
    } while (pointer);
    expect(seqs.map((s) => [s[0], s.at(-1), s.length])).toEqual([
      [71, 120, 50],
      [21, 70, 50],
      [1, 20, 20],
    ]);
    // The newest page at the screen's size is a statement of its own (its size in the SQL); any other size the same rows.
    const smaller: any = await t.gql(CONVERSATION, { id: conversation.id, first: 49 }, { token: ben.token });
    expect(smaller.data.conversation.messages.nodes.map((m: { seq: number }) => m.seq)).toEqual(seqs[0]!.slice(1));
    // The spec's conversation(id, pointer): the root pointer pages `messages` asked without one.
    const root = await t.gql(CONVERSATION_ROOT_POINTER, { id: conversation.id, pointer: '10' }, { token: ben.token });
    expect(root.data!.conversation.messages).toEqual({ nodes: [{ seq: 8 }, { seq: 9 }], pointer: '8' });
  });

  it('a client that was away fetches what it missed after its last seq (decision 0017)', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'eins');
    for (const body of ['zwei', 'drei', 'vier']) await send(t, anna, conversation.id, body);
    const res = await t.gql(AFTER, { id: conversation.id, seq: 2 }, { token: ben.token });
    expect(res.data!.conversation.messagesAfter).toEqual({ nodes: [{ seq: 3, body: 'drei' }, { seq: 4, body: 'vier' }], complete: true });
    expect((await t.gql(AFTER, { id: conversation.id, seq: 4 }, { token: ben.token })).data!.conversation.messagesAfter).toEqual({ nodes: [], complete: true });
  });

  describe('bad input changes nothing', () => {
    let anna: Awaited<ReturnType<typeof member>>;
    let ben: Awaited<ReturnType<typeof member>>;
    let id: string;
    beforeAll(async () => {
      anna = await member(t);
      ben = await member(t);
      id = (await writeTo(t, anna, ben, 'erste')).conversation.id;
    });

    it.each([
      ['an empty message', '', 'MESSAGE_TOO_SHORT'],
      ['only spaces', '   \n ', 'MESSAGE_TOO_SHORT'],
      ['one character too many', 'x'.repeat(LIMITS.CHAT.messageMax + 1), 'MESSAGE_TOO_LONG'],
    ])('%s is refused with its code', async (_, body, code) => {
      const before = await snapshot(t);
      const sent = await t.gql(SEND, { id, body }, { token: anna.token });
      expect(errorOf(sent)).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'input', code }] });
      const started = await t.gql(WRITE_TO, { slug: ben.slug, body }, { token: anna.token });
      expect(errorOf(started)?.fields).toEqual([{ field: 'input', code }]);
      expect(await snapshot(t)).toEqual(before);
    });

    it('the longest message passes', async () => {
      expect((await t.gql(SEND, { id, body: 'x'.repeat(LIMITS.CHAT.messageMax) }, { token: anna.token })).errors).toBeUndefined();
    });

    it('forged, malformed and other people’s conversation ids are NOT_FOUND (or null), unknown members USER_NOT_FOUND', async () => {
      const carl = await member(t);
      const before = await snapshot(t);
      for (const bad of [FORGED_ID, 'not-a-uuid', id]) {
        expect(errorOf(await t.gql(SEND, { id: bad, body: 'Hallo' }, { token: carl.token }))?.code).toBe('NOT_FOUND');
        expect(errorOf(await t.gql(READ, { id: bad, seq: 1 }, { token: carl.token }))?.code).toBe('NOT_FOUND');
        expect((await t.gql(CONVERSATION, { id: bad }, { token: carl.token })).data!.conversation).toBeNull();
      }
      expect(errorOf(await t.gql(WRITE_TO, { slug: 'niemand-hier', body: 'Hallo' }, { token: carl.token }))?.code).toBe('USER_NOT_FOUND');
      expect(await snapshot(t)).toEqual(before);
    });

    it('a made-up pointer or seq is BAD_INPUT; wrong types are refused before anything runs', async () => {
      expect(errorOf(await t.gql(CONVERSATION, { id, pointer: 'abc' }, { token: anna.token }))?.fields).toEqual([{ field: 'pointer', code: 'BAD_INPUT' }]);
      expect(errorOf(await t.gql(AFTER, { id, seq: -1 }, { token: anna.token }))?.fields).toEqual([{ field: 'seq', code: 'BAD_INPUT' }]);
      const before = await snapshot(t);
      for (const body of [42, true, {}, ['x'], null]) expect((await t.gql(SEND, { id, body }, { token: anna.token })).errors).toHaveLength(1);
      for (const seq of ['zwei', 1.5, null]) expect((await t.gql(READ, { id, seq }, { token: anna.token })).errors).toHaveLength(1);
      expect(await snapshot(t)).toEqual(before);
    });

    it('visitors are NOT_SIGNED_IN', async () => {
      expect(errorOf(await t.gql(SEND, { id, body: 'Hallo' }))?.code).toBe('NOT_SIGNED_IN');
      expect(errorOf(await t.gql(LIST, {}))?.code).toBe('NOT_SIGNED_IN');
    });
  });

  it('more than 30 messages a minute are RATE_LIMITED', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'eins');
    for (let i = 0; i < 29; i++) await send(t, anna, conversation.id, `schnell ${i}`);
    const refused = await t.gql(SEND, { id: conversation.id, body: 'zu viel' }, { token: anna.token });
    expect(errorOf(refused)?.code).toBe('RATE_LIMITED');
    expect((await t.gql(CONVERSATION, { id: conversation.id }, { token: anna.token })).data!.conversation.lastSeq).toBe(30);
  });

  it('the inbox pages by cursor, latest message first', async () => {
    const zora = await member(t, { verified: true });
    const others = [];
    for (let i = 0; i < 5; i++) {
      const other = await member(t);
      await writeTo(t, other, zora, `von ${i}`);
      others.push(other);
    }
    // The first one writes again: it moves to the top.
    await writeTo(t, others[0]!, zora, 'noch einmal');
    const first = (await t.gql(LIST, { first: 3 }, { token: zora.token })).data!.conversations;
    expect(first.hasNextPage).toBe(true);
    const second = (await t.gql(LIST, { first: 3, after: first.endCursor }, { token: zora.token })).data!.conversations;
    const previews = [...first.nodes, ...second.nodes].map((c: { latestMessage: { preview: string } }) => c.latestMessage.preview);
    expect(previews).toEqual(['noch einmal', 'von 4', 'von 3', 'von 2', 'von 1']);
    expect(second.hasNextPage).toBe(false);
    expect(errorOf(await t.gql(LIST, { after: 'kein-cursor' }, { token: zora.token }))?.code).toBe('BAD_INPUT');
  });
});

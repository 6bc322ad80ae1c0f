import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import type { ConversationEventPayload } from '../../src/modules/conversations/conversation-events.js';
import { BLOCK, UNBLOCK } from '../friends/support.js';
import { CONVERSATION, READ, TYPING, member, send, writeTo, type TestMember } from './support.js';

// Issue 11 item 8: a block silences typing signals and read receipts too, in both directions. The
// member's event channel is read straight from the pubsub (what their sockets would be sent). No
// sleeps: after the silenced signals an allowed one follows, and it must be the first to arrive.

describe('typing and read signals between blocked members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Every signal the pubsub delivers to `m` from now on. */
  function signalsTo(m: TestMember) {
    const events: ConversationEventPayload[] = [];
    const iterator = t.deps.pubsub.subscribe('conversation:event', m.id)[Symbol.asyncIterator]();
    let waiting = null as (() => void) | null;
    void (async () => {
      for (let r = await iterator.next(); !r.done; r = await iterator.next()) {
        if (r.value.kind === 'signal') events.push(r.value);
        waiting?.();
      }
    })();
    return {
      events,
      /** Waits until at least one signal arrived (fails after 5 s). */
      async first() {
        const deadline = Date.now() + 5000;
        while (events.length === 0) {
          if (Date.now() > deadline) throw new Error('no signal arrived');
          await new Promise<void>((resolve) => {
            waiting = resolve;
            setTimeout(resolve, 50);
          });
        }
        return events[0]!;
      },
      stop: () => void iterator.return?.(),
    };
  }

  async function typing(m: TestMember, conversationId: string) {
    const res = await t.gql(TYPING, { id: conversationId, typing: true }, { token: m.token });
    expect(res.errors).toBeUndefined();
  }

  for (const direction of ['the blocker blocked the sender', 'the sender blocked the recipient'] as const) {
    it(`${direction}: neither typing nor a read receipt arrives; after unblocking they do`, async () => {
      const anna = await member(t);
      const ben = await member(t);
      const { conversation } = await writeTo(t, anna, ben, 'Hallo Ben');
      await send(t, anna, conversation.id, 'Bist du da?');
      const [blocker, blocked] = direction === 'the blocker blocked the sender' ? [anna, ben] : [ben, anna];
      expect((await t.gql(BLOCK, { slug: blocked.slug }, { token: blocker.token })).errors).toBeUndefined();

      const toAnna = signalsTo(anna);
      // Ben (blocked or blocker) types and reads Anna's messages: Anna hears nothing of it.
      await typing(ben, conversation.id);
      expect((await t.gql(READ, { id: conversation.id, seq: 1 }, { token: ben.token })).errors).toBeUndefined();

      expect((await t.gql(UNBLOCK, { slug: blocked.slug }, { token: blocker.token })).errors).toBeUndefined();
      await typing(ben, conversation.id);
      // The first signal Anna gets is the one after the unblock.
      expect(await toAnna.first()).toMatchObject({ signal: 'TYPING', userId: ben.id, conversationId: conversation.id });
      expect(toAnna.events).toHaveLength(1);
      toAnna.stop();
    });
  }

  it('while blocked, the conversation shows no read marks of the other (read receipts on request)', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'Hallo Ben');
    await t.gql(BLOCK, { slug: anna.slug }, { token: ben.token });
    await t.gql(READ, { id: conversation.id, seq: 1 }, { token: ben.token });
    const readsSeenBy = async (m: TestMember) => {
      const c = (await t.gql(CONVERSATION, { id: conversation.id }, { token: m.token })).data!.conversation;
      return {
        positions: c.readPositions.map((p: { userId: string }) => p.userId),
        receipts: c.messages.nodes.flatMap((n: { readNotifications: { userId: string }[] }) => n.readNotifications.map((r) => r.userId)),
      };
    };
    // readPositions lists the others only.
    expect(await readsSeenBy(anna)).toEqual({ positions: [], receipts: [] });
    expect((await readsSeenBy(ben)).positions).toEqual([]);
    await t.gql(UNBLOCK, { slug: anna.slug }, { token: ben.token });
    expect(await readsSeenBy(anna)).toEqual({ positions: [ben.id], receipts: [ben.id] });
    expect((await readsSeenBy(ben)).positions).toEqual([anna.id]);
  });

  it('the reader’s own devices still hear their read mark while blocked', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'Hallo Ben');
    await t.gql(BLOCK, { slug: anna.slug }, { token: ben.token });
    const toBen = signalsTo(ben);
    await t.gql(READ, { id: conversation.id, seq: 1 }, { token: ben.token });
    expect(await toBen.first()).toMatchObject({ signal: 'READ', userId: ben.id, seq: 1 });
    toBen.stop();
  });
});

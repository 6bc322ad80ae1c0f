import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../harness.js';
import { waitFor } from '../rooms/socket-client.js';
import { CONVERSATION, READ, TYPING, member, send, writeTo, type TestMember } from './support.js';

// Real time over /socket with a real graphql-ws client (spec §7; decisions 0017, 0018): new
// messages reach both sides once stored, with their conversation and the unread total; typing and
// read receipts reach the others; nobody else hears anything; a client that was away catches up.

const MESSAGES = `subscription { conversationMessages { preview message { id seq body sender { id } } conversation { id unreadCount lastSeq latestMessage { seq } users { id } } currentUser { id unreadMessagesCount } } }`;
const SIGNALS = `subscription ($id: ID) { conversationSignals(conversationId: $id) { kind conversationId userId seq user { id } conversation { id readPositions { userId seq } } } }`;

interface Recorded<T> {
  events: T[];
  client: Client;
  /** Waits until `n` events arrived (fails after `ms`). */
  next(n: number, ms?: number): Promise<T[]>;
  stop(): void;
}

describe('conversations over /socket', () => {
  let t: TestApp;
  let url: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/socket`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t.close();
  });

  function connect(m: TestMember): Client {
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${m.token}` }, retryAttempts: 0, lazy: true });
    clients.push(client);
    return client;
  }

  /** Subscribes and records every result; resolves once the server has started the subscription. */
  async function record<T>(m: TestMember, query: string, variables: Record<string, unknown> = {}): Promise<Recorded<T>> {
    const before = t.listeners('conversation:event', m.id);
    const client = connect(m);
    const events: T[] = [];
    const waiters = new Set<() => void>();
    const stop = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          events.push((value.errors ? { errors: value.errors } : value.data) as T);
          waiters.forEach((w) => w());
        },
        error: (error) => events.push({ errors: error } as T),
        complete: () => undefined,
      },
    );
    // Live once the server listens for the member's events (waited for, not guessed).
    await t.listening('conversation:event', m.id, before + 1);
    return {
      events,
      client,
      stop,
      next: (n, ms = 15_000) =>
        new Promise((resolve, reject) => {
          if (events.length >= n) return resolve(events);
          const timer = setTimeout(() => reject(new Error(`timed out after ${events.length} events: ${JSON.stringify(events)}`)), ms);
          const check = () => {
            if (events.length < n) return;
            clearTimeout(timer);
            waiters.delete(check);
            resolve(events);
          };
          waiters.add(check);
        }),
    };
  }

  it('a new message reaches the recipient and the sender’s other devices, with the inbox row and the unread total', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const eve = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'Erste Nachricht');
    const toBen = await record<any>(ben, MESSAGES);
    const toAnna = await record<any>(anna, MESSAGES);
    const toEve = await record<any>(eve, MESSAGES);

    await send(t, anna, conversation.id, 'Bist du heute Abend im Club?');
    const [event] = await toBen.next(1);
    expect(event.conversationMessages).toMatchObject({
      preview: 'Bist du heute Abend im Club?',
      message: { seq: 2, body: 'Bist du heute Abend im Club?', sender: { id: anna.id } },
      conversation: { id: conversation.id, unreadCount: 2, lastSeq: 2, latestMessage: { seq: 2 } },
      currentUser: { id: ben.id, unreadMessagesCount: 2 },
    });
    const [own] = await toAnna.next(1);
    expect(own.conversationMessages).toMatchObject({ message: { seq: 2 }, conversation: { unreadCount: 0 }, currentUser: { id: anna.id, unreadMessagesCount: 0 } });
    // Nobody else hears of it.
    await new Promise((r) => setTimeout(r, 200));
    expect(toEve.events).toEqual([]);
    [toBen, toAnna, toEve].forEach((s) => s.stop());
  });

  it('typing and read receipts reach the other participant; a filter by conversation holds', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'Hallo');
    const other = await writeTo(t, anna, await member(t), 'Anderswo');
    const annaSignals = await record<any>(anna, SIGNALS, { id: conversation.id });
    const benSignals = await record<any>(ben, SIGNALS, { id: conversation.id });

    expect((await t.gql(TYPING, { id: conversation.id, typing: true }, { token: ben.token })).data!.setTyping).toBe(true);
    const [typing] = await annaSignals.next(1);
    expect(typing.conversationSignals).toEqual({ kind: 'TYPING', conversationId: conversation.id, userId: ben.id, seq: null, user: { id: ben.id }, conversation: null });

    await t.gql(READ, { id: conversation.id, seq: 1 }, { token: ben.token });
    const events = await annaSignals.next(2);
    expect(events[1].conversationSignals).toMatchObject({ kind: 'READ', userId: ben.id, seq: 1, conversation: { id: conversation.id, readPositions: [{ userId: ben.id, seq: 1 }] } });
    // Ben's own devices hear his read too (their unread counts), not his typing.
    const benEvents = await benSignals.next(1);
    expect(benEvents.map((e) => e.conversationSignals.kind)).toEqual(['READ']);

    // Signals of another conversation do not pass the filter.
    await t.gql(TYPING, { id: other.conversation.id, typing: true }, { token: anna.token });
    await new Promise((r) => setTimeout(r, 200));
    expect(annaSignals.events).toHaveLength(2);
    annaSignals.stop();
    benSignals.stop();
  });

  it('a member who deleted the conversation hears nothing more of it; someone else’s typing is NOT_FOUND', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'Hallo');
    await t.gql('mutation ($id: ID!) { deleteConversation(id: $id) }', { id: conversation.id }, { token: ben.token });
    const toBen = await record<any>(ben, MESSAGES);
    const blocked = await t.gql('mutation ($id: ID!, $body: String!) { sendMessage(conversationId: $id, body: $body) { message { id } } }', { id: conversation.id, body: 'Hallo?' }, { token: anna.token });
    expect(blocked.errors?.[0]?.extensions?.code).toBe('CONVERSATION_CLOSED');
    const eve = await member(t);
    expect((await t.gql(TYPING, { id: conversation.id, typing: true }, { token: eve.token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await new Promise((r) => setTimeout(r, 200));
    expect(toBen.events).toEqual([]);
    toBen.stop();
  });

  it('visitors cannot subscribe: their connection is refused (4403)', async () => {
    const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    clients.push(client);
    const results: unknown[] = [];
    try {
      for await (const result of client.iterate({ query: MESSAGES })) {
        results.push(result);
        break;
      }
    } catch (error) {
      results.push(error);
    }
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ code: 4403 });
  });

  it('no message is lost: what was sent while a client was away comes with messagesAfter(its last seq)', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'eins');
    const live = await record<any>(ben, MESSAGES);
    await send(t, anna, conversation.id, 'zwei');
    const [seen] = await live.next(1);
    const lastSeen = seen.conversationMessages.message.seq as number;
    // Ben's connection drops; Anna writes on.
    live.stop();
    await live.client.dispose();
    await waitFor(() => t.listeners('conversation:event', ben.id) === 0, 'the server to end Ben’s subscription');
    await send(t, anna, conversation.id, 'drei');
    await send(t, anna, conversation.id, 'vier');
    // Back: a new subscription, and the catch-up from the last seq shown.
    const again = await record<any>(ben, MESSAGES);
    const caughtUp = await t.gql(`query ($id: ID!, $seq: Int!) { conversation(id: $id) { messagesAfter(seq: $seq) { nodes { seq body } complete } } }`, { id: conversation.id, seq: lastSeen }, { token: ben.token });
    expect(caughtUp.data!.conversation.messagesAfter).toEqual({ nodes: [{ seq: 3, body: 'drei' }, { seq: 4, body: 'vier' }], complete: true });
    await send(t, anna, conversation.id, 'fünf');
    const [next] = await again.next(1);
    expect(next.conversationMessages.message.seq).toBe(5);
    const all = (await t.gql(CONVERSATION, { id: conversation.id }, { token: ben.token })).data!.conversation.messages.nodes.map((m: { seq: number }) => m.seq);
    expect(all).toEqual([1, 2, 3, 4, 5]);
    again.stop();
  });

  it('messages sent at once from both sides get distinct, gapless seqs and arrive in seq order', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'los');
    const toBen = await record<any>(ben, MESSAGES);
    await Promise.all(Array.from({ length: 10 }, (_, i) => send(t, i % 2 ? anna : ben, conversation.id, `gleichzeitig ${i}`)));
    const events = await toBen.next(10);
    const seqs = events.map((e) => e.conversationMessages.message.seq as number);
    expect([...seqs].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    toBen.stop();
  });
  it('a message whose view cannot be read for a subscriber (database busy) is left out, and the subscription goes on: the next one arrives', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const { conversation } = await writeTo(t, anna, ben, 'Hallo Ben');
    const toBen = await record<any>(ben, MESSAGES);
    const original = t.services.conversations.messageEvent;
    let failures = 0;
    t.services.conversations.messageEvent = async (...args) => {
      if (failures++ === 0) throw Object.assign(new Error('timeout exceeded when trying to connect'), { code: 'POOL_TIMEOUT' });
      return original(...args);
    };
    try {
      await send(t, anna, conversation.id, 'geht verloren, live');
      await send(t, anna, conversation.id, 'kommt an');
      const events = await toBen.next(1);
      expect(events[0].errors).toBeUndefined();
      // seq 3 after the seen seq 1: the web app sees the gap and fetches seq 2 (useMessages).
      expect(events[0].conversationMessages.message).toMatchObject({ seq: 3, body: 'kommt an' });
    } finally {
      t.services.conversations.messageEvent = original;
      toBen.stop();
    }
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/app.js';
import { createDeps } from '../../src/infra/create-deps.js';
import { openPostgres } from '../../src/db/postgres.js';
import type { Database } from '../../src/db/client.js';
import type { GraphQLResult, TestApp } from '../harness.js';
import { member, type TestMember } from '../friends/support.js';
import { staffMember } from '../rooms/support.js';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

// The key test (spec §7; decision 0020): TWO app instances, each with its own database pool
// and its own Redis clients, on the same PostgreSQL database and the same Redis, as two processes
// behind a load balancer would be. What is sent through one instance reaches a subscriber connected
// to the other over a real graphql-ws socket: in order and exactly once.
// CI sets both variables (.ci/run). The embedded-database run (`npm test`) has no Redis: it skips.

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [!databaseUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean);
if (missing.length) {
  console.warn(`two-instances.test.ts: ${missing.join(' and ')} not set, so the two-instance real-time tests are skipped (they need a real PostgreSQL and Redis; CI sets both, see .ci/run).`);
}

const MESSAGES = `subscription { conversationMessages { message { id seq body sender { id } } conversation { id lastSeq } } }`;
type MessageEvent = { conversationMessages: { message: { id: string; seq: number; body: string; sender: { id: string } }; conversation: { id: string; lastSeq: number } } };
const ROOM_EVENTS = `subscription ($roomId: ID!) { roomEvents(roomId: $roomId) { kind roomId message { id seq body sender { id } } } }`;
type RoomEventResult = { roomEvents: { kind: string; roomId: string; message: { id: string; seq: number; body: string; sender: { id: string } } | null } };

const WRITE_TO = `mutation ($slug: String!, $body: String!) { writeTo(slug: $slug, body: $body) { conversation { id } message { seq } } }`;
const SEND = `mutation ($id: ID!, $body: String!) { sendMessage(conversationId: $id, body: $body) { message { id seq } } }`;
const AFTER = `query ($id: ID!, $seq: Int!) { conversation(id: $id) { messagesAfter(seq: $seq) { nodes { id seq body } complete } } }`;
const CREATE_ROOM = `mutation ($input: CreateRoomInput!) { createChatRoom(input: $input) { id } }`;
const JOIN_ROOM = `mutation ($id: ID!) { joinChatRoom(id: $id) { id } }`;
const SEND_ROOM = `mutation ($roomId: ID!, $body: String!) { sendRoomMessage(roomId: $roomId, body: $body) { id seq } }`;

/** Throws unless the server answers: with TEST_REDIS_URL set an unreachable Redis is a failure, not a skip. */
async function assertRedisReachable(url: string) {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    expect(await probe.ping()).toBe('PONG');
  } catch (error) {
    throw new Error(`TEST_REDIS_URL is set (${url}) but Redis cannot be reached: ${(error as Error).message}`);
  } finally {
    probe.disconnect();
  }
}

interface Live<T> {
  results: { data?: T | null; errors?: readonly unknown[] }[];
  /** Resolves once the server acknowledged the connection. */
  connected: Promise<void>;
  /** Resolves once `n` results are there (or rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<void>;
  stop(): Promise<void>;
}

/** A real graphql-ws client (no retries) with one subscription, as the member with this token. */
function subscribe<T>(url: string, token: string, query: string, variables: Record<string, unknown> = {}): Live<T> {
  let acked: () => void = () => undefined;
  const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: { authorization: `Bearer ${token}` }, on: { connected: () => acked() } });
  const results: Live<T>['results'] = [];
  client.subscribe<T>({ query, variables }, { next: (r) => void results.push(r as Live<T>['results'][number]), error: (e) => void results.push({ errors: [e] }), complete: () => undefined });
  return {
    results,
    connected: new Promise<void>((resolve) => (acked = resolve)),
    async waitFor(n, ms = 15_000) {
      const deadline = Date.now() + ms;
      while (results.length < n) {
        if (Date.now() > deadline) throw new Error(`timed out after ${results.length} of ${n} results: ${JSON.stringify(results)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    stop: () => client.dispose() as Promise<void>,
  };
}

interface Instance extends TestApp {
  url: string;
}

describe.skipIf(missing.length > 0)('two app instances on one PostgreSQL and one Redis (TEST_DATABASE_URL, TEST_REDIS_URL)', () => {
  const dbName = `t_two_${crypto.randomBytes(5).toString('hex')}`;
  let dataDir: string;
  const instances: Instance[] = [];
  const databases: Database[] = [];
  const open: Live<unknown>[] = [];
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await assertRedisReachable(redisUrl!);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${dbName}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-two-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url.toString(), REDIS_URL: redisUrl, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
    for (let i = 0; i < 2; i++) {
      // Each instance its own pool (the first applies the migrations), as separate processes have.
      const database = await openPostgres(url.toString(), { migrate: i === 0, max: 5 });
      databases.push(database);
      const deps = createDeps(config, database);
      const { app, services, realtime, graphqlFastPath } = await buildApp(deps, { logger: false, webDist: path.join(dataDir, 'no-web') });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({
        app,
        deps,
        services,
        realtime,
        graphqlFastPath,
        dataDir,
        url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/socket`,
        advance: () => {
          throw new Error('real clock');
        },
        advanceToSwissNoon: () => {
          throw new Error('real clock');
        },
        // Redis carries the events here: wait on Redis's subscriber counts (onRedis) instead.
        listening: () => Promise.reject(new Error('in-process pub/sub only')),
        listeners: () => {
          throw new Error('in-process pub/sub only');
        },
        async gql(query, variables, opts = {}) {
          const res = await app.inject({
            method: 'POST',
            url: '/graphql',
            headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
            payload: JSON.stringify({ query, variables }),
          });
          return { ...(res.json() as GraphQLResult<any>), cookies: {} };
        },
        async close() {
          await app.close();
          await deps.dispose();
        },
      });
    }
    [a, b] = instances as [Instance, Instance];
  }, 60_000);

  afterAll(async () => {
    await Promise.all(open.map((s) => s.stop()));
    for (const instance of instances) await instance.close();
    for (const database of databases) await database.close();
    if (databaseUrl) {
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await cleanup.end();
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function live<T>(on: Instance, who: TestMember, query: string, variables?: Record<string, unknown>): Live<T> {
    const s = subscribe<T>(on.url, who.token, query, variables);
    open.push(s as Live<unknown>);
    return s;
  }

  async function ok<T = Record<string, any>>(on: Instance, query: string, variables: Record<string, unknown>, who: TestMember): Promise<T> {
    const res = await on.gql<T>(query, variables, { token: who.token });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  }

  /**
   * Waits until the subscription is registered on Redis: the instance subscribes to the topic's
   * channel asynchronously, after the server started the GraphQL subscription.
   */
  async function onRedis(channel: string) {
    const probe = new Redis(redisUrl!);
    try {
      for (let i = 0; ; i++) {
        const [, subscribers] = (await probe.pubsub('NUMSUB', channel)) as [string, number];
        if (Number(subscribers) >= 1) return;
        if (i > 250) throw new Error(`nobody subscribed to ${channel} on Redis`);
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      probe.disconnect();
    }
  }

  /** Waits `ms` more after the expected results arrived, for a duplicate to have a chance to show up. */
  const roomForDuplicates = (ms = 400) => new Promise((r) => setTimeout(r, ms));

  async function conversationBetween(anna: TestMember, ben: TestMember) {
    const first = await ok<{ writeTo: { conversation: { id: string } } }>(a, WRITE_TO, { slug: ben.slug, body: 'Hallo Ben' }, anna);
    return first.writeTo.conversation.id;
  }

  it('30 messages sent quickly through A reach Ben’s subscription on B in order, each exactly once', async () => {
    // Members are rows in the shared database: made through A, they exist for B as well.
    const anna = await member(a);
    const ben = await member(a);
    const conversationId = await conversationBetween(anna, ben);
    const onB = live<MessageEvent>(b, ben, MESSAGES);
    await onB.connected;
    await onRedis(`conversation:event:${ben.id}`);

    // One after the other without pause; both write (the limit is 30 a minute per member).
    const sent: { id: string; seq: number }[] = [];
    for (let i = 1; i <= 30; i++) {
      const from = i % 2 ? anna : ben;
      const res = await ok<{ sendMessage: { message: { id: string; seq: number } } }>(a, SEND, { id: conversationId, body: `Nachricht ${i}` }, from);
      sent.push(res.sendMessage.message);
    }
    await onB.waitFor(30, 10_000);
    await roomForDuplicates();

    expect(onB.results.every((r) => !r.errors)).toBe(true);
    const received = onB.results.map((r) => r.data!.conversationMessages);
    expect(received).toHaveLength(30);
    expect(received.map((e) => e.message.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
    expect(received.map((e) => e.message.id)).toEqual(sent.map((m) => m.id));
    expect(received.map((e) => e.message.body)).toEqual(Array.from({ length: 30 }, (_, i) => `Nachricht ${i + 1}`));
    expect(received.map((e) => e.message.sender.id)).toEqual(Array.from({ length: 30 }, (_, i) => (i % 2 ? ben.id : anna.id)));
    expect(received.every((e) => e.conversation.id === conversationId)).toBe(true);
    expect(received.at(-1)!.conversation.lastSeq).toBe(31);
  });

  it('messages sent all at once through A arrive on B once each, with distinct gapless seqs', async () => {
    const anna = await member(a);
    const ben = await member(a);
    const conversationId = await conversationBetween(anna, ben);
    const onB = live<MessageEvent>(b, ben, MESSAGES);
    await onB.connected;
    await onRedis(`conversation:event:${ben.id}`);

    await Promise.all(Array.from({ length: 20 }, (_, i) => ok(a, SEND, { id: conversationId, body: `gleichzeitig ${i}` }, i % 2 ? anna : ben)));
    await onB.waitFor(20, 10_000);
    await roomForDuplicates();
    const seqs = onB.results.map((r) => r.data!.conversationMessages.message.seq);
    expect(seqs).toHaveLength(20);
    // Published after each commit, so concurrent senders may be announced out of seq order: the
    // client fills gaps with messagesAfter (decision 0017). Each one arrives, and only once.
    expect([...seqs].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });

  it('a room message sent on B reaches a roomEvents subscriber on A; the sender’s own subscription on B hears it once too', async () => {
    const staff = await staffMember(a);
    const guest = await member(a);
    const room = (await ok<{ createChatRoom: { id: string } }>(a, CREATE_ROOM, { input: { kind: 'PUBLIC', name: `Bar ${crypto.randomBytes(3).toString('hex')}`, description: 'Zwei Instanzen' } }, staff)).createChatRoom;
    await ok(b, JOIN_ROOM, { id: room.id }, guest);

    const onA = live<RoomEventResult>(a, staff, ROOM_EVENTS, { roomId: room.id });
    const ownOnB = live<RoomEventResult>(b, guest, ROOM_EVENTS, { roomId: room.id });
    await Promise.all([onA.connected, ownOnB.connected]);
    // Both instances have a subscriber of the room: two subscriptions of the room's channel.
    await onRedis(`room:event:${room.id}`);
    const probe = new Redis(redisUrl!);
    for (let i = 0; ; i++) {
      const [, n] = (await probe.pubsub('NUMSUB', `room:event:${room.id}`)) as [string, number];
      if (Number(n) >= 2) break;
      if (i > 250) throw new Error('the second instance never subscribed to the room');
      await new Promise((r) => setTimeout(r, 20));
    }
    probe.disconnect();

    const sent: number[] = [];
    for (let i = 1; i <= 10; i++) sent.push((await ok<{ sendRoomMessage: { seq: number } }>(b, SEND_ROOM, { roomId: room.id, body: `Prost ${i}` }, guest)).sendRoomMessage.seq);
    await Promise.all([onA.waitFor(10, 10_000), ownOnB.waitFor(10, 10_000)]);
    await roomForDuplicates();

    for (const s of [onA, ownOnB]) {
      const events = s.results.map((r) => r.data!.roomEvents);
      expect(events.map((e) => e.kind)).toEqual(Array(10).fill('MESSAGE'));
      expect(events.map((e) => e.message!.seq)).toEqual(sent);
      expect(events.map((e) => e.message!.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Prost ${i + 1}`));
      expect(events.every((e) => e.roomId === room.id && e.message!.sender.id === guest.id)).toBe(true);
    }
  });

  it('a subscriber who drops off B misses nothing: messagesAfter(its last seq) on B returns what A stored meanwhile, and live delivery resumes', async () => {
    const anna = await member(a);
    const ben = await member(a);
    const conversationId = await conversationBetween(anna, ben);
    const first = live<MessageEvent>(b, ben, MESSAGES);
    await first.connected;
    await onRedis(`conversation:event:${ben.id}`);
    await ok(a, SEND, { id: conversationId, body: 'zwei' }, anna);
    await first.waitFor(1);
    const lastSeen = first.results[0]!.data!.conversationMessages.message.seq;
    expect(lastSeen).toBe(2);

    // Ben's connection drops; Anna writes on through A.
    await first.stop();
    for (const body of ['drei', 'vier', 'fünf']) await ok(a, SEND, { id: conversationId, body }, anna);

    // Back on B: a new subscription, then the catch-up from the last seq shown (the client's order).
    const again = live<MessageEvent>(b, ben, MESSAGES);
    await again.connected;
    await onRedis(`conversation:event:${ben.id}`);
    const caughtUp = await ok<{ conversation: { messagesAfter: { nodes: { seq: number; body: string }[]; complete: boolean } } }>(b, AFTER, { id: conversationId, seq: lastSeen }, ben);
    expect(caughtUp.conversation.messagesAfter).toMatchObject({ nodes: [{ seq: 3, body: 'drei' }, { seq: 4, body: 'vier' }, { seq: 5, body: 'fünf' }], complete: true });
    await ok(a, SEND, { id: conversationId, body: 'sechs' }, anna);
    await again.waitFor(1);
    await roomForDuplicates();
    expect(again.results.map((r) => r.data!.conversationMessages.message.seq)).toEqual([6]);
    // The first subscription heard nothing after it was closed.
    expect(first.results).toHaveLength(1);
  });
});

import http from 'node:http';
import WebSocket from 'ws';
import { benchToken } from './realtime-seed.js';
import { loadDocuments, type Operation } from './load-documents.js';
import { ARRIVAL, DELIVERY_DEADLINE_MS, EMPTY_FILTER, GUARD_RECHECK_MS, HEARTBEAT, RECEIVER_SETTLE_MS, SCREENS, SEARCH_FILTERS, ratesFor, type ActionKind } from './load-mix.js';
import type { LoadWorld, MemberSpec } from './load-seed.js';

/**
 * A load-generating worker of `npm run bench -- load` (forked; IPC with the parent). Each simulated
 * member has its own keep-alive HTTP agent (as a browser has its connections) and one graphql-ws
 * socket with the subscriptions every members' screen holds (presence, conversation messages, and
 * its room's events when it is in one), pinging every 3 s. It arrives at its time, opens the app,
 * then acts on a Poisson schedule (load-mix.ts) that does not wait for answers: a slow server does
 * not slow the load down. Latencies are measured here, from just before a request is written until
 * its answer's last byte; deliveries from the send time carried in the message's body.
 */

export interface Send {
  id: number;
  kind: 'private' | 'room';
  sender: number;
  /** The partner's number, or the room's id. */
  to: number | string;
  sentAt: number;
  acked: boolean;
}

export interface Samples {
  steady: number[];
  ramp: number[];
}

export interface DeliveryReport extends Samples {
  expected: number;
  received: number;
  lost: number;
  late: number;
  duplicates: number;
}

export type ToWorker =
  | { type: 'prepare' }
  | { type: 'go'; base: string; secret: string; members: MemberSpec[]; arrivals: number[]; world: Omit<LoadWorld, 'members'>; rampEndAt: number; endAt: number }
  | { type: 'stop' }
  | { type: 'check'; sends: Send[] }
  | { type: 'close' };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'stopped'; sends: Send[]; inFlight: number }
  | {
      type: 'report';
      http: Record<string, Samples>;
      errors: Record<string, number>;
      errorExamples: string[];
      delivery: { private: DeliveryReport; room: DeliveryReport };
      socket: { connectMs: number[]; members: number; neverConnected: number; closes: number; latePongs: number; presenceEvents: number };
      actions: Record<string, number>;
      reservations: Record<string, number>;
    };

/** Message ids: sender × this + the sender's count, carried in the body with the send time. */
const ID_BASE = 100_000;
const MARK = / \[(\d+)@(\d+\.\d+)\]$/;
const TEXTS = ['Hallo, wie geht es euch heute?', 'Seid ihr am Samstag auch an der Party?', 'Danke für den schönen Abend gestern!', 'Wir sind ab neun in der Lounge, kommt doch vorbei.', 'Gern, bis später!'];
const PARTIES: Record<string, { femaleGuests: number; maleGuests: number }> = { M: { femaleGuests: 0, maleGuests: 1 }, F: { femaleGuests: 1, maleGuests: 0 }, MF: { femaleGuests: 1, maleGuests: 1 }, MM: { femaleGuests: 0, maleGuests: 2 }, FF: { femaleGuests: 2, maleGuests: 0 } };

interface Member {
  spec: MemberSpec;
  token: string;
  agent: http.Agent;
  rates: [ActionKind, number][];
  perMs: number;
  timer: NodeJS.Timeout | null;
  socket: WebSocket | null;
  liveAt: number | null;
  closedAt: number | null;
  guardAt: number;
  sent: number;
  /** Message ids received in time, and those received after the deadline (either a second time: a duplicate). */
  received: Set<number>;
  late: Set<number>;
  /** Profiles and photos the member's screens have listed (cards it may open, a gallery's photos): what it opens next. */
  seen: { slugs: string[]; photos: string[] };
}

const epoch = () => performance.timeOrigin + performance.now();
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const SEEN_MAX = 60;

function remember(list: string[], value: string) {
  if (list.includes(value)) return;
  list.push(value);
  if (list.length > SEEN_MAX) list.shift();
}

/** Member cards the viewer may open (their slug and avatar) and a gallery's photos, from an answer. */
function harvest(m: Member, value: unknown, depth = 0): void {
  if (!value || typeof value !== 'object' || depth > 8) return;
  if (Array.isArray(value)) {
    for (const v of value) harvest(m, v, depth + 1);
    return;
  }
  const o = value as Record<string, any>;
  if (o.__typename === 'Photo' && typeof o.id === 'string') remember(m.seen.photos, o.id);
  if (o.isAllowedToVisit === true && typeof o.slug === 'string' && o.slug !== m.spec.slug) {
    remember(m.seen.slugs, o.slug);
    if (typeof o.avatar?.id === 'string') remember(m.seen.photos, o.avatar.id);
  }
  for (const v of Object.values(o)) harvest(m, v, depth + 1);
}

/** The answers whose lists a member opens profiles and photos from. */
const LISTS = new Set(['HomeOverview', 'ProfileSearch', 'UserPhotos', 'Conversations']);

let ops: Map<string, Operation>;
let go: Extract<ToWorker, { type: 'go' }>;
let target: { host: string; port: number };
const members = new Map<number, Member>();
const timers = new Set<NodeJS.Timeout>();
let stopping = false;
let inFlight = 0;
const sends: Send[] = [];
const httpSamples: Record<string, Samples> = {};
const errors: Record<string, number> = {};
const errorExamples: string[] = [];
const delivery = { private: { steady: [] as number[], ramp: [] as number[], duplicates: 0 }, room: { steady: [] as number[], ramp: [] as number[], duplicates: 0 } };
const socketStats = { connectMs: [] as number[], closes: 0, latePongs: 0, presenceEvents: 0 };
const actions: Record<string, number> = {};
const reservations: Record<string, number> = {};

function later(ms: number, fn: () => void) {
  const t = setTimeout(() => {
    timers.delete(t);
    fn();
  }, Math.max(0, ms));
  timers.add(t);
  return t;
}

function error(label: string, detail = '') {
  errors[label] = (errors[label] ?? 0) + 1;
  // One example of each kind of error (its first), for the report.
  if (errorExamples.length < 40 && !errorExamples.some((e) => e.startsWith(label))) errorExamples.push(`${label}${detail ? `: ${detail.slice(0, 300)}` : ''}`);
}

function sample(kind: string, startedAt: number, ms: number) {
  const s = (httpSamples[kind] ??= { steady: [], ramp: [] });
  (startedAt >= go.rampEndAt ? s.steady : s.ramp).push(ms);
}

/** One request on the member's own keep-alive connections; resolves with the status and (text) body. */
function request(m: Member, method: 'GET' | 'POST', path: string, body: string | null, headers: Record<string, string>, binary = false): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    // From the call, so a request waiting for one of the member's 6 connections counts its wait too.
    const timer = setTimeout(() => req.destroy(new Error('no answer within 30 s')), 30_000);
    const fail = (e: Error) => {
      clearTimeout(timer);
      reject(e);
    };
    const req = http.request({ ...target, method, path, agent: m.agent, headers: { authorization: `Bearer ${m.token}`, ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        if (!binary) chunks.push(c);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text: binary ? '' : Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body ?? undefined);
  });
}

/** A GraphQL operation as the web app's urql client sends it; the data, or null (counted as an error). */
async function gql(m: Member, name: string, variables: Record<string, unknown> = {}): Promise<any> {
  const op = ops.get(name)!;
  // The operation's name in a header of its own: `--count-statements` keys its counts by it (the app ignores it).
  const headers = { 'x-graphql-yoga-csrf': '1', accept: 'application/graphql-response+json, application/json', 'x-bench-operation': name };
  // As urql's `within-url-limit`: a public query goes as GET when its URL stays under 2048 characters.
  const url = op.get ? `/graphql?${new URLSearchParams({ query: op.query, operationName: name, variables: JSON.stringify(variables) })}` : '';
  const get = op.get && url.length < 2048;
  const startedAt = epoch();
  const t0 = performance.now();
  inFlight++;
  try {
    const res = get ? await request(m, 'GET', url, null, headers) : await request(m, 'POST', '/graphql', JSON.stringify({ operationName: name, query: op.query, variables }), { ...headers, 'content-type': 'application/json' });
    sample(name, startedAt, performance.now() - t0);
    if (res.status < 200 || res.status > 299) {
      error(`${name}: HTTP ${res.status}`, res.text);
      return null;
    }
    const json = JSON.parse(res.text) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    if (json.errors?.length) {
      error(`${name}: GraphQL ${json.errors[0]!.extensions?.code ?? json.errors[0]!.message}`, JSON.stringify(json.errors));
      return null;
    }
    if (LISTS.has(name)) harvest(m, json.data);
    return json.data;
  } catch (e) {
    error(`${name}: ${(e as Error).message}`);
    return null;
  } finally {
    inFlight--;
  }
}

async function photo(m: Member) {
  // A photo the member's screens have shown (a card's avatar, a gallery): what a member can open.
  if (!m.seen.photos.length) return;
  const id = pick(m.seen.photos);
  const startedAt = epoch();
  const t0 = performance.now();
  inFlight++;
  try {
    const res = await request(m, 'GET', `/api/photos/${id}/640.avif`, null, { accept: 'image/avif,image/webp,*/*' }, true);
    sample('photo (GET /api/photos/…/640.avif)', startedAt, performance.now() - t0);
    if (res.status !== 200) error(`photo: HTTP ${res.status}`);
  } catch (e) {
    error(`photo: ${(e as Error).message}`);
  } finally {
    inFlight--;
  }
}

function body(m: Member): { id: number; text: string; sentAt: number } {
  const id = m.spec.n * ID_BASE + ++m.sent;
  const sentAt = epoch();
  return { id, sentAt, text: `${pick(TEXTS)} [${id}@${sentAt.toFixed(3)}]` };
}

const variables: Record<string, (m: Member) => Record<string, unknown>> = {
  ProfileSearch: () => ({ filter: EMPTY_FILTER, first: 20, after: null }),
  Conversations: () => ({ folder: 'INBOX', first: 20, after: null }),
  Events: () => ({ when: 'UPCOMING', first: 10, after: null }),
  User: (m) => ({ slug: m.spec.slug }),
  ProfileAchievements: (m) => ({ slug: m.spec.slug }),
  UserPhotos: (m) => ({ slug: m.spec.slug, first: 24, after: null }),
  ChatRooms: () => ({ filter: 'ALL', first: 20, after: null }),
};

async function screen(m: Member, operations: string[]) {
  await Promise.all(operations.map((name) => gql(m, name, variables[name]?.(m) ?? {})));
}

async function openConversation(m: Member) {
  const c = m.spec.conversations.length ? pick(m.spec.conversations) : null;
  if (!c) return;
  const data = await gql(m, 'Conversation', { id: c.id, first: 50 });
  const conversation = data?.conversation as { lastSeq: number; unreadCount: number } | null | undefined;
  if (conversation && conversation.unreadCount > 0) await gql(m, 'MarkConversationRead', { conversationId: c.id, seq: conversation.lastSeq });
}

async function screenChange(m: Member) {
  let r = Math.random();
  const s = SCREENS.find((x) => (r -= x.weight) < 0) ?? SCREENS[0]!;
  // The route guard asks the server alongside, at most every 30 s (guard-loader.ts).
  const guard = Date.now() - m.guardAt >= GUARD_RECHECK_MS ? gql(m, 'CurrentUser') : null;
  if (guard) m.guardAt = Date.now();
  await Promise.all([guard, s.name === 'a conversation' ? openConversation(m) : screen(m, s.operations)]);
}

async function profileView(m: Member) {
  // A card from a list the member saw (search, online members, a conversation), else any member (who may be refused).
  const slug = pick(m.seen.slugs.length ? m.seen.slugs : go.world.profileSlugs);
  const data = await gql(m, 'User', { slug });
  const profile = data?.user?.profile as { viewerCan: { edit: boolean } } | null | undefined;
  if (!profile) return;
  // Once the profile shows: the visit, the write and friend buttons, then what is below the first screenful.
  await Promise.all([
    profile.viewerCan.edit ? null : gql(m, 'RecordProfileVisit', { slug }),
    profile.viewerCan.edit ? null : gql(m, 'ConversationWith', { slug }),
    profile.viewerCan.edit ? null : gql(m, 'FriendshipWith', { slug }),
    gql(m, 'ProfileAchievements', { slug }),
    gql(m, 'UserPhotos', { slug, first: 24, after: null }),
  ]);
}

async function privateMessage(m: Member) {
  if (!m.spec.conversations.length) return;
  const c = pick(m.spec.conversations);
  const b = body(m);
  const send: Send = { id: b.id, kind: 'private', sender: m.spec.n, to: c.partner, sentAt: b.sentAt, acked: false };
  sends.push(send);
  const data = await gql(m, 'SendMessage', { conversationId: c.id, body: b.text });
  send.acked = !!data?.sendMessage?.message?.id;
}

async function roomMessage(m: Member) {
  if (!m.spec.roomId) return;
  const b = body(m);
  const send: Send = { id: b.id, kind: 'room', sender: m.spec.n, to: m.spec.roomId, sentAt: b.sentAt, acked: false };
  sends.push(send);
  const data = await gql(m, 'SendRoomMessage', { roomId: m.spec.roomId, body: b.text });
  send.acked = !!data?.sendRoomMessage?.id;
}

async function reservation(m: Member) {
  const event = pick(go.world.events);
  const [, info] = await Promise.all([gql(m, 'Event', { slug: event.slug }), gql(m, 'EventReservation', { slug: event.slug })]);
  if (!info?.event) return;
  // The event screen shows an existing reservation instead of the button.
  if (info.event.viewerReservation) {
    reservations['already reserved'] = (reservations['already reserved'] ?? 0) + 1;
    return;
  }
  const party = PARTIES[m.spec.sex] ?? PARTIES.M!;
  const data = await gql(m, 'ReserveEvent', { input: { eventId: event.id, ...party, hidden: false } });
  const status = (data?.reserveEvent?.status as string | undefined) ?? 'error';
  reservations[status] = (reservations[status] ?? 0) + 1;
}

const ACTIONS: Record<ActionKind, (m: Member) => Promise<void>> = {
  screen: screenChange,
  profile: profileView,
  photo,
  search: (m) => gql(m, 'ProfileSearch', { filter: pick(SEARCH_FILTERS), first: 20, after: null }),
  private: privateMessage,
  room: roomMessage,
  reservation,
};

/** The next action after an exponential wait (a Poisson process at the member's total rate). */
function schedule(m: Member) {
  const wait = -Math.log(1 - Math.random()) / m.perMs;
  if (stopping || Date.now() + wait >= go.endAt) return;
  m.timer = later(wait, () => {
    m.timer = null;
    let r = Math.random() * m.perMs * 60_000;
    const [kind] = m.rates.find(([, rate]) => (r -= rate) < 0) ?? m.rates[0]!;
    actions[kind] = (actions[kind] ?? 0) + 1;
    void ACTIONS[kind](m);
    schedule(m);
  });
}

function onEvent(m: Member, id: string, payload: any) {
  if (payload?.errors) return error('socket: error in an event', JSON.stringify(payload.errors));
  if (id === 'p') {
    socketStats.presenceEvents++;
    return;
  }
  const text = id === 'c' ? payload?.data?.conversationMessages?.message?.body : payload?.data?.roomEvents?.kind === 'MESSAGE' ? payload.data.roomEvents.message?.body : null;
  const match = typeof text === 'string' ? MARK.exec(text) : null;
  if (!match) return;
  const at = epoch();
  const msgId = Number(match[1]);
  // Each member's own messages come back on its own socket too: not a delivery.
  if (Math.floor(msgId / ID_BASE) === m.spec.n) return;
  const d = id === 'c' ? delivery.private : delivery.room;
  if (m.received.has(msgId) || m.late.has(msgId)) {
    d.duplicates++;
    return;
  }
  const sentAt = Number(match[2]);
  const ms = at - sentAt;
  (sentAt >= go.rampEndAt ? d.steady : d.ramp).push(ms);
  (ms > DELIVERY_DEADLINE_MS ? m.late : m.received).add(msgId);
}

/** The member's socket, as the web app opens it: connection_init with the session, then the screen's subscriptions. */
function openSocket(m: Member) {
  if (stopping) return;
  const socket = new WebSocket(go.base.replace(/^http/, 'ws') + '/socket', 'graphql-transport-ws', { perMessageDeflate: false });
  m.socket = socket;
  const opened = performance.now();
  let acked = false;
  let pongDue: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${m.token}` } })));
  socket.on('message', (data) => {
    const msg = JSON.parse(data.toString()) as { id?: string; type: string; payload?: any };
    if (!acked) {
      if (msg.type !== 'connection_ack') return;
      acked = true;
      m.liveAt = epoch();
      socketStats.connectMs.push(performance.now() - opened);
      const subscribe = (id: string, name: string, vars: Record<string, unknown> = {}) => socket.send(JSON.stringify({ id, type: 'subscribe', payload: { operationName: name, query: ops.get(name)!.query, variables: vars } }));
      subscribe('p', 'PresenceChanged');
      subscribe('c', 'ConversationMessages');
      if (m.spec.roomId) subscribe('r', 'RoomEvents', { roomId: m.spec.roomId });
      // graphql-ws's keep-alive from a random phase; the browser closes a socket whose pong is late.
      const ping = () => {
        if (socket.readyState !== WebSocket.OPEN) return;
        socket.send('{"type":"ping"}');
        pongDue ??= setTimeout(() => {
          pongDue = null;
          socketStats.latePongs++;
          error(`socket: no pong within ${HEARTBEAT.pongWithinMs / 1000} s`);
        }, HEARTBEAT.pongWithinMs);
      };
      heartbeat = setTimeout(function beat() {
        ping();
        heartbeat = setTimeout(beat, HEARTBEAT.everyMs);
      }, Math.random() * HEARTBEAT.everyMs);
      return;
    }
    if (msg.type === 'pong') {
      if (pongDue) clearTimeout(pongDue);
      pongDue = null;
    } else if (msg.type === 'ping') socket.send('{"type":"pong"}');
    else if (msg.type === 'next') onEvent(m, msg.id ?? '', msg.payload);
    else if (msg.type === 'error') error('socket: subscription refused', JSON.stringify(msg.payload));
    else if (msg.type === 'complete') error('socket: subscription completed by the server');
  });
  socket.on('error', () => undefined);
  socket.on('close', (code) => {
    if (pongDue) clearTimeout(pongDue);
    if (heartbeat) clearTimeout(heartbeat);
    if (stopping) return;
    error(`socket: closed (${code})${acked ? '' : ' before connection_ack'}`);
    if (acked) {
      socketStats.closes++;
      m.closedAt ??= epoch();
    }
    // As the browser: a new attempt after 4 s. A member whose socket closed counts as a recipient no more.
    later(4000, () => openSocket(m));
  });
}

function arrive(m: Member) {
  if (stopping) return;
  openSocket(m);
  m.guardAt = Date.now();
  actions.arrival = (actions.arrival ?? 0) + 1;
  void Promise.all(ARRIVAL.map((name) => gql(m, name, variables[name]?.(m) ?? {})));
  schedule(m);
}

/** Whether member m should have received a message sent at `sentAt`: live and settled then, and not closed within the deadline. */
function recipient(m: Member, sentAt: number) {
  return m.liveAt !== null && m.liveAt + RECEIVER_SETTLE_MS <= sentAt && (m.closedAt === null || m.closedAt >= sentAt + DELIVERY_DEADLINE_MS);
}

/** Waits (bounded by the last deadline) until this worker's recipients have every acknowledged message, then counts. */
async function check(all: Send[]) {
  const expected: { m: Member; s: Send }[] = [];
  const byRoom = new Map<string, Member[]>();
  for (const m of members.values()) {
    if (!m.spec.roomId) continue;
    if (!byRoom.has(m.spec.roomId)) byRoom.set(m.spec.roomId, []);
    byRoom.get(m.spec.roomId)!.push(m);
  }
  for (const s of all) {
    if (!s.acked) continue;
    const to = s.kind === 'private' ? [members.get(s.to as number)].filter((m): m is Member => !!m) : (byRoom.get(s.to as string) ?? []).filter((m) => m.spec.n !== s.sender);
    for (const m of to) if (recipient(m, s.sentAt)) expected.push({ m, s });
  }
  const deadline = expected.reduce((max, e) => Math.max(max, e.s.sentAt), 0) + DELIVERY_DEADLINE_MS;
  let missing = expected.filter((e) => !e.m.received.has(e.s.id));
  while (missing.length > 0 && epoch() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    missing = missing.filter((e) => !e.m.received.has(e.s.id));
  }
  const report = (kind: Send['kind']): DeliveryReport => {
    const mine = expected.filter((e) => e.s.kind === kind);
    const lost = mine.filter((e) => !e.m.received.has(e.s.id));
    const d = delivery[kind];
    return { steady: d.steady, ramp: d.ramp, expected: mine.length, received: mine.length - lost.length, lost: lost.length, late: lost.filter((e) => e.m.late.has(e.s.id)).length, duplicates: d.duplicates };
  };
  return { private: report('private'), room: report('room') };
}

process.on('message', (msg: ToWorker) => {
  const reply = (m: FromWorker) => process.send!(m);
  switch (msg.type) {
    case 'prepare':
      void loadDocuments().then((loaded) => {
        ops = loaded;
        reply({ type: 'ready' });
      });
      break;
    case 'go': {
      go = msg;
      const url = new URL(msg.base);
      target = { host: url.hostname, port: Number(url.port) };
      msg.members.forEach((spec, i) => {
        const rates = ratesFor(!!spec.roomId);
        const m: Member = {
          spec,
          token: benchToken(msg.secret, spec.n),
          // A browser's connections: keep-alive, at most 6 at once to one host. An idle one is closed
          // after 60 s, before the server's 72 s (Fastify's keepAliveTimeout): otherwise a burst that
          // reaches for a long-idle connection can write into the server's close ("socket hang up"),
          // which a browser would send again on a new connection but the bench counts as an error.
          agent: new http.Agent({ keepAlive: true, maxSockets: 6, timeout: 60_000 }),
          rates,
          perMs: rates.reduce((s, [, r]) => s + r, 0) / 60_000,
          timer: null,
          socket: null,
          liveAt: null,
          closedAt: null,
          guardAt: 0,
          sent: 0,
          received: new Set(),
          late: new Set(),
          seen: { slugs: [], photos: [] },
        };
        members.set(spec.n, m);
        later(msg.arrivals[i]! - epoch(), () => arrive(m));
      });
      break;
    }
    case 'stop': {
      stopping = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      // The answers still on their way are part of the run: wait for them (bounded).
      const until = Date.now() + 30_000;
      const wait = () => {
        if (inFlight > 0 && Date.now() < until) return void setTimeout(wait, 50);
        if (inFlight > 0) errors['still unanswered 30 s after the end'] = inFlight;
        reply({ type: 'stopped', sends, inFlight });
      };
      wait();
      break;
    }
    case 'check':
      void check(msg.sends).then((d) => {
        const list = [...members.values()];
        reply({
          type: 'report',
          http: httpSamples,
          errors,
          errorExamples,
          delivery: d,
          socket: { ...socketStats, members: list.length, neverConnected: list.filter((m) => m.liveAt === null).length },
          actions,
          reservations,
        });
      });
      break;
    case 'close':
      for (const m of members.values()) {
        m.socket?.terminate();
        m.agent.destroy();
      }
      process.exit(0);
  }
});

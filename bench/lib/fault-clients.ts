import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { TIMINGS } from '@venue/shared';
import { benchToken } from './realtime-seed.js';

/**
 * The chatting members of `npm run bench -- faults` (forked, talks to the parent over IPC). Each
 * client is one raw `ws` socket speaking graphql-ws as the web app's socket does
 * (apps/web/src/app/session/socket.ts): connection_init with the bearer token, the screen's
 * presenceChanged and conversationMessages subscriptions, a ping every 3 s and a close (4408) when
 * its pong is 3 s late, and after a close a new attempt every `retryWaitMs` (the web app's 4 s).
 * After each reconnect it catches up with `messagesAfter(highest seq seen)`, and on a live message
 * after a gap it fetches the gap, as useMessages.ts does; messages are de-duplicated by id. Unlike
 * the web app, a catch-up asked for while one runs is run again afterwards and a failed one is
 * tried again (every second, until it answers), so that what the bench calls lost is the server's
 * doing, not this client's.
 * Sends go over HTTP POST /graphql; a failed send is never retried (there is no idempotency key).
 */

const { timeoutMs, heartbeatMs } = TIMINGS.websocket;
const PRESENCE = 'subscription PresenceChanged { presenceChanged { online offline } }';
const MESSAGES = 'subscription ConversationMessages { conversationMessages { message { id conversationId seq body senderId } conversation { id lastSeq unreadCount } currentUser { id unreadMessagesCount } } }';
const SEND = 'mutation SendMessage($id: ID!, $body: String!) { sendMessage(conversationId: $id, body: $body) { message { id seq } } }';
const AFTER = 'query MessagesAfter($id: ID!, $seq: Int!) { conversation(id: $id) { messagesAfter(seq: $seq) { nodes { id seq body } complete } } }';
/**
 * A request the server has not answered in this time counts as failed (a send: unacknowledged). The
 * browser has no such bound; this one only keeps a hung request from stalling the run.
 */
const REQUEST_TIMEOUT_MS = 30_000;

export interface ClientSpec {
  n: number;
  conversationId: string;
  partner: number;
}

export type ToWorker =
  | { type: 'connect'; base: string; secret: string; clients: ClientSpec[]; concurrency: number; retryWaitMs: number }
  | { type: 'start'; intervalMs: number }
  | { type: 'stop'; quietMs: number; boundMs: number }
  | { type: 'report' }
  | { type: 'close' };

/** One socket close and what followed; times in ms since the epoch. */
export interface Reconnect {
  closedAt: number;
  code: number;
  /** Connection attempts until one was acknowledged. */
  attempts: number;
  /** connection_ack came and the subscriptions were sent again. */
  subscribedAt: number | null;
  /** The catch-up after it answered. */
  caughtUpAt: number | null;
}

/** One messagesAfter request: sent at (ms since the epoch), from which seq, and what came back. */
export interface CatchUp {
  at: number;
  after: number;
  /** Messages returned, or the failure. */
  got: number | string;
}

export interface Received {
  id: string;
  seq: number;
  body: string;
  live: boolean;
}

/** A send: when it went out (ms since the epoch) and how long until its answer or failure. */
export interface Send {
  body: string;
  at: number;
  ms: number;
}

export interface ClientReport {
  n: number;
  acked: (Send & { id: string; seq: number })[];
  unacked: (Send & { reason: string })[];
  /** De-duplicated by id; `live`: how it came first. */
  received: Received[];
  /** The same message id twice on one connection's live stream. */
  liveDuplicates: number;
  /** A live message with a lower seq than one before it on the same connection. */
  outOfOrder: number;
  gapCatchUps: number;
  reconnects: Reconnect[];
  catchUps: CatchUp[];
  /** Failures by kind and reason ("reconnect: 4504", "catch-up: INTERNAL", …) and how often. */
  errors: Record<string, number>;
  /** The first full text of each kind that has one (what the server sent). */
  errorExamples: Record<string, string>;
}

export type FromWorker =
  | { type: 'connected'; connected: number; failed: number; errors: string[] }
  | { type: 'quiet'; reason: string; waitedMs: number; missing: number }
  | { type: 'report'; clients: ClientReport[]; loopDelayP99Ms: number; loopDelayMaxMs: number };

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let base = '';
let secret = '';
let retryWaitMs: number = TIMINGS.websocket.reconnectMs;
let stopped = false;
// The worker's own event-loop delay: when it is high, the clients' timings are the worker's, not the server's.
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
const clients = new Map<number, ChatClient>();

async function graphql<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  if (!res.ok || body.errors || !body.data) throw new Error(body.errors?.[0]?.extensions?.code ?? body.errors?.[0]?.message ?? `HTTP ${res.status}`);
  return body.data;
}

/** Why a request failed, short: the GraphQL code, the HTTP status or the network error's code. */
function reason(error: unknown): string {
  const e = error as Error & { cause?: { code?: string; message?: string } };
  return e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.cause?.message ?? e.message);
}

class ChatClient {
  readonly token: string;
  socket: WebSocket | null = null;
  subscribed = false;
  private liveIds = new Set<string>();
  private liveHighest = 0;
  readonly received = new Map<string, Received>();
  private highest = 0;
  private catching: Promise<void> | null = null;
  private pendingAfter: number | null = null;
  private sent = 0;
  readonly report: ClientReport;

  constructor(readonly spec: ClientSpec) {
    this.token = benchToken(secret, spec.n);
    this.report = { n: spec.n, acked: [], unacked: [], received: [], liveDuplicates: 0, outOfOrder: 0, gapCatchUps: 0, reconnects: [], catchUps: [], errors: {}, errorExamples: {} };
  }

  get catchingUp() {
    return this.catching !== null;
  }

  private error(kind: string, detail?: string) {
    this.report.errors[kind] = (this.report.errors[kind] ?? 0) + 1;
    if (detail && !(kind in this.report.errorExamples)) this.report.errorExamples[kind] = detail.slice(0, 800);
  }

  /** One connection attempt: resolves once acknowledged and subscribed, rejects when it fails before. */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/socket`, 'graphql-transport-ws', { perMessageDeflate: false });
      let acked = false;
      let failure = '';
      let pongTimer: NodeJS.Timeout | undefined;
      let pinger: NodeJS.Timeout | undefined;
      let ackTimer: NodeJS.Timeout | undefined;
      socket.on('open', () => {
        socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${this.token}` } }));
        // graphql-ws's connectionAckWaitTimeout (the web app's 3 s) runs from the open socket.
        ackTimer = setTimeout(() => socket.close(4504, 'Connection acknowledgement timeout'), timeoutMs);
      });
      socket.on('message', (data) => {
        const msg = JSON.parse(data.toString()) as { id?: string; type: string; payload?: any };
        if (msg.type === 'ping') return socket.send('{"type":"pong"}');
        if (msg.type === 'pong') return clearTimeout(pongTimer);
        if (msg.type === 'connection_ack') {
          // Read after the ack timeout had already closed the socket: that attempt failed.
          if (socket.readyState !== WebSocket.OPEN) return;
          acked = true;
          clearTimeout(ackTimer);
          this.socket = socket;
          this.liveIds = new Set();
          this.liveHighest = 0;
          socket.send(JSON.stringify({ id: 'p', type: 'subscribe', payload: { query: PRESENCE } }));
          socket.send(JSON.stringify({ id: 'c', type: 'subscribe', payload: { query: MESSAGES } }));
          this.subscribed = true;
          // The keep-alive of graphql-ws (keepAlive: 3 s) with the web app's pong timeout, from a random phase.
          const ping = () => {
            if (socket.readyState !== WebSocket.OPEN) return;
            socket.send('{"type":"ping"}');
            clearTimeout(pongTimer);
            pongTimer = setTimeout(() => socket.readyState === WebSocket.OPEN && socket.close(4408, 'Request Timeout'), timeoutMs);
          };
          pinger = setTimeout(() => {
            ping();
            pinger = setInterval(ping, heartbeatMs);
          }, Math.random() * heartbeatMs);
          resolve();
          return;
        }
        // The server ended this subscription (the socket stays open): the client hears nothing more on it.
        if (msg.type === 'error') return this.error(`subscription ${msg.id} ended by an error`, JSON.stringify(msg.payload));
        if (msg.type !== 'next' || msg.id !== 'c') return;
        if (msg.payload?.errors) return this.error('conversationMessages result with errors', JSON.stringify(msg.payload.errors));
        const message = msg.payload?.data?.conversationMessages?.message as { id: string; conversationId: string; seq: number; body: string } | undefined;
        if (message) this.live(message);
      });
      socket.on('close', (code) => {
        clearTimeout(ackTimer);
        clearTimeout(pongTimer);
        clearTimeout(pinger);
        clearInterval(pinger);
        if (!acked) return reject(new Error(`${code}${failure ? ` ${failure}` : ''}`));
        this.socket = null;
        this.subscribed = false;
        void this.reconnect(code);
      });
      // An upgrade the server (or the balancer) refused: say what it answered.
      socket.on('error', (error) => (failure = (error as Error & { code?: string }).code ?? error.message));
    });
  }

  /** As graphql-ws with the web app's retryWait: wait, try, and wait again after each failure. */
  private async reconnect(code: number) {
    const entry: Reconnect = { closedAt: now(), code, attempts: 0, subscribedAt: null, caughtUpAt: null };
    this.report.reconnects.push(entry);
    for (;;) {
      await sleep(retryWaitMs);
      entry.attempts++;
      try {
        await this.open();
        break;
      } catch (error) {
        this.error(`reconnect: ${(error as Error).message}`);
      }
    }
    entry.subscribedAt = now();
    await this.catchUp(this.highest);
    entry.caughtUpAt = now();
  }

  private add(m: { id: string; seq: number; body: string }, live: boolean) {
    if (this.received.has(m.id)) return;
    this.received.set(m.id, { id: m.id, seq: m.seq, body: m.body, live });
    this.highest = Math.max(this.highest, m.seq);
  }

  private live(m: { id: string; conversationId: string; seq: number; body: string }) {
    if (m.conversationId !== this.spec.conversationId) return;
    if (this.liveIds.has(m.id)) {
      this.report.liveDuplicates++;
      return;
    }
    this.liveIds.add(m.id);
    if (m.seq < this.liveHighest) this.report.outOfOrder++;
    this.liveHighest = Math.max(this.liveHighest, m.seq);
    const before = this.highest;
    this.add(m, true);
    // useMessages.ts: a message after a gap fetches the missed ones too.
    if (m.seq > before + 1) {
      this.report.gapCatchUps++;
      void this.catchUp(before);
    }
  }

  /** messagesAfter(after) until complete; asked again while running: once more afterwards, from the lower seq. */
  catchUp(after: number): Promise<void> {
    this.pendingAfter = Math.min(this.pendingAfter ?? after, after);
    if (this.catching) return this.catching;
    this.catching = (async () => {
      while (this.pendingAfter !== null) {
        let from = this.pendingAfter;
        this.pendingAfter = null;
        for (;;) {
          const entry: CatchUp = { at: now(), after: from, got: 0 };
          this.report.catchUps.push(entry);
          try {
            const data = await graphql<{ conversation: { messagesAfter: { nodes: { id: string; seq: number; body: string }[]; complete: boolean } } | null }>(this.token, AFTER, { id: this.spec.conversationId, seq: from });
            const page = data.conversation?.messagesAfter;
            if (!page) throw new Error('no conversation');
            for (const m of page.nodes) this.add(m, false);
            entry.got = page.nodes.length;
            if (page.complete) break;
            from = page.nodes.at(-1)!.seq;
          } catch (error) {
            // Tried again until it answers: a message the client misses is then the server's doing.
            entry.got = reason(error);
            this.error(`catch-up: ${entry.got}`);
            await sleep(1000);
          }
        }
      }
      this.catching = null;
    })();
    return this.catching;
  }

  /** Sends every ~interval (±25 %), one at a time, until stopped. */
  async chat(intervalMs: number) {
    await sleep(Math.random() * intervalMs);
    while (!stopped) {
      const started = now();
      const body = `f${this.spec.n} ${++this.sent}`;
      try {
        const data = await graphql<{ sendMessage: { message: { id: string; seq: number } } }>(this.token, SEND, { id: this.spec.conversationId, body });
        this.report.acked.push({ ...data.sendMessage.message, body, at: started, ms: now() - started });
      } catch (error) {
        this.report.unacked.push({ body, reason: reason(error), at: started, ms: now() - started });
      }
      await sleep(Math.max(0, started + intervalMs * (0.75 + Math.random() / 2) - now()));
    }
  }
}

async function connectAll(msg: Extract<ToWorker, { type: 'connect' }>): Promise<FromWorker> {
  ({ base, secret, retryWaitMs } = msg);
  const queue = [...msg.clients];
  let failed = 0;
  const errors: string[] = [];
  await Promise.all(
    Array.from({ length: msg.concurrency }, async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) {
        const client = new ChatClient(spec);
        for (let attempt = 1; ; attempt++) {
          try {
            await client.open();
            await client.catchUp(0);
            clients.set(spec.n, client);
            break;
          } catch (error) {
            if (errors.length < 5) errors.push((error as Error).message);
            if (attempt === 3) {
              failed++;
              break;
            }
            await sleep(retryWaitMs);
          }
        }
      }
    }),
  );
  return { type: 'connected', connected: clients.size, failed, errors };
}

let chatting: Promise<void[]> = Promise.resolve([]);

/** After the last send: until every acknowledged message reached its partner, or nothing arrived for `quietMs`. */
async function quiet(quietMs: number, boundMs: number): Promise<FromWorker> {
  stopped = true;
  await chatting;
  const started = now();
  let last = -1;
  let lastChange = started;
  for (;;) {
    const all = [...clients.values()];
    const settled = all.every((c) => c.subscribed && !c.catchingUp);
    const missing = all.reduce((sum, c) => sum + c.report.acked.filter((m) => !clients.get(c.spec.partner)?.received.has(m.id)).length, 0);
    const total = all.reduce((sum, c) => sum + c.received.size, 0);
    if (total !== last) {
      last = total;
      lastChange = now();
    }
    const waitedMs = now() - started;
    if (settled && missing === 0) return { type: 'quiet', reason: 'every acknowledged message arrived', waitedMs, missing };
    if (settled && now() - lastChange >= quietMs) return { type: 'quiet', reason: `nothing arrived for ${quietMs / 1000} s`, waitedMs, missing };
    if (waitedMs >= boundMs) return { type: 'quiet', reason: `upper bound of ${boundMs / 1000} s`, waitedMs, missing };
    await sleep(100);
  }
}

process.on('message', (msg: ToWorker) => {
  const reply = (m: FromWorker) => process.send!(m);
  switch (msg.type) {
    case 'connect':
      void connectAll(msg).then(reply);
      break;
    case 'start':
      chatting = Promise.all([...clients.values()].map((c) => c.chat(msg.intervalMs)));
      break;
    case 'stop':
      void quiet(msg.quietMs, msg.boundMs).then(reply);
      break;
    case 'report':
      reply({
        type: 'report',
        clients: [...clients.values()].map((c) => ({ ...c.report, received: [...c.received.values()] })),
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        loopDelayMaxMs: loopDelay.max / 1e6,
      });
      break;
    case 'close':
      for (const c of clients.values()) c.socket?.terminate();
      process.exit(0);
  }
});

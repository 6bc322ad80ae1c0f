import WebSocket from 'ws';
import { benchToken } from './realtime-seed.js';

/**
 * A load-generating worker of `npm run bench -- realtime` (forked, talks to the parent over IPC).
 * Each client is one raw `ws` socket speaking graphql-ws as the browser does: connection_init with
 * the member's bearer token, the subscriptions every member's screen holds (presenceChanged and
 * conversationMessages), roomEvents for the room's subscribers, and a graphql-ws ping every 3 s
 * (the browser's keep-alive, spec §9). No graphql-ws client library: JSON in, JSON out, so that
 * thousands of sockets cost the worker little.
 */

const CARD = 'id slug username sex isPremium isVerified isAllowedToVisit avatar { id width height }';
const PRESENCE = 'subscription PresenceChanged { presenceChanged { online offline } }';
const CONVERSATIONS = `subscription ConversationMessages { conversationMessages { preview message { id conversationId seq body insertedAt senderId sender { ${CARD} } } conversation { id lastSeq unreadCount } currentUser { id unreadMessagesCount } } }`;
// The web app's RoomEvents subscription (apps/web/src/features/rooms/operations.ts).
const ROOM = `subscription RoomEvents($roomId: ID!) { roomEvents(roomId: $roomId) { kind roomId message { id roomId seq body createdAt mine sender { ${CARD} } } } }`;

export type ToWorker =
  | { type: 'connect'; url: string; secret: string; from: number; to: number; roomId: string; roomFrom: number; roomTo: number; concurrency: number }
  | { type: 'reset' }
  | { type: 'report' }
  | { type: 'close' };

export type FromWorker =
  | { type: 'connected'; acked: number; failed: number; retries: number; errors: string[]; handshakeMs: number[] }
  | { type: 'report'; latencies: number[]; received: number; duplicates: number; outOfOrder: number; subscriptionErrors: string[]; closed: number; closeCodes: Record<number, number>; roomSubscribersHeard: number; roomSubscribers: number };

interface Client {
  socket: WebSocket;
  room: boolean;
  lastSeq: number;
  heard: boolean;
}

const clients: Client[] = [];
let latencies: number[] = [];
let received = 0;
let duplicates = 0;
let outOfOrder = 0;
let closed = 0;
const closeCodes: Record<number, number> = {};
const handshakeMs: number[] = [];
const subscriptionErrors: string[] = [];
const now = () => performance.timeOrigin + performance.now();

function open(url: string, token: string, room: string | null): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
    const client: Client = { socket, room: !!room, lastSeq: 0, heard: false };
    let acked = false;
    const opened = performance.now();
    const timer = setTimeout(() => {
      if (!acked) {
        socket.terminate();
        reject(new Error('no connection_ack within 30 s'));
      }
    }, 30_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    socket.on('message', (data) => {
      const text = data.toString();
      if (!acked) {
        const msg = JSON.parse(text) as { type: string };
        if (msg.type !== 'connection_ack') return;
        acked = true;
        handshakeMs.push(performance.now() - opened);
        clearTimeout(timer);
        socket.send(JSON.stringify({ id: 'p', type: 'subscribe', payload: { query: PRESENCE } }));
        socket.send(JSON.stringify({ id: 'c', type: 'subscribe', payload: { query: CONVERSATIONS } }));
        if (room) socket.send(JSON.stringify({ id: 'r', type: 'subscribe', payload: { query: ROOM, variables: { roomId: room } } }));
        // Keep-alive as the browser sends it, from a random phase so that pings do not come in waves.
        const ping = () => socket.readyState === WebSocket.OPEN && socket.send('{"type":"ping"}');
        const first = setTimeout(() => {
          ping();
          const every = setInterval(ping, 3000);
          socket.once('close', () => clearInterval(every));
        }, Math.random() * 3000);
        socket.once('close', () => clearTimeout(first));
        resolve(client);
        return;
      }
      if (text === '{"type":"pong"}') return;
      const at = now();
      const msg = JSON.parse(text) as { id?: string; type: string; payload?: any };
      if (msg.type === 'error') {
        if (subscriptionErrors.length < 20) subscriptionErrors.push(`${msg.id}: ${JSON.stringify(msg.payload)}`);
        return;
      }
      if (msg.id !== 'r' || msg.type !== 'next') return;
      const event = msg.payload?.data?.roomEvents;
      if (msg.payload?.errors) {
        if (subscriptionErrors.length < 20) subscriptionErrors.push(JSON.stringify(msg.payload.errors));
        return;
      }
      if (event?.kind !== 'MESSAGE') return;
      const { seq, body } = event.message as { seq: number; body: string };
      client.heard = true;
      if (seq === client.lastSeq) duplicates++;
      else if (seq < client.lastSeq) outOfOrder++;
      client.lastSeq = Math.max(client.lastSeq, seq);
      // "bench <sent at, ms since the epoch with fractions>": measured ones only (probes say "probe").
      const match = /^bench (\d+\.\d+)$/.exec(body);
      if (!match) return;
      received++;
      latencies.push(at - Number(match[1]));
    });
    socket.on('close', (code) => {
      if (acked) {
        closed++;
        closeCodes[code] = (closeCodes[code] ?? 0) + 1;
      } else {
        clearTimeout(timer);
        reject(new Error(`closed before connection_ack (${code})`));
      }
    });
    socket.on('error', () => undefined);
  });
}

async function connectAll(msg: Extract<ToWorker, { type: 'connect' }>): Promise<FromWorker> {
  let next = msg.from;
  let failed = 0;
  let retries = 0;
  const errors: string[] = [];
  // A bounded number of handshakes in flight (each costs the server a session lookup).
  await Promise.all(
    Array.from({ length: msg.concurrency }, async () => {
      while (next <= msg.to) {
        const n = next++;
        const room = n >= msg.roomFrom && n <= msg.roomTo ? msg.roomId : null;
        // As the browser does: a connection that failed is tried again 4 s later (counted as a retry).
        for (let attempt = 1; ; attempt++) {
          try {
            clients.push(await open(msg.url, benchToken(msg.secret, n), room));
            break;
          } catch (error) {
            if (errors.length < 5) errors.push((error as Error).message);
            if (attempt === 3) {
              failed++;
              break;
            }
            retries++;
            await new Promise((r) => setTimeout(r, 4000));
          }
        }
      }
    }),
  );
  return { type: 'connected', acked: clients.length, failed, retries, errors, handshakeMs };
}

process.on('message', (msg: ToWorker) => {
  const reply = (m: FromWorker) => process.send!(m);
  switch (msg.type) {
    case 'connect':
      void connectAll(msg).then(reply);
      break;
    case 'reset':
      latencies = [];
      received = 0;
      duplicates = 0;
      outOfOrder = 0;
      break;
    case 'report': {
      const roomClients = clients.filter((c) => c.room);
      reply({ type: 'report', latencies, received, duplicates, outOfOrder, subscriptionErrors, closed, closeCodes, roomSubscribersHeard: roomClients.filter((c) => c.heard).length, roomSubscribers: roomClients.length });
      break;
    }
    case 'close':
      for (const c of clients) c.socket.terminate();
      process.exit(0);
  }
});

import http from 'node:http';
import { gc, settleMemory } from './settle-memory.js';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The realtime bench's reference (issue 18): the least a server on this machine can do to deliver a
 * room message to N sockets. A bare `ws` server in its own process, speaking just enough graphql-ws
 * for the bench's clients (bench/lib/realtime-clients.ts, unchanged): connection_init → ack (no
 * session), subscribe → remembered, ping → pong. POST /send {"body"} builds the same `next`
 * message the app sends for a room message (the same fields, a sender card) ONCE and sends those
 * bytes to every room subscriber. No database, no GraphQL, no authorization, no pub/sub. Bench-only
 * routes as the app's bench server has them: POST /bench/gc, GET /bench/usage. Prints one JSON line
 * { port, seedSeconds: 0 } when listening; stops on SIGTERM.
 */
const ROOM_ID = '00000000-0000-4000-8000-000000000001';
const sender = { id: '00000000-0000-4000-8000-000000000000', slug: 'rt_0', username: 'rt_0', sex: 'M', isPremium: false, isVerified: true, isAllowedToVisit: true, avatar: null };
const roomSubscribers = new Set<WebSocket>();
let seq = 0;

const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, handleProtocols: (protocols) => (protocols.has('graphql-transport-ws') ? 'graphql-transport-ws' : false) });
wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    const msg = JSON.parse(data.toString()) as { id?: string; type: string; payload?: { query?: string } };
    if (msg.type === 'connection_init') socket.send('{"type":"connection_ack"}');
    else if (msg.type === 'ping') socket.send('{"type":"pong"}');
    else if (msg.type === 'subscribe' && msg.id === 'r') roomSubscribers.add(socket);
  });
  socket.on('close', () => roomSubscribers.delete(socket));
});

function send(body: string): number {
  seq += 1;
  const event = { kind: 'MESSAGE', roomId: ROOM_ID, message: { id: `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`, roomId: ROOM_ID, seq, body, createdAt: new Date().toISOString(), mine: false, sender } };
  const bytes = JSON.stringify({ id: 'r', type: 'next', payload: { data: { roomEvents: event } } });
  for (const socket of roomSubscribers) socket.send(bytes);
  return seq;
}

function usage() {
  const cpu = process.cpuUsage();
  return { ...process.memoryUsage(), cpuMs: (cpu.user + cpu.system) / 1000, sockets: wss.clients.size, members: wss.clients.size };
}

const server = http.createServer(async (req, res) => {
  const answer = (value: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  if (req.method === 'GET' && req.url === '/bench/usage') return answer(usage());
  if (req.method === 'POST' && req.url === '/bench/gc') {
    gc();
    gc();
    const collected = usage();
    return answer({ ...collected, settled: await settleMemory() });
  }
  if (req.method === 'POST' && req.url === '/send') {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => answer({ seq: send((JSON.parse(text) as { body: string }).body) }));
    return;
  }
  res.writeHead(404).end();
});
server.on('upgrade', (req, socket, head) => {
  if (req.url !== '/socket') return socket.destroy();
  wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (server.address() as { port: number }).port, seedSeconds: 0, roomId: ROOM_ID })));

process.once('SIGTERM', () => {
  for (const socket of wss.clients) socket.terminate();
  server.close(() => process.exit(0));
});

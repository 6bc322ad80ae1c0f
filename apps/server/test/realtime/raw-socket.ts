import WebSocket from 'ws';

export type Frame = { type: string; id?: string; payload?: unknown };

export async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A raw graphql-ws client: frames received, the upgrade's status when refused, the close code. */
export function rawSocket(url: string, headers: Record<string, string> = {}, protocol: string | null = 'graphql-transport-ws') {
  const socket = protocol ? new WebSocket(url, protocol, { headers }) : new WebSocket(url, { headers });
  const state = { frames: [] as Frame[], refusedWith: null as number | null, closedWith: null as number | null, open: false };
  socket.on('open', () => (state.open = true));
  socket.on('message', (data) => state.frames.push(JSON.parse(data.toString()) as Frame));
  socket.on('unexpected-response', (_req, res) => {
    state.refusedWith = res.statusCode ?? 0;
    socket.terminate();
  });
  socket.on('close', (code) => (state.closedWith = code));
  socket.on('error', () => undefined);
  return {
    socket,
    state,
    send: (frame: Frame | string) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    until: (check: () => boolean, ms = 5000) => until(check, ms),
    settled: () => until(() => state.open || state.refusedWith !== null || state.closedWith !== null, 5000),
    closed: () => until(() => state.closedWith !== null, 10_000).then(() => state.closedWith!),
  };
}

/** A member's socket after connection_ack. */
export async function memberSocket(url: string, token: string, headers: Record<string, string> = {}) {
  const s = rawSocket(url, headers);
  await s.settled();
  s.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
  await s.until(() => s.state.frames.some((f) => f.type === 'connection_ack'));
  return s;
}

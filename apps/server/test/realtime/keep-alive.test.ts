import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TIMINGS } from '@venue/shared';
import { socketTestApp } from './support.js';
import { member } from '../friends/support.js';

// The server's keep-alive on /socket (spec §9: heartbeat 3 s, timeout 3 s).

const { heartbeatMs, timeoutMs } = TIMINGS.websocket;

/** A raw graphql-ws socket; `answerPings: false` makes it a client that has gone away silently. */
function openSocket(url: string, token: string, answerPings: boolean) {
  const socket = new WebSocket(url, 'graphql-transport-ws', { autoPong: answerPings });
  const state = { closedWith: null as number | null };
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      state.closedWith = code;
      resolve(code);
    }),
  );
  const open = new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve();
    });
    socket.on('error', reject);
  });
  return { socket, closed, open, state };
}

describe('keep-alive on /socket', () => {
  const live = socketTestApp();

  it('drops a client that answers no ping, and keeps one that does', async () => {
    const { token } = await member(live.t);
    const silent = openSocket(live.url, token, false);
    const answering = openSocket(live.url, token, true);
    await Promise.all([silent.open, answering.open]);
    const started = Date.now();
    const code = await silent.closed;
    const after = Date.now() - started;
    expect(code).toBe(1006); // terminated, not closed politely
    expect(after).toBeGreaterThanOrEqual(heartbeatMs + timeoutMs - 100);
    expect(after).toBeLessThan(heartbeatMs * 2 + timeoutMs + 2000);
    // Its close code if it was closed: which rule dropped it.
    expect(answering.state.closedWith).toBeNull();
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    answering.socket.close();
  }, 20_000);

  it('keeps a client whose pong arrived while the process was held up until past the deadline', async () => {
    const { token } = await member(live.t);
    const answering = openSocket(live.url, token, true);
    await answering.open;
    // The pong goes out as the ping arrives; then this process (the server's too) is held up until
    // just past the next tick, as a machine that descheduled it would: the pong waits unread.
    await new Promise<void>((resolve) =>
      answering.socket.once('ping', () => {
        const until = Date.now() + heartbeatMs + 50;
        while (Date.now() < until);
        resolve();
      }),
    );
    const closedEarly = await Promise.race([answering.closed.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000))]);
    expect(closedEarly).toBe(false);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    answering.socket.close();
  }, 20_000);

  it('does not drop live clients because the server itself stalled', async () => {
    const { token } = await member(live.t);
    const answering = openSocket(live.url, token, true);
    await answering.open;
    // Block this process (and so the in-process server) for longer than heartbeat + timeout: the
    // client's pongs cannot be read meanwhile, which is the server's fault, not the client's.
    const until = Date.now() + heartbeatMs + timeoutMs + 1500;
    while (Date.now() < until) {
      /* busy: the event loop stalls as on an overloaded instance */
    }
    await new Promise((r) => setTimeout(r, heartbeatMs + 500));
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    answering.socket.close();
    await answering.closed;
  }, 20_000);
});

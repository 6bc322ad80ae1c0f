import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeSocket } from './socket.js';
import { RealtimeConnection, type ConnectionStatus } from './connection.js';
import { TIMINGS } from '@venue/shared';

/** A WebSocket the test controls: records sockets, can be opened, acknowledged and closed. */
class FakeSocket {
  static all: FakeSocket[] = [];
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  readyState = 0;
  protocol = 'graphql-transport-ws';
  sent: { type: string }[] = [];
  onopen: (() => void) | null = null;
  onclose: ((e: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string });
  }
  close(code = 1000, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason, wasClean: true });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function fakeWindow() {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    backOnline: () => target.dispatchEvent(new Event('online')),
  };
}

function fakeDocument() {
  const target = new EventTarget();
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show() {
      this.visibilityState = 'visible';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** Opens the newest fake socket and acknowledges the connection as the server would. */
async function accept() {
  const socket = FakeSocket.all.at(-1)!;
  socket.open();
  socket.receive({ type: 'connection_ack' });
  await vi.advanceTimersByTimeAsync(0);
  return socket;
}

async function connectedSocket(doc = fakeDocument(), win = fakeWindow()) {
  const connection = new RealtimeConnection();
  const statuses: ConnectionStatus[] = [];
  connection.subscribe(() => statuses.push(connection.getStatus()));
  const realtime = createRealtimeSocket({ url: 'ws://venue.test/socket', connection, doc, win, webSocketImpl: FakeSocket });
  const received: unknown[] = [];
  const errors: unknown[] = [];
  realtime.client.subscribe({ query: 'subscription { serverTime }' }, { next: (r) => received.push(r), error: (e) => errors.push(e), complete: () => undefined });
  await vi.advanceTimersByTimeAsync(0);
  const socket = await accept();
  return { realtime, socket, connection, statuses, received, errors, doc, win };
}

const subscribes = (socket: FakeSocket) => socket.sent.filter((m) => m.type === 'subscribe');

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe('websocket timings (spec §9)', () => {
  it('pings every 3 s and drops a connection whose pong is 3 s late', async () => {
    const { realtime, socket } = await connectedSocket(fakeDocument());
    await vi.advanceTimersByTimeAsync(3000);
    expect(socket.sent.filter((m) => m.type === 'ping')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(socket.readyState).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.readyState).toBe(3);
    realtime.dispose();
  });

  it('keeps a connection that answers its pings', async () => {
    const { realtime, socket } = await connectedSocket(fakeDocument());
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(3000);
      socket.receive({ type: 'pong' });
    }
    await vi.advanceTimersByTimeAsync(2000);
    expect(socket.readyState).toBe(1);
    realtime.dispose();
  });

  it('reconnects 4 s after a close, not sooner', async () => {
    const { realtime, socket } = await connectedSocket(fakeDocument());
    socket.close(1006, 'gone');
    await vi.advanceTimersByTimeAsync(3999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    realtime.dispose();
  });

  it('reconnects at once when the page becomes visible again', async () => {
    const { realtime, socket, doc } = await connectedSocket();
    socket.close(1006, 'gone');
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(1);
    doc.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);
    realtime.dispose();
  });
});

describe('connection state and catch-up (decision 0017)', () => {
  it('reports connecting, connected, reconnecting and connected again, and signals the reconnection once', async () => {
    const { realtime, socket, connection, statuses } = await connectedSocket();
    const reconnected = vi.fn();
    connection.onReconnected(reconnected);
    expect(statuses).toEqual(['connecting', 'connected']);
    socket.close(1006, 'gone');
    expect(connection.getStatus()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(4000);
    expect(reconnected).not.toHaveBeenCalled();
    await accept();
    expect(connection.getStatus()).toBe('connected');
    expect(reconnected).toHaveBeenCalledTimes(1);
    realtime.dispose();
    expect(connection.getStatus()).toBe('idle');
  });

  it('subscribes again on the new connection and delivers its events', async () => {
    const { realtime, socket, received } = await connectedSocket();
    expect(subscribes(socket)).toHaveLength(1);
    socket.close(1006, 'gone');
    await vi.advanceTimersByTimeAsync(4000);
    const second = await accept();
    const [again] = subscribes(second) as unknown as { id: string; payload: { query: string } }[];
    expect(again!.payload.query).toBe('subscription { serverTime }');
    second.receive({ type: 'next', id: again!.id, payload: { data: { serverTime: 'later' } } });
    expect(received).toEqual([{ data: { serverTime: 'later' } }]);
    realtime.dispose();
  });

  it('keeps trying every 4 s while the server cannot be reached, and says so', async () => {
    const { realtime, socket, connection } = await connectedSocket();
    socket.close(1006, 'gone');
    for (let attempt = 2; attempt <= 4; attempt++) {
      await vi.advanceTimersByTimeAsync(4000);
      expect(FakeSocket.all).toHaveLength(attempt);
      FakeSocket.all.at(-1)!.close(1006, 'refused');
      expect(connection.getStatus()).toBe('reconnecting');
    }
    realtime.dispose();
  });

  it('reconnects at once when the browser is back online', async () => {
    const { realtime, socket, win } = await connectedSocket();
    socket.close(1006, 'gone');
    await vi.advanceTimersByTimeAsync(500);
    win.backOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);
    realtime.dispose();
  });

  it('replaces at once a connection that went quiet while the page was hidden', async () => {
    const { realtime, socket, doc, connection } = await connectedSocket();
    const reconnected = vi.fn();
    connection.onReconnected(reconnected);
    // A suspended tab: timers did not run, so the missing pongs were not noticed.
    vi.setSystemTime(Date.now() + 60_000);
    doc.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.readyState).toBe(3);
    expect(FakeSocket.all).toHaveLength(2);
    await accept();
    expect(reconnected).toHaveBeenCalledTimes(1);
    realtime.dispose();
  });

  it('leaves a connection alone that is alive when the page becomes visible', async () => {
    const { realtime, socket, doc } = await connectedSocket();
    await vi.advanceTimersByTimeAsync(1000);
    doc.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.readyState).toBe(1);
    expect(FakeSocket.all).toHaveLength(1);
    realtime.dispose();
  });

  it('stays closed and says signed out when the server ends the connection for an ended session (4401)', async () => {
    const { realtime, socket, connection, errors } = await connectedSocket();
    socket.close(4401, 'Unauthorized');
    expect(connection.getStatus()).toBe('signedOut');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(errors).toHaveLength(1);
    realtime.dispose();
  });

  it('does not retry when the server refuses a socket without a session (4403)', async () => {
    const { realtime, socket, connection, errors } = await connectedSocket();
    socket.close(4403, 'Forbidden');
    expect(connection.getStatus()).toBe('signedOut');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(errors).toHaveLength(1);
    realtime.dispose();
  });

  it('stays connected for a while after the last subscription ended (a screen change keeps it), then is idle', async () => {
    const connection = new RealtimeConnection();
    const realtime = createRealtimeSocket({ url: 'ws://venue.test/socket', connection, doc: fakeDocument(), win: fakeWindow(), webSocketImpl: FakeSocket });
    const subscribe = () => realtime.client.subscribe({ query: 'subscription { serverTime }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    const stop = subscribe();
    await vi.advanceTimersByTimeAsync(0);
    await accept();
    const socket = FakeSocket.all.at(-1)!;
    // Answers the pings while time passes, as a live server does.
    const pass = async (ms: number) => {
      for (let left = ms; left > 0; left -= 1000) {
        await vi.advanceTimersByTimeAsync(Math.min(1000, left));
        if (socket.sent.at(-1)?.type === 'ping') socket.receive({ type: 'pong' });
      }
    };
    stop();
    // The next screen subscribes a moment later: the same connection serves it.
    await pass(100);
    const stopNext = subscribe();
    await pass(TIMINGS.websocket.idleCloseMs);
    expect(connection.getStatus()).toBe('connected');
    expect(FakeSocket.all).toHaveLength(1);
    stopNext();
    await pass(TIMINGS.websocket.idleCloseMs - 1000);
    expect(connection.getStatus()).toBe('connected');
    await pass(1000);
    expect(connection.getStatus()).toBe('idle');
    realtime.dispose();
  });
});

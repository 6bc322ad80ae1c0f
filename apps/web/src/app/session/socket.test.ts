import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeSocket } from './socket.js';

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

async function connectedSocket(doc: ReturnType<typeof fakeDocument>) {
  const realtime = createRealtimeSocket({ url: 'ws://venue.test/socket', doc: doc as unknown as Document, webSocketImpl: FakeSocket });
  realtime.client.subscribe({ query: 'subscription { serverTime }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
  await vi.advanceTimersByTimeAsync(0);
  const socket = FakeSocket.all.at(-1)!;
  socket.open();
  socket.receive({ type: 'connection_ack' });
  await vi.advanceTimersByTimeAsync(0);
  return { realtime, socket };
}

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
    const doc = fakeDocument();
    const { realtime, socket } = await connectedSocket(doc);
    socket.close(1006, 'gone');
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(1);
    doc.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);
    realtime.dispose();
  });
});

import { describe, expect, it } from 'vitest';
import { TIMINGS } from '@venue/shared';
import { socketTestApp } from './support.js';
import { member } from '../friends/support.js';
import { memberSocket, rawSocket } from './raw-socket.js';

// /socket speaks graphql-ws's protocol (graphql-transport-ws) with the app's own server
// (realtime/transport.ts, issue 18): the messages and close codes graphql-ws's client expects.

const TICKS = 'subscription { serverTime(intervalMs: 200) }';
const PRESENCE = 'subscription { presenceChanged { online offline } }';

describe('the graphql-transport-ws protocol on /socket', () => {
  const live = socketTestApp();
  const framesFor = (s: ReturnType<typeof rawSocket>, id: string) => s.state.frames.filter((f) => f.id === id);

  it('acknowledges a member, answers ping with pong (its payload back), and streams a subscription until the client completes it', async () => {
    const { token } = await member(live.t);
    const s = await memberSocket(live.url, token);
    s.send({ type: 'ping', payload: { at: 1 } });
    s.send({ type: 'ping' });
    await s.until(() => s.state.frames.filter((f) => f.type === 'pong').length === 2);
    expect(s.state.frames.filter((f) => f.type === 'pong')).toEqual([{ type: 'pong', payload: { at: 1 } }, { type: 'pong' }]);

    s.send({ id: 't', type: 'subscribe', payload: { query: TICKS } });
    s.send({ id: 'p', type: 'subscribe', payload: { query: PRESENCE } });
    await s.until(() => framesFor(s, 't').length >= 2 && live.t.deps.pubsub.subscribers('presence:changed') > 0);
    expect(framesFor(s, 't')[0]).toMatchObject({ type: 'next', payload: { data: { serverTime: expect.any(String) } } });
    const presence = live.t.deps.pubsub.subscribers('presence:changed');

    // complete: nothing more for that id, and its stream ends on the server; the other one goes on.
    s.send({ id: 't', type: 'complete' });
    s.send({ id: 'p', type: 'complete' });
    await s.until(() => live.t.deps.pubsub.subscribers('presence:changed') === presence - 1);
    const ticks = framesFor(s, 't').length;
    s.send({ id: 't2', type: 'subscribe', payload: { query: TICKS } });
    await s.until(() => framesFor(s, 't2').length >= 3);
    expect(framesFor(s, 't').length).toBeLessThanOrEqual(ticks + 1); // at most one already on its way
    expect(framesFor(s, 't').some((f) => f.type === 'complete')).toBe(false);
    expect(s.state.closedWith).toBeNull();

    // The socket closing ends its subscriptions on the server.
    s.send({ id: 'p2', type: 'subscribe', payload: { query: PRESENCE } });
    await s.until(() => live.t.deps.pubsub.subscribers('presence:changed') === presence);
    s.socket.close();
    await s.until(() => live.t.deps.pubsub.subscribers('presence:changed') === presence - 1);
  });

  it('answers an operation that cannot start with an error for its id, which may then be used again', async () => {
    const { token } = await member(live.t);
    const s = await memberSocket(live.url, token);
    s.send({ id: 'x', type: 'subscribe', payload: { query: 'subscription { noSuchField }' } });
    await s.until(() => framesFor(s, 'x').length === 1);
    expect(framesFor(s, 'x')[0]).toMatchObject({ type: 'error', payload: [{ message: expect.stringContaining('noSuchField') }] });
    s.send({ id: 'x', type: 'subscribe', payload: { query: TICKS } });
    await s.until(() => framesFor(s, 'x').some((f) => f.type === 'next'));
    expect(s.state.closedWith).toBeNull();
    s.socket.close();
  });

  it('a subscription that answers once and ends gets its result and complete', async () => {
    const { token } = await member(live.t);
    const s = await memberSocket(live.url, token);
    // A room that does not exist: the subscription's start answers NOT_FOUND in a result.
    s.send({ id: 'r', type: 'subscribe', payload: { query: 'subscription { roomEvents(roomId: "00000000-0000-4000-8000-000000000009") { kind } }' } });
    await s.until(() => framesFor(s, 'r').length === 2);
    expect(framesFor(s, 'r')).toMatchObject([{ type: 'next', payload: { errors: [{ extensions: { code: 'NOT_FOUND' } }] } }, { type: 'complete' }]);
    s.socket.close();
  });

  it('closes a socket that breaks the protocol, with graphql-ws’s codes', async () => {
    const { token } = await member(live.t);

    // No graphql-transport-ws subprotocol: 4406.
    const noProtocol = rawSocket(live.url, {}, null);
    expect(await noProtocol.closed()).toBe(4406);
    // Offering only another one: the handshake names none, which the client refuses (as with graphql-ws).
    const otherProtocol = rawSocket(live.url, {}, 'graphql-ws');
    expect(await otherProtocol.closed()).toBe(1006);
    expect(otherProtocol.state.frames).toEqual([]);

    // Not JSON, or not a message of the protocol: 4400.
    const garbage = rawSocket(live.url);
    await garbage.settled();
    garbage.send('{not json');
    expect(await garbage.closed()).toBe(4400);
    const unknown = rawSocket(live.url);
    await unknown.settled();
    unknown.send({ type: 'hello' });
    expect(await unknown.closed()).toBe(4400);

    // subscribe before connection_init is acknowledged: 4401.
    const early = rawSocket(live.url);
    await early.settled();
    early.send({ id: '1', type: 'subscribe', payload: { query: TICKS } });
    expect(await early.closed()).toBe(4401);

    // A second connection_init: 4429.
    const twice = await memberSocket(live.url, token);
    twice.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
    expect(await twice.closed()).toBe(4429);

    // A second subscribe with an id that is running: 4409.
    const same = await memberSocket(live.url, token);
    same.send({ id: 'a', type: 'subscribe', payload: { query: TICKS } });
    await same.until(() => framesFor(same, 'a').length > 0);
    same.send({ id: 'a', type: 'subscribe', payload: { query: TICKS } });
    expect(await same.closed()).toBe(4409);
  });

  it('closes a socket that sends no connection_init in time (4408); one that does stays', async () => {
    const { token } = await member(live.t);
    const silent = rawSocket(live.url);
    await silent.settled();
    const started = Date.now();
    const member_ = await memberSocket(live.url, token);
    expect(await silent.closed()).toBe(4408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMINGS.websocket.timeoutMs - 500);
    expect(member_.state.closedWith).toBeNull();
    member_.socket.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { GraphQLError } from 'graphql';
import { payloadReplacer, sharedNext, spliceSharedPayloads } from './shared-payload.js';

/** A socket that records what it was asked to send. */
function socket() {
  const sent: string[] = [];
  const s = { send: (data: string, cb?: () => void) => (sent.push(data), cb?.()) } as unknown as WebSocket;
  spliceSharedPayloads(s);
  return { s, sent };
}

/** What graphql-ws does for a `next`: stringify with the replacer, then send at once. */
const next = (s: WebSocket, id: string, payload: unknown) => s.send(JSON.stringify({ id, type: 'next', payload }, payloadReplacer as never));

describe('shared payloads', () => {
  it('every subscriber gets the bytes graphql-ws would send, the payload serialised once for all', async () => {
    let serialised = 0;
    const data = { roomEvents: { kind: 'MESSAGE', message: { body: 'Grüezi "alle" \u2028', seq: 7 } } };
    // Serialising the payload reads its `data` once.
    const result = {};
    Object.defineProperty(result, 'data', { enumerable: true, get: () => (serialised++, data) });
    const a = socket();
    const b = socket();
    next(a.s, 'sub-1', result);
    next(b.s, 'c2f1"9', result);
    expect(a.sent).toEqual([JSON.stringify({ id: 'sub-1', type: 'next', payload: { data } })]);
    expect(b.sent).toEqual([JSON.stringify({ id: 'c2f1"9', type: 'next', payload: { data } })]);
    expect(serialised).toBe(1);
  });

  it('other messages go as they are; a result with errors is not shared (graphql-ws copies it)', () => {
    const { s, sent } = socket();
    s.send(JSON.stringify({ type: 'connection_ack' }, payloadReplacer as never));
    s.send(JSON.stringify({ id: 'x', type: 'error', payload: [{ message: 'no' }] }, payloadReplacer as never));
    expect(sent).toEqual(['{"type":"connection_ack"}', '{"id":"x","type":"error","payload":[{"message":"no"}]}']);
    expect(sharedNext({ data: null, errors: [new GraphQLError('nope')] })).toBeUndefined();
    const fine = { data: { ok: true } };
    expect(sharedNext(fine)).toBe(fine);
  });
});

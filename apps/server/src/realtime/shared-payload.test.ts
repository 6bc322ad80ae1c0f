import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { nextMessage, nextMessageStart } from './shared-payload.js';

describe('shared payloads', () => {
  it('every subscriber gets the bytes graphql-ws would send, the payload serialised once for all', () => {
    let serialised = 0;
    const data = { roomEvents: { kind: 'MESSAGE', message: { body: 'Grüezi "alle" \u2028', seq: 7 } } };
    // Serialising the payload reads its `data` once.
    const result = {};
    Object.defineProperty(result, 'data', { enumerable: true, get: () => (serialised++, data) });
    expect(nextMessage(nextMessageStart('sub-1'), result)).toBe(JSON.stringify({ id: 'sub-1', type: 'next', payload: { data } }));
    expect(nextMessage(nextMessageStart('c2f1"9'), result)).toBe(JSON.stringify({ id: 'c2f1"9', type: 'next', payload: { data } }));
    expect(serialised).toBe(1);
  });

  it('a result with errors carries them as graphql-ws sends them (message, path, extensions)', () => {
    const error = new GraphQLError('Unexpected error.', { path: ['roomEvents'], extensions: { code: 'INTERNAL' } });
    expect(JSON.parse(nextMessage(nextMessageStart('x'), { data: null, errors: [error] }))).toEqual({
      id: 'x',
      type: 'next',
      payload: { data: null, errors: [{ message: 'Unexpected error.', path: ['roomEvents'], extensions: { code: 'INTERNAL' } }] },
    });
  });
});

import type { ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';

// A room message's result is one object shared by the subscribers who see it alike
// (shared-execution.ts); graphql-ws still serialised it once per subscriber (and copied it first).
// Here its JSON is made once per result object and spliced into each subscriber's `next` message:
// the bytes are what graphql-ws would have sent (its message is {id, type, payload}, payload last).
//
//  1. `onNext` (sharedNext) hands graphql-ws the result object itself when it has no errors;
//  2. the message replacer (payloadReplacer) turns the `payload` of a `next` message into a marker
//     and keeps the payload's JSON aside (made once per result object);
//  3. the socket's send (spliceSharedPayloads) puts that JSON in place of the marker. graphql-ws
//     stringifies and sends in the same synchronous step, so "aside" is one variable.

const MARKER = '\u0000shared-payload\u0000';
const MARKED_END = `,"payload":${JSON.stringify(MARKER)}}`;
const json = new WeakMap<object, string>();
let aside: string | null = null;

/** graphql-ws `onNext`: the result itself (no copy) when it carries no errors, so shared results stay one object. */
export function sharedNext(result: ExecutionResult): ExecutionResult | undefined {
  return result.errors ? undefined : result;
}

/** graphql-ws `jsonMessageReplacer`: a `next` message's payload becomes the marker, its JSON set aside. */
export function payloadReplacer(this: unknown, key: string, value: unknown): unknown {
  if (key !== 'payload' || (this as { type?: unknown }).type !== 'next' || typeof value !== 'object' || value === null) return value;
  let text = json.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    json.set(value, text);
  }
  aside = text;
  return MARKER;
}

/** Wraps a socket's send so that a marked `next` message goes out with its payload's JSON. */
export function spliceSharedPayloads(socket: WebSocket): void {
  const send = socket.send.bind(socket) as (data: unknown, cb?: (err?: Error) => void) => void;
  socket.send = ((data: unknown, cb?: (err?: Error) => void) => {
    if (typeof data === 'string' && aside !== null && data.endsWith(MARKED_END)) {
      const payload = aside;
      aside = null;
      return send(`${data.slice(0, -MARKED_END.length)},"payload":${payload}}`, cb);
    }
    return send(data, cb);
  }) as WebSocket['send'];
}

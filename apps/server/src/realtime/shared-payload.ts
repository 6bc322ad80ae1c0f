import type { ExecutionResult } from 'graphql';

// A room message's result is one object shared by the subscribers who see it alike
// (shared-execution.ts): its JSON is made once per result object and put into each subscriber's
// `next` message. The bytes are graphql-ws's message {id, type, payload}.

const json = new WeakMap<object, string>();

/** What comes before the payload in every `next` message of operation `id` (made once per operation). */
export function nextMessageStart(id: string): string {
  return `{"id":${JSON.stringify(id)},"type":"next","payload":`;
}

/** The `next` message (`start` from nextMessageStart) with `result` as its payload, serialised once per result object. */
export function nextMessage(start: string, result: ExecutionResult): string {
  let payload = json.get(result);
  if (payload === undefined) {
    // A result's errors serialise through GraphQLError's toJSON, as graphql-ws sends them.
    payload = JSON.stringify(result);
    json.set(result, payload);
  }
  return `${start}${payload}}`;
}

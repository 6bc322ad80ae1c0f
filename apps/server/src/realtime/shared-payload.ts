import type { ExecutionResult } from 'graphql';

// A room message's result is one object shared by the subscribers who see it alike
// (shared-execution.ts): its JSON is made once per result object and put into each subscriber's
// `next` message. The bytes are graphql-ws's message {id, type, payload}.

const json = new WeakMap<object, string>();

/** The `next` message of operation `id` with `result` as its payload, the payload serialised once per result object. */
export function nextMessage(id: string, result: ExecutionResult): string {
  let payload = json.get(result);
  if (payload === undefined) {
    // A result's errors serialise through GraphQLError's toJSON, as graphql-ws sends them.
    payload = JSON.stringify(result);
    json.set(result, payload);
  }
  return `{"id":${JSON.stringify(id)},"type":"next","payload":${payload}}`;
}

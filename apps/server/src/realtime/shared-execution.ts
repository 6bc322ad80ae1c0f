import { createSourceEventStream, execute, print, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLError } from 'graphql';
import type { Subscription } from './pubsub.js';

// Room messages go to hundreds of subscribers at once. graphql-js executes the subscription's
// document once per subscriber and event; but most subscribers see the same thing (the sender's
// card differs only between "the sender", "may open the profile" and "may not"). An event view that
// a service hands to several subscribers who see it alike is marked shared: for each such view one
// execution per document and variables serves them all (bench/README.md: `realtime sockets`).
// Only a service that knows every viewer-dependent field of the type may mark a view.

const shared = new WeakMap<object, Map<number, Promise<ExecutionResult> | ExecutionResult>>();
const documentKeys = new WeakMap<DocumentNode, string>();

/**
 * Marks an event view as identical for every subscriber it is pushed to (same view object = same
 * answer to any document): the view's executions are reused until it is garbage.
 */
export function shareView<T extends object>(view: T): T {
  if (!shared.has(view)) shared.set(view, new Map());
  return view;
}

function documentKey(document: DocumentNode): string {
  let key = documentKeys.get(document);
  if (key === undefined) {
    key = print(document);
    documentKeys.set(document, key);
  }
  return key;
}

/**
 * A number for each distinct (document, operation, variables): the key of a view's executions.
 * Numbers are never reused, so forgetting the table (when it grows large) cannot mix answers up.
 */
const operationIds = new Map<string, number>();
let nextOperationId = 0;

function operationIdOf(args: ExecutionArgs): number {
  const text = `${documentKey(args.document)}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`;
  let id = operationIds.get(text);
  if (id === undefined) {
    if (operationIds.size >= 10_000) operationIds.clear();
    id = nextOperationId++;
    operationIds.set(text, id);
  }
  return id;
}

function run(args: ExecutionArgs, payload: unknown): Promise<ExecutionResult> | ExecutionResult {
  return execute({ ...args, rootValue: payload }) as Promise<ExecutionResult> | ExecutionResult;
}

function executeEvent(args: ExecutionArgs, operationId: number, payload: unknown): Promise<ExecutionResult> | ExecutionResult {
  const results = typeof payload === 'object' && payload !== null ? shared.get(payload) : undefined;
  if (!results) return run(args, payload);
  let result = results.get(operationId);
  if (!result) {
    // As it comes: an execution whose resolvers all answer at once is a plain result, handed to
    // every subscriber in the publisher's loop without a promise each (pubsub.ts, viewed()).
    result = run(args, payload);
    results.set(operationId, result);
  }
  return result;
}

/** Maps a source stream, passing `return` on (an unsubscribe ends the source's subscription). */
function mapStream<T, R>(source: AsyncIterable<T>, map: (value: T) => R | Promise<R>, failed: (error: unknown) => unknown = (error) => error): AsyncIterableIterator<R> {
  const iterator = source[Symbol.asyncIterator]();
  const done = async (): Promise<IteratorResult<R>> => {
    await iterator.return?.();
    return { done: true, value: undefined };
  };
  return {
    async next() {
      let next: IteratorResult<T>;
      try {
        next = await iterator.next();
      } catch (error) {
        // The stream itself failed (e.g. its database read): graphql-ws would send the raw message.
        throw failed(error);
      }
      if (next.done) return { done: true, value: undefined };
      try {
        return { done: false, value: await map(next.value) };
      } catch (error) {
        await done();
        throw failed(error);
      }
    },
    return: done,
    async throw(error: unknown) {
      await done();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** A result with its errors masked (a new object), or the same result when it has none (shared stays shared). */
function masked(result: ExecutionResult, mask: (error: GraphQLError) => GraphQLError): ExecutionResult {
  return result.errors?.length ? { ...result, errors: result.errors.map(mask) } : result;
}

/**
 * /socket: `subscribeShared` with the errors masked by the function Yoga's pipeline uses, in the
 * same mapping as the execution instead of envelop's wrapping of the stream (one more async
 * iterator, and promises, per subscriber and event; issue 18). A subscription that cannot start
 * throws its masked error, as envelop's onSubscribeError does.
 */
export async function subscribeMasked(args: ExecutionArgs, mask: (error: GraphQLError) => GraphQLError): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  let stream: Awaited<ReturnType<typeof createSourceEventStream>>;
  try {
    stream = await createSourceEventStream(args);
  } catch (error) {
    throw mask(error as GraphQLError);
  }
  if (!(Symbol.asyncIterator in stream)) return masked(stream as ExecutionResult, mask);
  const operationId = operationIdOf(args);
  const answer = (payload: unknown): ExecutionResult | Promise<ExecutionResult> => {
    const result = executeEvent(args, operationId, payload);
    return result instanceof Promise ? result.then((r) => masked(r, mask)) : masked(result, mask);
  };
  // A pub/sub subscription answers each event as it arrives, in the publisher's loop (one object
  // per subscription instead of an iterator wrapped around it: issue 18, CPU and memory).
  if (isViewable(stream)) {
    return stream.viewed((payload) => {
      try {
        const result = answer(payload);
        return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(mask(error as GraphQLError))) : result;
      } catch (error) {
        throw mask(error as GraphQLError);
      }
    });
  }
  return mapStream(stream as AsyncIterable<unknown>, answer, (error) => mask(error as GraphQLError));
}

function isViewable(stream: unknown): stream is Subscription<unknown> {
  return typeof (stream as Partial<Subscription<unknown>>).viewed === 'function';
}

/** graphql-js `subscribe`, with the executions of shared event views reused across subscribers. */
export async function subscribeShared(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream as ExecutionResult;
  const operationId = operationIdOf(args);
  const answer = (payload: unknown) => executeEvent(args, operationId, payload);
  return isViewable(stream) ? stream.viewed(answer) : mapStream(stream as AsyncIterable<unknown>, answer);
}

import { describe, expect, it } from 'vitest';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import { shareView, subscribeShared } from './shared-execution.js';

// One execution per shared event view and document, whatever the number of subscribers.

function schemaCounting(calls: { body: number }) {
  const Event = new GraphQLObjectType({
    name: 'Event',
    fields: {
      body: {
        type: GraphQLString,
        resolve: (e: { body: string }) => {
          calls.body += 1;
          return e.body;
        },
      },
      viewer: { type: GraphQLString, resolve: (_e, _a, ctx: { name: string }) => ctx.name },
    },
  });
  return (events: object[]) =>
    new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
      subscription: new GraphQLObjectType({
        name: 'Subscription',
        fields: {
          events: {
            type: Event,
            subscribe: async function* () {
              yield* events;
            },
            resolve: (e: object) => e,
          },
        },
      }),
    });
}

async function firstOf(schema: GraphQLSchema, query: string, name: string): Promise<ExecutionResult> {
  const stream = (await subscribeShared({ schema, document: parse(query), contextValue: { name } })) as AsyncIterableIterator<ExecutionResult>;
  const next = await stream.next();
  await stream.return?.();
  return next.value as ExecutionResult;
}

describe('subscribeShared', () => {
  it('executes a shared view once per document for all its subscribers', async () => {
    const calls = { body: 0 };
    const view = shareView({ body: 'Hallo' });
    const schema = schemaCounting(calls)([view]);
    const answers = await Promise.all(['a', 'b', 'c'].map((name) => firstOf(schema, 'subscription { events { body viewer } }', name)));
    // Same answer for all three (the first subscriber's): only services that know the view is alike share it.
    expect(answers.map((a) => a.data)).toEqual([0, 1, 2].map(() => ({ events: { body: 'Hallo', viewer: 'a' } })));
    expect(calls.body).toBe(1);
    // Another document gets its own execution.
    expect((await firstOf(schema, 'subscription { events { body } }', 'd')).data).toEqual({ events: { body: 'Hallo' } });
    expect(calls.body).toBe(2);
  });

  it('executes an unshared view for each subscriber with their own context', async () => {
    const calls = { body: 0 };
    const schema = schemaCounting(calls)([{ body: 'Hallo' }]);
    const answers = await Promise.all(['a', 'b'].map((name) => firstOf(schema, 'subscription { events { body viewer } }', name)));
    expect(answers.map((a) => a.data)).toEqual([{ events: { body: 'Hallo', viewer: 'a' } }, { events: { body: 'Hallo', viewer: 'b' } }]);
    expect(calls.body).toBe(2);
  });

  it('answers an invalid subscription with its errors, not a stream', async () => {
    const schema = schemaCounting({ body: 0 })([]);
    const result = (await subscribeShared({ schema, document: parse('subscription { nothing }') })) as ExecutionResult;
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});

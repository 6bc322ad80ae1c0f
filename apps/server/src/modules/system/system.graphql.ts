import { Repeater } from 'graphql-yoga';
import { builder } from '../../graphql/builder.js';

builder.queryField('serverTime', (t) =>
  t.field({ type: 'DateTime', description: 'The server clock; a cheap liveness probe.', resolve: (_root, _args, ctx) => ctx.deps.now() }),
);

// A signed-in liveness stream over /socket: proves the socket is authenticated by the session.
builder.subscriptionField('serverTime', (t) =>
  t.field({
    type: 'DateTime',
    authScopes: { signedIn: true },
    args: { intervalMs: t.arg.int({ required: false }) },
    subscribe: (_root, args, ctx) =>
      new Repeater<Date>(async (push, stop) => {
        const interval = Math.min(Math.max(args.intervalMs ?? 1000, 200), 60_000);
        await push(ctx.deps.now());
        const timer = setInterval(() => void push(ctx.deps.now()), interval);
        await stop;
        clearInterval(timer);
      }),
    resolve: (time) => time,
  }),
);

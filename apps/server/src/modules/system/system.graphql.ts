import { Repeater } from 'graphql-yoga';
import { builder } from '../../graphql/builder.js';
import { subscriber } from '../../graphql/subscriber.js';

builder.queryField('serverTime', (t) =>
  t.field({ type: 'DateTime', description: 'The server clock; a cheap liveness probe.', resolve: (_root, _args, ctx) => ctx.deps.now() }),
);

// A signed-in liveness stream over /socket: proves the socket is authenticated by the session. The
// web app does not use it and the `serverTime` query stays public, so visitors and timed-out
// members are refused when it starts, not only on each tick (decision 0029).
builder.subscriptionField('serverTime', (t) =>
  t.field({
    type: 'DateTime',
    description: 'The server clock every `intervalMs` (1 s by default): a liveness probe for signed-in members. NOT_SIGNED_IN, LOGIN_TIMEOUT at the start.',
    authScopes: { signedIn: true },
    args: { intervalMs: t.arg.int({ required: false }) },
    subscribe: (_root, args, ctx) => {
      subscriber(ctx);
      return new Repeater<Date>(async (push, stop) => {
        const interval = Math.min(Math.max(args.intervalMs ?? 1000, 200), 60_000);
        await push(ctx.deps.now());
        const timer = setInterval(() => void push(ctx.deps.now()), interval);
        await stop;
        clearInterval(timer);
      });
    },
    resolve: (time) => time,
  }),
);

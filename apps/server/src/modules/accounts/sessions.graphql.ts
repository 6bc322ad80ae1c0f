import { builder } from '../../graphql/builder.js';

builder.mutationField('signOut', (t) =>
  t.boolean({
    description: 'Ends the session on the server and clears the cookie. Always succeeds, also during a login timeout.',
    skipTypeScopes: true,
    resolve: async (_root, _args, ctx) => {
      if (ctx.sessionTokenHash) await ctx.services.sessions.end(ctx.sessionTokenHash);
      if (ctx.viewer) ctx.services.sessions.announceSignedOut(ctx.viewer.id, 'signOut');
      ctx.cookies.clear();
      return true;
    },
  }),
);

import { builder } from '../../graphql/builder.js';
import { CurrentUser, SexEnum } from '../accounts/user.graphql.js';

builder.mutationField('setProfileType', (t) =>
  t.field({
    type: CurrentUser,
    description: "Sets the signed-in member's own profile type (a minimal profile edit until the profiles issue).",
    authScopes: { signedIn: true },
    args: { sex: t.arg({ type: SexEnum, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.profiles.setProfileType(ctx.viewer!, args.sex),
  }),
);

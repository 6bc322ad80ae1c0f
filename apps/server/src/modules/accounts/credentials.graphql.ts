import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Page } from '../../shared/cursor.js';
import { findPhoneCode } from './accounts.repository.js';
import { deviceName } from './device-name.js';
import type { SessionRow } from './sessions.repository.js';
import { mayEndSession } from './sessions.policy.js';
import { CurrentUser, maskPhone } from './user.graphql.js';

// Thin adapters for the settings' account section: password, e-mail, the list of sessions.

const viewerOf = (ctx: GraphQLContext) => ctx.viewer!;

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true, description: '8 to 128 characters, not one of the most common passwords.' }),
  }),
});

const RequestEmailChangeInput = builder.inputType('RequestEmailChangeInput', {
  fields: (t) => ({
    newEmail: t.string({ required: true }),
    currentPassword: t.string({ required: true }),
  }),
});

builder.objectFields(CurrentUser, (t) => ({
  pendingEmailChange: t.string({
    nullable: true,
    description: 'The new address a confirmation link was sent to and not yet used (null when none is waiting).',
    resolve: (u, _a, ctx) => ctx.services.credentials.pendingEmailChange(u),
  }),
  pendingPhoneMasked: t.string({
    nullable: true,
    description: 'A new number waiting for its SMS code while the verified one stays in use, masked like phoneMasked.',
    resolve: async (u, _a, ctx) => {
      const pending = u.phoneVerifiedAt ? await findPhoneCode(ctx.deps.database.db, u.id) : undefined;
      return pending && pending.phone !== u.phone ? maskPhone(pending.phone) : null;
    },
  }),
}));

const SessionAbilities = builder.objectRef<{ end: boolean }>('SessionAbilities').implement({
  fields: (t) => ({ end: t.exposeBoolean('end', { description: 'Another session of the member (this one is ended by signing out).' }) }),
});

const DeviceSession = builder.objectRef<SessionRow>('DeviceSession').implement({
  description: 'A signed-in browser of the member.',
  fields: (t) => ({
    id: t.exposeID('id'),
    browser: t.string({ nullable: true, description: 'Browser family read from the user agent, e.g. Chrome; null when unknown.', resolve: (s) => deviceName(s.userAgent).browser }),
    os: t.string({ nullable: true, description: 'Operating system read from the user agent, e.g. Android; null when unknown.', resolve: (s) => deviceName(s.userAgent).os }),
    createdAt: t.field({ type: 'DateTime', description: 'When the member signed in there.', resolve: (s) => s.createdAt }),
    lastUsedAt: t.field({ type: 'DateTime', description: 'Last request (to the minute).', resolve: (s) => s.lastUsedAt }),
    current: t.boolean({ description: 'The session of this request.', resolve: (s, _a, ctx) => s.tokenHash === ctx.sessionTokenHash }),
    viewerCan: t.field({ type: SessionAbilities, resolve: (s, _a, ctx) => ({ end: mayEndSession(ctx.viewer?.id ?? '', ctx.sessionTokenHash, s).allowed }) }),
  }),
});

const DeviceSessionConnection = builder.objectRef<Page<SessionRow>>('DeviceSessionConnection').implement({
  description: 'One page of sessions, newest first; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [DeviceSession], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

builder.queryField('sessions', (t) =>
  t.field({
    type: DeviceSessionConnection,
    description: 'The signed-in member’s open sessions (devices), newest first.',
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ required: false, description: 'Page size: 20 by default, at most 50.' }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.sessions.list(viewerOf(ctx), args),
  }),
);

builder.mutationFields((t) => ({
  changePassword: t.boolean({
    description:
      'Sets a new password after checking the current one and ends every other session. WRONG_PASSWORD; ' +
      'BAD_INPUT with fields (PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG / PASSWORD_TOO_COMMON on newPassword); RATE_LIMITED.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.credentials.changePassword(viewerOf(ctx), ctx.sessionTokenHash, args.input),
  }),
  requestEmailChange: t.field({
    type: CurrentUser,
    description:
      'E-mails a confirmation link to the new address and a notice to the current one; the address changes only when the link is used. ' +
      'An address another member uses is answered alike (its owner is told instead; decision 0026). ' +
      'EMAIL_UNCHANGED, INVALID_EMAIL (with fields), WRONG_PASSWORD, RATE_LIMITED.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: RequestEmailChangeInput, required: true }) },
    resolve: async (_r, args, ctx) => {
      await ctx.services.credentials.requestEmailChange(viewerOf(ctx), args.input);
      return viewerOf(ctx);
    },
  }),
  confirmEmailChange: t.boolean({
    description:
      'Uses the link of an e-mail change: the address changes and every other session of the member ends. ' +
      'INVALID_EMAIL_LINK when wrong, used or expired; EMAIL_TAKEN when someone took the address meanwhile.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await ctx.services.credentials.confirmEmailChange(args.token, ctx.viewer, ctx.sessionTokenHash);
      return true;
    },
  }),
  endSession: t.boolean({
    description: 'Signs out one other session of the member. NOT_FOUND for unknown or other members’ ids; NOT_ALLOWED for this session (sign out instead).',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.sessions.endOne(viewerOf(ctx), ctx.sessionTokenHash, args.id),
  }),
  endOtherSessions: t.int({
    description: '“Sign out everywhere else”: ends every session of the member but this one; answers how many ended.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.sessions.endOthers(viewerOf(ctx), ctx.sessionTokenHash),
  }),
}));

import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { Settings } from '../settings/settings.graphql.js';
import { mayDeactivate, mayDelete, mayExport } from './account-closure.policy.js';

// Thin adapters: deactivating and deleting the account; the abilities come from the same policy.

interface AccountAbilities {
  deactivate: boolean;
  deleteAccount: boolean;
  exportData: boolean;
}

const SettingsAbilities = builder.objectRef<AccountAbilities>('SettingsAbilities').implement({
  description: 'What the member may do with the account (docs/decisions/0014).',
  fields: (t) => ({
    deactivate: t.exposeBoolean('deactivate', { description: 'False for admins (ACCOUNT_IS_ADMIN).' }),
    deleteAccount: t.exposeBoolean('deleteAccount', { description: 'False for admins (ACCOUNT_IS_ADMIN).' }),
    exportData: t.exposeBoolean('exportData', { description: 'Download of one’s data at GET /api/me/export.' }),
  }),
});

builder.objectFields(Settings, (t) => ({
  viewerCan: t.field({
    type: SettingsAbilities,
    resolve: (_s, _a, ctx) => {
      const viewer = ctx.viewer!;
      return { deactivate: mayDeactivate(viewer).allowed, deleteAccount: mayDelete(viewer, null).allowed, exportData: mayExport(viewer, ctx.deps.now()).allowed };
    },
  }),
}));

const DeleteAccountInput = builder.inputType('DeleteAccountInput', {
  fields: (t) => ({
    phrase: t.string({ required: true, description: '“Ich bin sicher” for German members, “I am sure” for English ones (their stored language), exactly.' }),
    currentPassword: t.string({ required: true }),
  }),
});

const viewerOf = (ctx: GraphQLContext) => ctx.viewer!;

builder.mutationFields((t) => ({
  deactivateAccount: t.boolean({
    description: 'Hides the member from everyone and signs them out everywhere; signing in again reactivates. ACCOUNT_IS_ADMIN.',
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      await ctx.services.accountClosure.deactivate(viewerOf(ctx));
      ctx.cookies.clear();
      return true;
    },
  }),
  deleteAccount: t.boolean({
    description:
      'Deletes the account for good: photos, profile, settings, sessions and other personal data; what others’ data points at stays anonymised. ' +
      'DELETION_PHRASE_WRONG (with fields), WRONG_PASSWORD, ACCOUNT_IS_ADMIN, RATE_LIMITED; nothing changes on a refusal.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: DeleteAccountInput, required: true }) },
    resolve: async (_r, args, ctx) => {
      await ctx.services.accountClosure.delete(viewerOf(ctx), args.input);
      ctx.cookies.clear();
      return true;
    },
  }),
}));

import type { Sex } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Page } from '../../shared/cursor.js';
import { isTimedOut, memberStatus } from '../accounts/accounts.policy.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { SexEnum } from '../accounts/user.graphql.js';
import { MemberStatusEnum } from './admin.graphql.js';
import { MEMBER_SEARCH_MAX } from './members.policy.js';

// /admin/members (docs/decisions/0031): member accounts as staff see them. Admins only.

const viewer = (ctx: GraphQLContext) => ctx.viewer!;

const AdminMember = builder.objectRef<UserRow>('AdminMember').implement({
  description: 'A member account as staff see it (e-mail included). Only in the admin operations.',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    slug: t.exposeString('slug'),
    email: t.exposeString('email'),
    sex: t.field({ type: SexEnum, nullable: true, description: 'The profile type; null: not chosen yet.', resolve: (u) => u.sex as Sex | null }),
    status: t.field({ type: MemberStatusEnum, description: 'The one status the dashboard counts the member under.', resolve: (u, _a, ctx) => memberStatus(u, ctx.deps.now()) }),
    isActivated: t.boolean({ description: 'E-mail and phone confirmed.', resolve: (u) => !!u.emailVerifiedAt && !!u.phoneVerifiedAt }),
    emailVerified: t.boolean({ resolve: (u) => !!u.emailVerifiedAt }),
    phoneVerified: t.boolean({ resolve: (u) => !!u.phoneVerifiedAt }),
    isVerified: t.boolean({ description: 'The venue’s verified status (or premium).', resolve: (u) => u.isVerified || u.isPremium }),
    isDeactivated: t.exposeBoolean('isDeactivated'),
    loginTimeoutUntil: t.field({ type: 'DateTime', nullable: true, description: 'End of a login timeout in force; null when none is.', resolve: (u, _a, ctx) => (isTimedOut(u, ctx.deps.now()) ? u.loginTimeoutUntil : null) }),
    createdAt: t.field({ type: 'DateTime', resolve: (u) => u.createdAt }),
    lastActiveAt: t.field({ type: 'DateTime', nullable: true, resolve: (u) => u.lastActiveAt }),
  }),
});

const AdminMemberConnection = builder.objectRef<Page<UserRow>>('AdminMemberConnection').implement({
  description: 'One page of member accounts; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [AdminMember], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const REFUSALS = 'NOT_ALLOWED for members, NOT_SIGNED_IN for visitors.';

builder.queryFields((t) => ({
  adminMembers: t.field({
    type: AdminMemberConnection,
    description: `Admins: member accounts (not staff, not deleted), newest first; \`search\` (at most ${MEMBER_SEARCH_MAX} characters) narrows to a part of the username or e-mail. ${REFUSALS}`,
    authScopes: { admin: true },
    args: { search: t.arg.string({ required: false }), first: t.arg.int({ required: false, description: 'Page size: 20 by default, at most 50.' }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.adminMembers.list(viewer(ctx), args),
  }),
  adminMember: t.field({
    type: AdminMember,
    nullable: true,
    description: `Admins: one member account; null for unknown ids, deleted accounts and staff. ${REFUSALS}`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.adminMembers.get(viewer(ctx), String(args.id)),
  }),
}));

builder.mutationFields((t) => {
  const onMember = (description: string, run: (ctx: GraphQLContext, id: string) => Promise<UserRow>) =>
    t.field({
      type: AdminMember,
      description: `Admins: ${description} USER_NOT_FOUND for unknown ids and deleted accounts, REPORT_TARGET_IS_ADMIN for staff. ${REFUSALS}`,
      authScopes: { admin: true },
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => run(ctx, String(args.id)),
    });
  return {
    adminSetLoginTimeout: t.field({
      type: AdminMember,
      description: `Admins: a login timeout until \`until\` (TIMEOUT_UNTIL_INVALID unless in the future and within 10 years); the member is signed out. USER_NOT_FOUND, REPORT_TARGET_IS_ADMIN. ${REFUSALS}`,
      authScopes: { admin: true },
      args: { id: t.arg.id({ required: true }), until: t.arg({ type: 'DateTime', required: true }) },
      resolve: (_r, args, ctx) => ctx.services.adminMembers.setLoginTimeout(viewer(ctx), String(args.id), args.until),
    }),
    adminEndLoginTimeout: onMember('ends a login timeout now.', (ctx, id) => ctx.services.adminMembers.endLoginTimeout(viewer(ctx), id)),
    adminDeactivateMember: onMember('deactivates the account (reversible); the member is signed out.', (ctx, id) => ctx.services.adminMembers.deactivate(viewer(ctx), id)),
    adminReactivateMember: onMember('reactivates a deactivated account.', (ctx, id) => ctx.services.adminMembers.reactivate(viewer(ctx), id)),
  };
});

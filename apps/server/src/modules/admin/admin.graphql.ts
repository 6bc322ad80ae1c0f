import { SEXES, type Sex } from '@venue/shared';
import { MEMBER_STATUSES, type MemberStatus } from '../accounts/accounts.policy.js';
import { builder } from '../../graphql/builder.js';
import { SexEnum } from '../accounts/user.graphql.js';
import type { AdminDashboard } from './admin.service.js';

export const MemberStatusEnum = builder.enumType('MemberStatus', {
  description:
    'One status per member, the first that applies: ADMIN; TIMED_OUT (login timeout in force); DEACTIVATED; ' +
    'PENDING_ACTIVATION (e-mail or phone not verified); VERIFIED (verified or premium); ACTIVE.',
  values: MEMBER_STATUSES,
});

const CountBySex = builder.objectRef<{ sex: Sex | null; count: number }>('CountBySex').implement({
  fields: (t) => ({
    sex: t.field({ type: SexEnum, nullable: true, description: 'null: profile type not chosen yet.', resolve: (r) => r.sex }),
    count: t.exposeInt('count'),
  }),
});

const CountByStatus = builder.objectRef<{ status: MemberStatus; count: number }>('CountByStatus').implement({
  fields: (t) => ({
    status: t.field({ type: MemberStatusEnum, resolve: (r) => r.status }),
    count: t.exposeInt('count'),
  }),
});

const CountByWeek = builder.objectRef<{ weekStart: string; count: number }>('CountByWeek').implement({
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: 'The Monday the week starts on (YYYY-MM-DD, Zurich calendar).' }),
    count: t.exposeInt('count'),
  }),
});

const CountBySubscriptionState = builder.objectRef<{ state: string; count: number }>('CountBySubscriptionState').implement({
  fields: (t) => ({
    state: t.exposeString('state', { description: 'TRIAL, ACTIVE, CANCELLED (access until the period end) or PAST_DUE (renewal being retried).' }),
    count: t.exposeInt('count'),
  }),
});

const AdminDashboardRef = builder.objectRef<AdminDashboard>('AdminDashboard').implement({
  fields: (t) => ({
    totalMembers: t.exposeInt('totalMembers', { description: 'Every member account; staff (admin accounts) are not members and are not counted.' }),
    byProfileType: t.field({
      type: [CountBySex],
      description: `Every profile type (${SEXES.join(', ')}, then null), zeros included.`,
      resolve: (d) => d.byProfileType,
    }),
    byStatus: t.field({ type: [CountByStatus], description: 'Every member status but ADMIN (staff are not counted), zeros included; the counts add up to totalMembers.', resolve: (d) => d.byStatus }),
    subscriptionsByState: t.field({
      type: [CountBySubscriptionState],
      description: 'Premium subscriptions that are not over, per state (TRIAL, ACTIVE, CANCELLED, PAST_DUE), zeros included.',
      resolve: (d) => d.subscriptionsByState,
    }),
    revenueThisMonthRappen: t.exposeInt('revenueThisMonthRappen', { description: 'Succeeded payments this calendar month (Zurich), in Rappen.' }),
    revenueLastMonthRappen: t.exposeInt('revenueLastMonthRappen', { description: 'Succeeded payments last calendar month (Zurich), in Rappen.' }),
    openReports: t.exposeInt('openReports', { description: 'Reports in an open state (OPEN, PROCESSING, AWAITING_REPLY).' }),
    newMembersPerWeek: t.field({
      type: [CountByWeek],
      description: 'New member accounts per week for the last 12 weeks (Monday to Sunday, Zurich time), oldest first, zeros included; staff not counted.',
      resolve: (d) => d.newMembersPerWeek,
    }),
  }),
});

builder.queryField('adminDashboard', (t) =>
  t.field({
    type: AdminDashboardRef,
    description: 'Member counts for the admin dashboard. NOT_ALLOWED for non-admins.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.admin.dashboard(),
  }),
);

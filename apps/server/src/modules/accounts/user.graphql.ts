import { builder } from '../../graphql/builder.js';
import type { UserRow } from './accounts.table.js';
import { isTimedOut } from './accounts.policy.js';
import { findPhoneCode } from './accounts.repository.js';

/** "+41•••••••67": the country code and the last two digits. */
export function maskPhone(phone: string): string {
  return phone.slice(0, 3) + '•'.repeat(Math.max(0, phone.length - 5)) + phone.slice(-2);
}

export const SexEnum = builder.enumType('Sex', { values: ['M', 'F', 'MF', 'MM', 'FF'] as const });
export const LanguageEnum = builder.enumType('Language', { values: ['de', 'en'] as const });

/** The signed-in member as the app shell and the route guards need it (spec §3 current user). */
export const CurrentUser = builder.objectRef<UserRow>('CurrentUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('id'),
    slug: t.exposeString('slug'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    language: t.field({ type: LanguageEnum, resolve: (u) => u.language as 'de' | 'en' }),
    sex: t.field({ type: SexEnum, nullable: true, resolve: (u) => u.sex as 'M' | 'F' | 'MF' | 'MM' | 'FF' | null }),
    isPremium: t.exposeBoolean('isPremium'),
    isVerified: t.exposeBoolean('isVerified'),
    // Until profile privacy exists (issue 4), every profile may be visited.
    isAllowedToVisit: t.boolean({ resolve: () => true }),
    isDeactivated: t.exposeBoolean('isDeactivated'),
    admin: t.exposeBoolean('admin'),
    emailVerifiedAt: t.field({ type: 'DateTime', nullable: true, resolve: (u) => u.emailVerifiedAt }),
    phoneVerifiedAt: t.field({ type: 'DateTime', nullable: true, resolve: (u) => u.phoneVerifiedAt }),
    currentLoginTimeout: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'End of an active login timeout; null when none is in force.',
      resolve: (u, _a, ctx) => (isTimedOut(u, ctx.deps.now()) ? u.loginTimeoutUntil : null),
    }),
    phoneMasked: t.string({
      nullable: true,
      description: 'The phone number with all but the last two digits hidden; before the phone is verified, the number the code goes to.',
      resolve: async (u, _a, ctx) => {
        const phone = u.phoneVerifiedAt ? u.phone : ((await findPhoneCode(ctx.deps.database.db, u.id))?.phone ?? u.phone);
        return phone ? maskPhone(phone) : null;
      },
    }),
  }),
});

builder.queryField('currentUser', (t) =>
  t.field({
    type: CurrentUser,
    nullable: true,
    description: 'The signed-in member, or null for a visitor. Answers also during a login timeout (see currentLoginTimeout).',
    skipTypeScopes: true,
    resolve: (_r, _a, ctx) => ctx.viewer,
  }),
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { citext } from '../../db/types.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: citext('email').notNull(),
    username: citext('username').notNull(),
    slug: text('slug').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    sex: text('sex'),
    language: text('language').notNull().default('de'),
    admin: boolean('admin').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    isDeactivated: boolean('is_deactivated').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    loginTimeoutUntil: timestamp('login_timeout_until', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** Deleted for good: personal data removed, the row kept anonymised for what must stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_slug_key').on(t.slug),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_last_active_idx').on(t.lastActiveAt),
    // The walk of /profile-search and /online-users: listed members (presence.policy listedMemberSql),
    // most recently active first; a page reads along it and stops (docs/decisions/0015).
    index('users_listed_activity_idx')
      .on(t.lastActiveAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and not ${t.isDeactivated} and ${t.emailVerifiedAt} is not null and ${t.phoneVerifiedAt} is not null`),
    // The same walk within one profile type (a search for some types walks each type's part).
    index('users_listed_type_activity_idx')
      .on(t.sex, t.lastActiveAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and not ${t.isDeactivated} and ${t.emailVerifiedAt} is not null and ${t.phoneVerifiedAt} is not null`),
    index('users_sex_idx').on(t.sex),
    // The venue's staff, a handful of rows: counts that leave staff out (a room's members) look them
    // up here instead of reading every member (docs/decisions/0071).
    index('users_staff_idx').on(t.id).where(sql`${t.admin}`),
    check('users_sex_check', sql`${t.sex} is null or ${t.sex} in ('M','F','MF','MM','FF')`),
    check('users_language_check', sql`${t.language} in ('de','en')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** Single-use links sent by e-mail: activation, password reset, e-mail change. Only the hash is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an e-mail change link confirms (purpose email_change only). */
    newEmail: citext('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('email_activation','password_reset','email_change')`),
    check('account_tokens_new_email_check', sql`(${t.purpose} = 'email_change') = (${t.newEmail} is not null)`),
  ],
);

/** The pending SMS code of a member's phone activation; one row per member. */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;

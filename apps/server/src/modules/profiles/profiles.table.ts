import { sql } from 'drizzle-orm';
import { REGIONS } from '@venue/shared';
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';
import { userUploads } from '../photos/photos.table.js';

/** The profile of a member (one row per member): texts, what they look for, avatar and wall image. */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    about: text('about').notNull().default(''),
    /** Profile types the member looks for (M, F, MF, MM, FF); contact needs a match (spec §5). */
    lookingFor: text('looking_for').array().notNull().default(sql`'{}'::text[]`),
    /** The canton the member lives in (REGIONS of @venue/shared), shown on cards and the profile; null: not said. */
    region: text('region'),
    avatarUploadId: uuid('avatar_upload_id').references(() => userUploads.id, { onDelete: 'set null' }),
    wallUploadId: uuid('wall_upload_id').references(() => userUploads.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_about_length_check', sql`char_length(${t.about}) <= 3000`),
    check('profiles_region_check', sql.raw(`region is null or region in (${REGIONS.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

/**
 * The personal attributes of the people behind a profile: one row for a single, two for a couple,
 * positions 1 and 2 in the order the profile type names them (MF: 1 is the man, 2 the woman).
 */
export const profilePersons = pgTable(
  'profile_persons',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    age: smallint('age'),
    heightCm: smallint('height_cm'),
    weightKg: smallint('weight_kg'),
    hairColour: text('hair_colour'),
    eyeColour: text('eye_colour'),
    looks: text('looks'),
    sexuality: text('sexuality'),
    dominance: text('dominance'),
    smoking: text('smoking'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.position] }),
    index('profile_persons_age_idx').on(t.age),
    check('profile_persons_position_check', sql`${t.position} in (1, 2)`),
    check('profile_persons_age_check', sql`${t.age} is null or ${t.age} between 18 and 99`),
    check('profile_persons_height_check', sql`${t.heightCm} is null or ${t.heightCm} between 120 and 230`),
    check('profile_persons_weight_check', sql`${t.weightKg} is null or ${t.weightKg} between 35 and 250`),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfilePersonRow = typeof profilePersons.$inferSelect;

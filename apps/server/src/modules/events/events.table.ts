import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Venue events, bilingual. `publishedAt` as for news (null: draft; future: scheduled).
 * Prices are in Rappen (CHF × 100) per guest type; null means "not offered" (e.g. single men at a couples' night).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    /** Markdown, rendered safely by the web app. */
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    dressCodeDe: text('dress_code_de'),
    dressCodeEn: text('dress_code_en'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    coupleOnly: boolean('couple_only').notNull().default(false),
    priceManRappen: integer('price_man_rappen'),
    priceWomanRappen: integer('price_woman_rappen'),
    priceCoupleRappen: integer('price_couple_rappen'),
    /** Places (people in total) for reservations; null: unlimited (issue 14). */
    capacity: integer('capacity'),
    imagePath: text('image_path'),
    /** Size of the largest standard-width variant of the image (for srcset and the aspect ratio); null without image. */
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    index('events_starts_at_idx').on(t.startsAt),
    check('events_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('events_ends_after_start_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 1`),
    check(
      'events_prices_check',
      sql`coalesce(${t.priceManRappen}, 0) >= 0 and coalesce(${t.priceWomanRappen}, 0) >= 0 and coalesce(${t.priceCoupleRappen}, 0) >= 0`,
    ),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

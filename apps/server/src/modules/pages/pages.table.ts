import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/** The venue's info pages (/pages/{name}), bilingual Markdown, each with an optional carousel. */
export const pages = pgTable(
  'pages',
  {
    name: text('name').primaryKey(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    /** Markdown, rendered safely by the web app. */
    bodyDe: text('body_de').notNull(),
    bodyEn: text('body_en').notNull(),
    /** Carousel height: small 200 px, medium 400, large 600, xlarge 900. */
    carouselHeight: text('carousel_height').notNull().default('medium'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pages_carousel_height_check', sql`${t.carouselHeight} in ('small','medium','large','xlarge')`)],
);

/** Carousel images of a page, in `position` order; files live in storage under static-pages/. */
export const pageImages = pgTable(
  'page_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageName: text('page_name')
      .notNull()
      .references(() => pages.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    position: integer('position').notNull(),
    /** Storage key of the original, e.g. static-pages/<uuid>; variants are derived from it. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altDe: text('alt_de').notNull(),
    altEn: text('alt_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_images_page_position_idx').on(t.pageName, t.position)],
);

export type PageRow = typeof pages.$inferSelect;
export type PageImageRow = typeof pageImages.$inferSelect;

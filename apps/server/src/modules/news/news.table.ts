import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * News posts, bilingual. `publishedAt` null: a draft; in the future: scheduled; in the past: public.
 * The slug is fixed at creation so links stay stable when a title is edited.
 */
export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    /** Markdown, rendered safely by the web app. */
    bodyDe: text('body_de').notNull(),
    bodyEn: text('body_en').notNull(),
    imagePath: text('image_path'),
    /** Size of the largest standard-width variant of the image (for srcset and the aspect ratio); null without image. */
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_slug_key').on(t.slug),
    index('news_published_at_idx').on(t.publishedAt),
    check('news_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export type NewsRow = typeof news.$inferSelect;
export type NewNews = typeof news.$inferInsert;

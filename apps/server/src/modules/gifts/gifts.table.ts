import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The gift shop's catalogue (issue 17; docs/decisions/0050): vouchers the staff offer, in German and
 * English, at a price in Rappen the server alone decides. `stock` null: unlimited; a number only
 * goes down with purchases and never below 0 (the check backs the conditional update).
 */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Storage key of an upload for purpose `gifts` (variants at /media/<key>/<width>.<format>), or null. */
    imagePath: text('image_path'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    priceRappen: integer('price_rappen').notNull(),
    active: boolean('active').notNull().default(true),
    stock: integer('stock'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gifts_active_price_idx').on(t.active, t.priceRappen),
    check('gifts_price_check', sql`${t.priceRappen} > 0`),
    check('gifts_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

export type GiftRow = typeof gifts.$inferSelect;

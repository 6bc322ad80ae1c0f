import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';
import { payments } from '../payments/payments.table.js';
import { newVoucherCode } from './gifts.voucher.js';

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

/**
 * One voucher in a member's hands (spec §4 inventory): made once per paid unit when the gift shop's
 * payment succeeds (in the webhook's transaction, so a second delivery adds none). Gone with the
 * owner's account (decision 0050); the payment stays as the venue's bookkeeping record.
 */
export const memberGifts = pgTable(
  'member_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftId: uuid('gift_id')
      .notNull()
      .references(() => gifts.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** What one unit cost when bought (Rappen). */
    priceRappen: integer('price_rappen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The voucher code shown at the bar (gifts.voucher.ts), made with the row; without separators. */
    voucherCode: text('voucher_code').notNull().$defaultFn(newVoucherCode),
    /** Redeemed at the venue: once (the service's row lock), by a staff member (null once their account is gone). */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('member_gifts_owner_idx').on(t.ownerId, t.createdAt),
    index('member_gifts_payment_idx').on(t.paymentId),
    uniqueIndex('member_gifts_voucher_code_key').on(t.voucherCode),
  ],
);

export type MemberGiftRow = typeof memberGifts.$inferSelect;

export type GiftTransferState = 'UNOPENED' | 'ACCEPTED' | 'DECLINED' | 'RETURNED';

/**
 * A gift sent to a member (spec §4): unopened, then accepted (the gift is the recipient's), declined
 * (back in the sender's hands) or, unopened after LIMITS.giftReturnDays, taken back by the sender.
 * While one is unopened the gift stays the sender's row but is not in their hands; one unopened
 * sending per gift at a time (the unique index backs the service's lock).
 */
export const giftTransfers = pgTable(
  'gift_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberGiftId: uuid('member_gift_id')
      .notNull()
      .references(() => memberGifts.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    state: text('state').$type<GiftTransferState>().notNull().default('UNOPENED'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_transfers_one_open_key').on(t.memberGiftId).where(sql`${t.state} = 'UNOPENED'`),
    index('gift_transfers_recipient_idx').on(t.recipientId, t.state),
    index('gift_transfers_sender_idx').on(t.senderId, t.sentAt),
    check('gift_transfers_state_check', sql`${t.state} in ('UNOPENED','ACCEPTED','DECLINED','RETURNED')`),
    check('gift_transfers_note_check', sql`${t.note} is null or char_length(${t.note}) <= 300`),
  ],
);

export type GiftTransferRow = typeof giftTransfers.$inferSelect;

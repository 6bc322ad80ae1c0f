import { z } from 'zod';
import { imageKeySchema } from './content.schemas.js';

// The gift shop (issue 17; docs/decisions/0050): the staff's catalogue of vouchers. Messages are error codes.
export const GIFTS = {
  nameMax: 80,
  descriptionMax: 500,
  /** CHF 1.– to CHF 1000.–: a voucher for a drink up to a dinner for two; a typo with extra zeros is caught. */
  priceMinRappen: 100,
  priceMaxRappen: 100_000,
  /** Stock the staff can set at once (null: unlimited). */
  stockMax: 10_000,
  /** The cart (spec §3: items with id and count, kept in a cookie): at most this many of one gift, and this many lines. */
  cartCountMax: 10,
  cartLinesMax: 20,
  /** The cookie the web app keeps the cart in (not httpOnly: the shop screen reads and writes it). */
  cartCookie: 'gift_cart',
  /** The optional note with a sent gift. */
  noteMax: 300,
  /**
   * A checkout holds its gifts this long (the provider's page closes then; Stripe's shortest): two
   * members cannot both pay for the last one (decision 0049).
   */
  checkoutHoldMinutes: 30,
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, line breaks allowed in descriptions
const CONTROL_EXCEPT_LINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

const giftName = z.string('GIFT_NAME_INVALID').trim().min(1, 'GIFT_NAME_INVALID').max(GIFTS.nameMax, 'GIFT_NAME_INVALID').refine((v) => !CONTROL.test(v), 'GIFT_NAME_INVALID');
const giftDescription = z
  .string('GIFT_DESCRIPTION_INVALID')
  .trim()
  .min(1, 'GIFT_DESCRIPTION_INVALID')
  .max(GIFTS.descriptionMax, 'GIFT_DESCRIPTION_INVALID')
  .refine((v) => !CONTROL_EXCEPT_LINES.test(v), 'GIFT_DESCRIPTION_INVALID');

/** A catalogue entry as the staff enter it (form and server alike). */
export const giftInput = z.object({
  nameDe: giftName,
  nameEn: giftName,
  descriptionDe: giftDescription,
  descriptionEn: giftDescription,
  priceRappen: z.number('GIFT_PRICE_INVALID').int('GIFT_PRICE_INVALID').min(GIFTS.priceMinRappen, 'GIFT_PRICE_INVALID').max(GIFTS.priceMaxRappen, 'GIFT_PRICE_INVALID'),
  active: z.boolean('BAD_INPUT'),
  /** Null: unlimited. */
  stock: z
    .number('GIFT_STOCK_INVALID')
    .int('GIFT_STOCK_INVALID')
    .min(0, 'GIFT_STOCK_INVALID')
    .max(GIFTS.stockMax, 'GIFT_STOCK_INVALID')
    .nullish()
    .transform((v) => v ?? null),
  imageKey: imageKeySchema,
});
export type GiftInput = z.input<typeof giftInput>;
export type GiftData = z.output<typeof giftInput>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cart as the client sends it (from its cookie): never trusted for prices; counts and ids checked here and again on the server. */
export const giftCartSchema = z
  .array(
    z.object({
      id: z.string('GIFT_CART_INVALID').regex(UUID, 'GIFT_CART_INVALID'),
      count: z.number('GIFT_CART_INVALID').int('GIFT_CART_INVALID').min(1, 'GIFT_CART_INVALID').max(GIFTS.cartCountMax, 'GIFT_CART_INVALID'),
    }),
    'GIFT_CART_INVALID',
  )
  .min(1, 'GIFT_CART_INVALID')
  .max(GIFTS.cartLinesMax, 'GIFT_CART_INVALID')
  .refine((items) => new Set(items.map((i) => i.id.toLowerCase())).size === items.length, 'GIFT_CART_INVALID');
export type GiftCart = z.output<typeof giftCartSchema>;

/** The optional note with a sent gift: trimmed, empty means none. */
export const giftNoteSchema = z
  .string('GIFT_NOTE_TOO_LONG')
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || (v.length <= GIFTS.noteMax && !CONTROL_EXCEPT_LINES.test(v)), 'GIFT_NOTE_TOO_LONG');

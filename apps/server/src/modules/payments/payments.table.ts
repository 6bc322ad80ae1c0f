import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

export type PaymentStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
export type PaymentPurpose = 'PREMIUM' | 'TRIAL' | 'RENEWAL' | 'METHOD' | 'GIFTS';

/**
 * Every payment a member started (spec §3 Payment: amount, line items, responseMessage, status;
 * docs/decisions/0034). Amounts are integer Rappen decided by the server. The venue keeps these as
 * bookkeeping records: deleting the account sets user_id null and keeps amount, items and dates.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountRappen: integer('amount_rappen').notNull(),
    currency: text('currency').notNull().default('CHF'),
    status: text('status').$type<PaymentStatus>().notNull().default('PENDING'),
    /** PREMIUM (a package bought at checkout), TRIAL (card saved, trial starts), RENEWAL (off-session), METHOD (add a card), GIFTS (the gift shop's cart). */
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    provider: text('provider').notNull(),
    providerSessionRef: text('provider_session_ref'),
    providerChargeRef: text('provider_charge_ref'),
    /** The provider's customer the checkout made or reused: forgotten at the provider, and here, when the account is deleted. */
    customerRef: text('customer_ref'),
    /** The provider's own words about the outcome ("Your card was declined."). */
    responseMessage: text('response_message'),
    /** The subscription this payment pays (renewals, purchases once applied). */
    subscriptionId: uuid('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    // Open checkouts hold gifts (decision 0049): the few pending payments, found without a scan.
    index('payments_pending_created_idx').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
    check('payments_amount_check', sql`${t.amountRappen} >= 0`),
    check('payments_currency_check', sql`${t.currency} = 'CHF'`),
    check('payments_status_check', sql`${t.status} in ('PENDING','SUCCEEDED','FAILED','CANCELLED')`),
    check('payments_purpose_check', sql`${t.purpose} in ('PREMIUM','TRIAL','RENEWAL','METHOD','GIFTS')`),
  ],
);

/** What a payment paid for (spec §3: giftLineItems; PREMIUM now, GIFT with the gift shop). */
export const paymentLineItems = pgTable(
  'payment_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Months of premium for PREMIUM lines. */
    packageMonths: integer('package_months'),
    /** The catalogue's gift for GIFT lines (null once the staff delete it), and its names when bought: the receipt shows what was paid for. */
    giftId: uuid('gift_id'),
    giftNameDe: text('gift_name_de'),
    giftNameEn: text('gift_name_en'),
    quantity: integer('quantity').notNull().default(1),
    unitAmountRappen: integer('unit_amount_rappen').notNull(),
  },
  (t) => [
    index('payment_line_items_payment_idx').on(t.paymentId),
    check('payment_line_items_kind_check', sql`${t.kind} in ('PREMIUM','GIFT')`),
    check('payment_line_items_amount_check', sql`${t.unitAmountRappen} >= 0 and ${t.quantity} > 0`),
  ],
);

/** Cards (and TWINT accounts) the provider keeps for the member; never the number itself. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** The provider's customer the method belongs to (charged off-session with it). */
    customerRef: text('customer_ref'),
    brand: text('brand').notNull(),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    reusable: boolean('reusable').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_methods_provider_ref_key').on(t.provider, t.providerRef),
    index('payment_methods_user_idx').on(t.userId),
    uniqueIndex('payment_methods_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Webhooks already applied: a second delivery of the same event finds its row and changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_webhook_events_pkey', columns: [t.provider, t.eventId] })],
);

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentLineItemRow = typeof paymentLineItems.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentLineItems, paymentMethods, payments, paymentWebhookEvents, type PaymentLineItemRow, type PaymentMethodRow, type PaymentRow } from './payments.table.js';

// Queries only.

export interface PaymentWithItems extends PaymentRow {
  lineItems: PaymentLineItemRow[];
}

export async function insertPayment(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
  items: Omit<typeof paymentLineItems.$inferInsert, 'paymentId'>[],
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (items.length) await db.insert(paymentLineItems).values(items.map((i) => ({ ...i, paymentId: row!.id })));
  return row!;
}

export async function lockPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function updatePayment(db: DbOrTx, id: string, patch: Partial<typeof payments.$inferInsert>, now: Date): Promise<PaymentRow> {
  const [row] = await db.update(payments).set({ ...patch, updatedAt: now }).where(eq(payments.id, id)).returning();
  return row!;
}

async function withItems(db: DbOrTx, rows: PaymentRow[]): Promise<PaymentWithItems[]> {
  if (rows.length === 0) return [];
  const items = await db.select().from(paymentLineItems).where(inArray(paymentLineItems.paymentId, rows.map((r) => r.id))).orderBy(asc(paymentLineItems.id));
  return rows.map((r) => ({ ...r, lineItems: items.filter((i) => i.paymentId === r.id) }));
}

export function lineItemsOf(db: DbOrTx, paymentId: string): Promise<PaymentLineItemRow[]> {
  return db.select().from(paymentLineItems).where(eq(paymentLineItems.paymentId, paymentId)).orderBy(asc(paymentLineItems.id));
}

export async function findPaymentOfUser(db: DbOrTx, userId: string, id: string): Promise<PaymentWithItems | undefined> {
  const rows = await db.select().from(payments).where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return (await withItems(db, rows))[0];
}

export async function findPaymentWithItems(db: DbOrTx, id: string): Promise<PaymentWithItems | undefined> {
  const rows = await db.select().from(payments).where(eq(payments.id, id));
  return (await withItems(db, rows))[0];
}

/** The member's payments, newest first, after an optional (createdAt, id) keyset. */
export async function listPayments(db: DbOrTx, userId: string, limit: number, after?: { at: Date; id: string }): Promise<PaymentWithItems[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        after ? or(lt(payments.createdAt, after.at), and(eq(payments.createdAt, after.at), lt(payments.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
  return withItems(db, rows);
}

export function paymentsOf(db: DbOrTx, userId: string) {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)).then((rows) => withItems(db, rows));
}

/** Deleting an account keeps the venue's bookkeeping records without the member (decision 0034). */
export async function anonymisePaymentsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.update(payments).set({ userId: null, customerRef: null }).where(eq(payments.userId, userId));
}

/** Every customer the providers keep for the member (from checkouts and saved methods). */
export async function customersOf(db: DbOrTx, userId: string): Promise<{ provider: string; customerRef: string }[]> {
  const fromPayments = await db
    .selectDistinct({ provider: payments.provider, customerRef: payments.customerRef })
    .from(payments)
    .where(and(eq(payments.userId, userId), sql`${payments.customerRef} is not null`));
  const fromMethods = await db
    .selectDistinct({ provider: paymentMethods.provider, customerRef: paymentMethods.customerRef })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), sql`${paymentMethods.customerRef} is not null`));
  const unique = new Map([...fromPayments, ...fromMethods].map((c) => [`${c.provider}:${c.customerRef}`, { provider: c.provider, customerRef: c.customerRef! }]));
  return [...unique.values()];
}

// ---- payment methods ----

export function listMethods(db: DbOrTx, userId: string): Promise<PaymentMethodRow[]> {
  return db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt));
}

export async function findMethodOfUser(db: DbOrTx, userId: string, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  return row;
}

/** The method renewals charge: the default one, if it can be charged without the member. */
export async function findDefaultReusableMethod(db: DbOrTx, userId: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true), eq(paymentMethods.reusable, true)));
  return row;
}

/** The provider's customer id the member's methods belong to, if any (new checkouts reuse it). */
export async function findCustomerRef(db: DbOrTx, userId: string, provider: string): Promise<string | null> {
  const [row] = await db
    .select({ customerRef: paymentMethods.customerRef })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider), sql`${paymentMethods.customerRef} is not null`))
    .limit(1);
  if (row?.customerRef) return row.customerRef;
  // No saved method (one-off payments): the customer of the latest checkout, so the member stays one customer.
  const [paid] = await db
    .select({ customerRef: payments.customerRef })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.provider, provider), sql`${payments.customerRef} is not null`))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return paid?.customerRef ?? null;
}

/** Saves a method the provider kept; it becomes the default (the member just chose it). */
export async function saveMethod(db: DbOrTx, values: Omit<typeof paymentMethods.$inferInsert, 'isDefault'>): Promise<PaymentMethodRow> {
  await db.update(paymentMethods).set({ isDefault: false }).where(and(eq(paymentMethods.userId, values.userId), eq(paymentMethods.isDefault, true)));
  const [row] = await db
    .insert(paymentMethods)
    .values({ ...values, isDefault: true })
    .onConflictDoUpdate({ target: [paymentMethods.provider, paymentMethods.providerRef], set: { isDefault: true } })
    .returning();
  return row!;
}

export async function setDefaultMethod(db: DbOrTx, userId: string, id: string): Promise<void> {
  await db.update(paymentMethods).set({ isDefault: false }).where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  await db.update(paymentMethods).set({ isDefault: true }).where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)));
}

export async function deleteMethod(db: DbOrTx, userId: string, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.delete(paymentMethods).where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id))).returning();
  return row;
}

export async function deleteMethodsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(paymentMethods).where(eq(paymentMethods.userId, userId));
}

// ---- webhook idempotency ----

/** Records a webhook event; false when it was recorded before (a second delivery). */
export async function recordWebhookEvent(db: DbOrTx, e: { provider: string; eventId: string; type: string; paymentId: string | null; at: Date }): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ provider: e.provider, eventId: e.eventId, type: e.type, paymentId: e.paymentId, receivedAt: e.at })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

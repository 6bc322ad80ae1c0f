import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { paymentLineItems, payments } from '../payments/payments.table.js';
import { notBlockedWithSql } from '../blocks/blocks.repository.js';
import { giftTransfers, gifts, memberGifts, type GiftRow, type GiftTransferRow, type MemberGiftRow } from './gifts.table.js';

// Queries only.

/** The catalogue is short (a venue's vouchers): one list, no pages. */
const CATALOGUE_MAX = 200;

/** Staff: every gift, active first, then by price. */
export function listAll(db: DbOrTx): Promise<GiftRow[]> {
  return db.select().from(gifts).orderBy(sql`${gifts.active} desc`, asc(gifts.priceRappen), asc(gifts.id)).limit(CATALOGUE_MAX);
}

/** The shop: active gifts by price. */
export function listActive(db: DbOrTx): Promise<GiftRow[]> {
  return db.select().from(gifts).where(eq(gifts.active, true)).orderBy(asc(gifts.priceRappen), asc(gifts.id)).limit(CATALOGUE_MAX);
}

export async function findById(db: DbOrTx, id: string): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(gifts).where(eq(gifts.id, id));
  return row;
}

export async function lockById(db: DbOrTx, id: string): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(gifts).where(eq(gifts.id, id)).for('update');
  return row;
}

export async function insert(db: DbOrTx, values: typeof gifts.$inferInsert): Promise<GiftRow> {
  const [row] = await db.insert(gifts).values(values).returning();
  return row!;
}

export async function update(db: DbOrTx, id: string, patch: Partial<typeof gifts.$inferInsert>, now: Date): Promise<GiftRow> {
  const [row] = await db.update(gifts).set({ ...patch, updatedAt: now }).where(eq(gifts.id, id)).returning();
  return row!;
}

export async function imageInUse(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: gifts.id }).from(gifts).where(and(eq(gifts.imagePath, key))).limit(1);
  return row !== undefined;
}

export function findByIds(db: DbOrTx, ids: string[]): Promise<GiftRow[]> {
  return ids.length ? db.select().from(gifts).where(inArray(gifts.id, ids)) : Promise.resolve([]);
}

/** Locks the gifts' rows (in id order: two checkouts of the same gifts cannot deadlock). */
export async function lockGifts(db: DbOrTx, ids: string[]): Promise<GiftRow[]> {
  return ids.length ? db.select().from(gifts).where(inArray(gifts.id, ids)).orderBy(asc(gifts.id)).for('update') : [];
}

/**
 * How many of each gift open checkouts hold: GIFT lines of pending payments started after `since`
 * (decision 0049). Gifts nobody holds are absent.
 */
export async function heldCounts(db: DbOrTx, ids: string[], since: Date): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ giftId: paymentLineItems.giftId, held: sql<number>`sum(${paymentLineItems.quantity})::int` })
    .from(paymentLineItems)
    .innerJoin(payments, eq(payments.id, paymentLineItems.paymentId))
    .where(and(eq(payments.status, 'PENDING'), sql`${payments.createdAt} > ${since.toISOString()}::timestamptz`, inArray(paymentLineItems.giftId, ids)))
    .groupBy(paymentLineItems.giftId);
  return new Map(rows.map((r) => [r.giftId!, Number(r.held)]));
}

/**
 * Counts a purchase off the stock in one statement (concurrent purchases queue on the row): never
 * below 0. A gift paid while the last ones went elsewhere is still the buyer's (the money is taken);
 * the checkout refused carts asking for more than was left.
 */
export async function takeFromStock(db: DbOrTx, id: string, count: number, now: Date): Promise<void> {
  await db
    .update(gifts)
    .set({ stock: sql`greatest(${gifts.stock} - ${count}, 0)`, updatedAt: now })
    .where(and(eq(gifts.id, id), isNotNull(gifts.stock)));
}

export async function insertMemberGifts(db: DbOrTx, rows: (typeof memberGifts.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(memberGifts).values(rows);
}

export interface InventoryGift extends MemberGiftRow {
  gift: GiftRow;
}

/** Sent and still unopened: not in the sender's hands. */
const notSentAndUnopened = (memberGiftId: typeof memberGifts.id) =>
  sql`not exists (select 1 from ${giftTransfers} where ${giftTransfers.memberGiftId} = ${memberGiftId} and ${giftTransfers.state} = 'UNOPENED')`;

/** The member's gifts in hand (not sent and unopened), newest first. */
export async function inventoryOf(db: DbOrTx, ownerId: string): Promise<InventoryGift[]> {
  const rows = await db
    .select()
    .from(memberGifts)
    .innerJoin(gifts, eq(gifts.id, memberGifts.giftId))
    .where(and(eq(memberGifts.ownerId, ownerId), notSentAndUnopened(memberGifts.id)))
    .orderBy(desc(memberGifts.createdAt), desc(memberGifts.id));
  return rows.map((r) => ({ ...r.member_gifts, gift: r.gifts }));
}

/** A former staff member's redemptions stay redeemed; who did it is forgotten. */
export async function forgetRedeemer(db: DbOrTx, userId: string): Promise<void> {
  await db.update(memberGifts).set({ redeemedBy: null }).where(eq(memberGifts.redeemedBy, userId));
}

export async function deleteMemberGiftsOf(db: DbOrTx, ownerId: string): Promise<void> {
  await db.delete(memberGifts).where(eq(memberGifts.ownerId, ownerId));
}

export async function lockMemberGift(db: DbOrTx, id: string): Promise<MemberGiftRow | undefined> {
  const [row] = await db.select().from(memberGifts).where(eq(memberGifts.id, id)).for('update');
  return row;
}

export async function hasUnopenedTransfer(db: DbOrTx, memberGiftId: string): Promise<boolean> {
  const [row] = await db.select({ id: giftTransfers.id }).from(giftTransfers).where(and(eq(giftTransfers.memberGiftId, memberGiftId), eq(giftTransfers.state, 'UNOPENED'))).limit(1);
  return row !== undefined;
}

export async function insertTransfer(db: DbOrTx, values: typeof giftTransfers.$inferInsert): Promise<GiftTransferRow> {
  const [row] = await db.insert(giftTransfers).values(values).returning();
  return row!;
}

export async function lockTransfer(db: DbOrTx, id: string): Promise<GiftTransferRow | undefined> {
  const [row] = await db.select().from(giftTransfers).where(eq(giftTransfers.id, id)).for('update');
  return row;
}

export async function answerTransfer(db: DbOrTx, id: string, state: 'ACCEPTED' | 'DECLINED' | 'RETURNED', at: Date): Promise<GiftTransferRow> {
  const [row] = await db.update(giftTransfers).set({ state, answeredAt: at }).where(eq(giftTransfers.id, id)).returning();
  return row!;
}

export async function setOwner(db: DbOrTx, memberGiftId: string, ownerId: string): Promise<void> {
  await db.update(memberGifts).set({ ownerId }).where(eq(memberGifts.id, memberGiftId));
}

export interface TransferView extends GiftTransferRow {
  gift: GiftRow;
  /** The other member: the sender for received gifts, the recipient for sent ones. */
  other: { id: string; username: string; slug: string };
}

const other = alias(users, 'other_member');

/**
 * Sendings with their gift and the other member (`otherSide`: the column naming them), newest first.
 * The three lists below differ only in whose sendings they are and how many.
 */
async function transfers(db: DbOrTx, otherSide: typeof giftTransfers.senderId | typeof giftTransfers.recipientId, where: SQL | undefined, limit?: number): Promise<TransferView[]> {
  const query = db
    .select({ t: giftTransfers, gift: gifts, other: { id: other.id, username: other.username, slug: other.slug } })
    .from(giftTransfers)
    .innerJoin(memberGifts, eq(memberGifts.id, giftTransfers.memberGiftId))
    .innerJoin(gifts, eq(gifts.id, memberGifts.giftId))
    .innerJoin(other, eq(other.id, otherSide))
    .where(where)
    .orderBy(desc(giftTransfers.sentAt), desc(giftTransfers.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => ({ ...r.t, gift: r.gift, other: r.other }));
}

/** Gifts sent to the member and still unopened, newest first; not across a block. */
export function openGiftsFor(db: DbOrTx, recipientId: string): Promise<TransferView[]> {
  return transfers(
    db,
    giftTransfers.senderId,
    and(eq(giftTransfers.recipientId, recipientId), eq(giftTransfers.state, 'UNOPENED'), notBlockedWithSql(recipientId, giftTransfers.senderId)),
  );
}

/** Gifts the member sent, with their state, newest first. */
export function sentGiftsOf(db: DbOrTx, senderId: string): Promise<TransferView[]> {
  return transfers(db, giftTransfers.recipientId, eq(giftTransfers.senderId, senderId), 200);
}

/** Every gift sent to the member, whatever its state (the data export). */
export function receivedGiftsOf(db: DbOrTx, recipientId: string): Promise<TransferView[]> {
  return transfers(db, giftTransfers.senderId, eq(giftTransfers.recipientId, recipientId));
}

export async function deleteTransfersOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(giftTransfers).where(sql`${giftTransfers.senderId} = ${userId} or ${giftTransfers.recipientId} = ${userId}`);
}

/** A voucher as staff see it at the bar: the gift, its owner, whether it is sent and unopened. */
export interface VoucherView extends MemberGiftRow {
  gift: GiftRow;
  owner: { id: string; username: string };
  sentUnopened: boolean;
}

const owner = alias(users, 'gift_owner');

/** The gift with this (normalized) code; `lock` takes its row lock, so a redemption happens once. */
export async function voucherByCode(db: DbOrTx, code: string, lock = false): Promise<VoucherView | undefined> {
  const q = db
    .select({ mg: memberGifts, gift: gifts, owner: { id: owner.id, username: owner.username }, open: sql<boolean>`not ${notSentAndUnopened(memberGifts.id)}` })
    .from(memberGifts)
    .innerJoin(gifts, eq(gifts.id, memberGifts.giftId))
    .innerJoin(owner, eq(owner.id, memberGifts.ownerId))
    .where(eq(memberGifts.voucherCode, code));
  const [row] = lock ? await q.for('update', { of: memberGifts }) : await q;
  return row && { ...row.mg, gift: row.gift, owner: row.owner, sentUnopened: row.open };
}

export async function markRedeemed(db: DbOrTx, id: string, by: string, at: Date): Promise<void> {
  await db.update(memberGifts).set({ redeemedAt: at, redeemedBy: by }).where(eq(memberGifts.id, id));
}

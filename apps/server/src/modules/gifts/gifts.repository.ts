import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gifts, memberGifts, type GiftRow, type MemberGiftRow } from './gifts.table.js';

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

/** The member's gifts in hand, newest first. */
export async function inventoryOf(db: DbOrTx, ownerId: string): Promise<InventoryGift[]> {
  const rows = await db.select().from(memberGifts).innerJoin(gifts, eq(gifts.id, memberGifts.giftId)).where(eq(memberGifts.ownerId, ownerId)).orderBy(desc(memberGifts.createdAt), desc(memberGifts.id));
  return rows.map((r) => ({ ...r.member_gifts, gift: r.gifts }));
}

export async function deleteMemberGiftsOf(db: DbOrTx, ownerId: string): Promise<void> {
  await db.delete(memberGifts).where(eq(memberGifts.ownerId, ownerId));
}

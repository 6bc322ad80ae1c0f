import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gifts, type GiftRow } from './gifts.table.js';

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

import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageImages, pages, type PageImageRow, type PageRow } from './pages.table.js';

export type NewPage = typeof pages.$inferInsert;
export type NewPageImage = typeof pageImages.$inferInsert;

export async function findPage(db: DbOrTx, name: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.name, name));
  return row;
}

/** The page row, locked until the transaction ends: image positions change one writer at a time. */
export async function lockPage(tx: DbOrTx, name: string): Promise<PageRow | undefined> {
  const [row] = await tx.select().from(pages).where(eq(pages.name, name)).for('update');
  return row;
}

export async function listPages(db: DbOrTx): Promise<PageRow[]> {
  return db.select().from(pages);
}

export async function pageNames(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ name: pages.name }).from(pages);
  return rows.map((r) => r.name);
}

export async function pageExists(db: DbOrTx, name: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(pages).where(eq(pages.name, name));
  return Number(row?.n ?? 0) > 0;
}

/** Inserts the pages whose names are not there yet; returns the names actually added. */
export async function insertMissingPages(tx: DbOrTx, rows: NewPage[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const added = await tx.insert(pages).values(rows).onConflictDoNothing({ target: pages.name }).returning({ name: pages.name });
  return added.map((r) => r.name);
}

export async function updatePage(tx: DbOrTx, name: string, values: Partial<Pick<PageRow, 'titleDe' | 'titleEn' | 'bodyDe' | 'bodyEn' | 'carouselHeight' | 'updatedBy' | 'updatedAt'>>) {
  const [row] = await tx.update(pages).set(values).where(eq(pages.name, name)).returning();
  return row;
}

export async function touchPage(tx: DbOrTx, name: string, updatedBy: string | null, at: Date) {
  await tx.update(pages).set({ updatedBy, updatedAt: at }).where(eq(pages.name, name));
}

export async function imagesOf(db: DbOrTx, pageName: string): Promise<PageImageRow[]> {
  return db.select().from(pageImages).where(eq(pageImages.pageName, pageName)).orderBy(asc(pageImages.position), asc(pageImages.createdAt));
}

/** Images of several pages at once, grouped by page (for lists). */
export async function imagesOfPages(db: DbOrTx, names: string[]): Promise<Map<string, PageImageRow[]>> {
  const out = new Map<string, PageImageRow[]>(names.map((n) => [n, []]));
  if (names.length === 0) return out;
  const rows = await db.select().from(pageImages).where(inArray(pageImages.pageName, names)).orderBy(asc(pageImages.position), asc(pageImages.createdAt));
  for (const row of rows) out.get(row.pageName)?.push(row);
  return out;
}

export async function findImage(db: DbOrTx, id: string): Promise<PageImageRow | undefined> {
  const [row] = await db.select().from(pageImages).where(eq(pageImages.id, id));
  return row;
}

export async function countImages(db: DbOrTx, pageName: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pageImages).where(eq(pageImages.pageName, pageName));
  return Number(row?.n ?? 0);
}

export async function nextImagePosition(db: DbOrTx, pageName: string): Promise<number> {
  const [row] = await db.select({ top: max(pageImages.position) }).from(pageImages).where(eq(pageImages.pageName, pageName));
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertImages(tx: DbOrTx, rows: NewPageImage[]): Promise<PageImageRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(pageImages).values(rows).returning();
}

export async function updateImageAlt(tx: DbOrTx, id: string, alt: { altDe: string; altEn: string }) {
  const [row] = await tx.update(pageImages).set(alt).where(eq(pageImages.id, id)).returning();
  return row;
}

export async function deleteImage(tx: DbOrTx, id: string) {
  const [row] = await tx.delete(pageImages).where(eq(pageImages.id, id)).returning();
  return row;
}

/** Sets positions 0…n-1 in the given order (all ids belong to the page; checked by the caller). */
export async function setImagePositions(tx: DbOrTx, pageName: string, ids: string[]) {
  for (const [position, id] of ids.entries()) {
    await tx.update(pageImages).set({ position }).where(and(eq(pageImages.id, id), eq(pageImages.pageName, pageName)));
  }
}

/** How many carousel images still use these files (a file is removed from storage at 0). */
export async function countImagesWithKey(db: DbOrTx, storageKey: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(pageImages).where(eq(pageImages.storageKey, storageKey));
  return Number(row?.n ?? 0);
}

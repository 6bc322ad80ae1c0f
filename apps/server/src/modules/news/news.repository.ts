import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Cursor } from '../../shared/cursor.js';
import { publishedSql } from '../../shared/publication.policy.js';
import { news, type NewNews, type NewsRow } from './news.table.js';

// Admin lists are ordered by creation; created_at is truncated to milliseconds so that a cursor
// (a JavaScript date) compares equal to the row it came from.
const createdMs = sql<Date>`date_trunc('milliseconds', ${news.createdAt})`;

/** Published posts, newest first, starting after `after`; `limit` rows. */
export async function listPublished(db: DbOrTx, now: Date, limit: number, after: Cursor | null): Promise<NewsRow[]> {
  const conditions: SQL[] = [publishedSql(news.publishedAt, now)];
  if (after) conditions.push(sql`(${news.publishedAt}, ${news.id}) < (${after.at}, ${after.id})`);
  return db
    .select()
    .from(news)
    .where(and(...conditions))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

/** Every post (drafts and scheduled too), newest created first. */
export async function listAll(db: DbOrTx, limit: number, after: Cursor | null): Promise<NewsRow[]> {
  return db
    .select()
    .from(news)
    .where(after ? sql`(${createdMs}, ${news.id}) < (${after.at}, ${after.id})` : undefined)
    .orderBy(desc(createdMs), desc(news.id))
    .limit(limit);
}

export async function findPublishedBySlug(db: DbOrTx, slug: string, now: Date): Promise<NewsRow | undefined> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.slug, slug), publishedSql(news.publishedAt, now)))
    .limit(1);
  return row;
}

export async function findById(db: DbOrTx, id: string): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row;
}

/** Locks the row for the rest of the transaction. */
export async function lockById(db: DbOrTx, id: string): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1).for('update');
  return row;
}

/** Slugs equal to `base` or of the form base-N (the candidates for a unique suffix). */
export async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: news.slug })
    .from(news)
    .where(or(eq(news.slug, base), like(news.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function slugOwner(db: DbOrTx, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: news.id }).from(news).where(eq(news.slug, slug)).limit(1);
  return row?.id;
}

export async function insert(db: DbOrTx, row: NewNews): Promise<NewsRow> {
  const [created] = await db.insert(news).values(row).returning();
  return created!;
}

export async function update(db: DbOrTx, id: string, patch: Partial<NewNews>, now: Date): Promise<NewsRow> {
  const [updated] = await db
    .update(news)
    .set({ ...patch, updatedAt: now })
    .where(eq(news.id, id))
    .returning();
  return updated!;
}

export async function remove(db: DbOrTx, id: string): Promise<void> {
  await db.delete(news).where(eq(news.id, id));
}

/** Whether any row shows this image. */
export async function imageInUse(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: news.id }).from(news).where(eq(news.imagePath, key)).limit(1);
  return Boolean(row);
}

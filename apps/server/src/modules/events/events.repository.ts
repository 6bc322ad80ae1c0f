import { and, asc, desc, eq, gte, like, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import type { Cursor } from '../../shared/cursor.js';
import { publishedSql } from '../../shared/publication.policy.js';
import { events, type EventRow, type NewEvent } from './events.table.js';

export type When = 'UPCOMING' | 'PAST';

/** An event is upcoming until it ends (or, without an end, until it starts): one that runs now is upcoming. */
const lastsUntil = sql<Date>`coalesce(${events.endsAt}, ${events.startsAt})`;

/** Published events: upcoming soonest first, past most recent first; `limit` rows after `after`. */
export async function listPublished(db: DbOrTx, when: When, now: Date, limit: number, after: Cursor | null): Promise<EventRow[]> {
  if (when === 'UPCOMING' && !after) return firstUpcoming(db).execute({ now, limit });
  const conditions = whenConditions(when, now);
  if (after) {
    conditions.push(
      when === 'UPCOMING' ? sql`(${events.startsAt}, ${events.id}) > (${after.at}, ${after.id})` : sql`(${events.startsAt}, ${events.id}) < (${after.at}, ${after.id})`,
    );
  }
  const order = when === 'UPCOMING' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
  return db
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit);
}

/** Published, and upcoming or past at `now`. */
const whenConditions = (when: When, now: Date | Placeholder): SQL[] => [publishedSql(events.publishedAt, now), when === 'UPCOMING' ? gte(lastsUntil, now) : lt(lastsUntil, now)];

// Home and the events page show the next events on every visit: built once.
const firstUpcoming = preparedPerHandle((db) =>
  db
    .select()
    .from(events)
    .where(and(...whenConditions('UPCOMING', sql.placeholder('now'))))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(sql.placeholder('limit'))
    .prepare('events_upcoming_first'),
);

/** Every event (drafts and scheduled too), latest start first. */
export async function listAll(db: DbOrTx, limit: number, after: Cursor | null): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(after ? sql`(${events.startsAt}, ${events.id}) < (${after.at}, ${after.id})` : undefined)
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(limit);
}

export async function findPublishedBySlug(db: DbOrTx, slug: string, now: Date): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.slug, slug), publishedSql(events.publishedAt, now)))
    .limit(1);
  return row;
}

export async function findById(db: DbOrTx, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

/** Locks the row for the rest of the transaction. */
export async function lockById(db: DbOrTx, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1).for('update');
  return row;
}

/** Slugs equal to `base` or of the form base-N (the candidates for a unique suffix). */
export async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: events.slug })
    .from(events)
    .where(or(eq(events.slug, base), like(events.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function slugOwner(db: DbOrTx, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.slug, slug)).limit(1);
  return row?.id;
}

export async function insert(db: DbOrTx, row: NewEvent): Promise<EventRow> {
  const [created] = await db.insert(events).values(row).returning();
  return created!;
}

export async function update(db: DbOrTx, id: string, patch: Partial<NewEvent>, now: Date): Promise<EventRow> {
  const [updated] = await db
    .update(events)
    .set({ ...patch, updatedAt: now })
    .where(eq(events.id, id))
    .returning();
  return updated!;
}

export async function remove(db: DbOrTx, id: string): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

/** Whether any row shows this image. */
export async function imageInUse(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.imagePath, key)).limit(1);
  return Boolean(row);
}

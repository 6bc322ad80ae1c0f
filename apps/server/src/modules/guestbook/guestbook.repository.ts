import { and, asc, desc, eq, gt, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { events } from '../events/events.table.js';
import { guestbookEntries, type GuestbookEntryRow } from './guestbook.table.js';
import { publicEntriesSql } from './guestbook.policy.js';

// Queries only. Entries are read together with their author's name and the event they are about.

export type NewGuestbookEntry = typeof guestbookEntries.$inferInsert;

export interface GuestbookEventRef {
  id: string;
  slug: string;
  titleDe: string;
  titleEn: string;
  startsAt: Date;
}

export interface GuestbookEntryView extends GuestbookEntryRow {
  /** null when the author's account is gone. */
  authorUsername: string | null;
  /** null without an event, or when the event is no longer published. */
  event: GuestbookEventRef | null;
}

/** Where a page of a list starts: after this (time, id) in newest-first order. */
export interface Keyset {
  at: Date;
  id: string;
}

const eventColumns = { id: events.id, slug: events.slug, titleDe: events.titleDe, titleEn: events.titleEn, startsAt: events.startsAt };

/** A published event (publishedAt reached): the only kind a guestbook entry may name or show. */
function publishedEventSql(now: Date): SQL {
  return lte(events.publishedAt, now);
}

function selectViews(db: DbOrTx, now: Date) {
  return db
    .select({ entry: guestbookEntries, authorUsername: users.username, event: eventColumns })
    .from(guestbookEntries)
    .leftJoin(users, eq(users.id, guestbookEntries.authorId))
    .leftJoin(events, and(eq(events.id, guestbookEntries.eventId), publishedEventSql(now)));
}

type SelectedView = { entry: GuestbookEntryRow; authorUsername: string | null; event: Partial<GuestbookEventRef> | null };

function toView(row: SelectedView): GuestbookEntryView {
  return { ...row.entry, authorUsername: row.authorUsername, event: row.event?.id ? (row.event as GuestbookEventRef) : null };
}

/** Newest first by `column`, then id; rows after the keyset. */
function after(column: typeof guestbookEntries.createdAt | typeof guestbookEntries.publishedAt, keyset: Keyset | null): SQL | undefined {
  if (!keyset) return undefined;
  return or(lt(column, keyset.at), and(eq(column, keyset.at), lt(guestbookEntries.id, keyset.id)));
}

/** Published entries, newest publication first; `limit` + 1 rows tell whether another page exists. */
export async function listPublished(db: DbOrTx, now: Date, keyset: Keyset | null, limit: number): Promise<GuestbookEntryView[]> {
  const rows = await selectViews(db, now)
    .where(and(publicEntriesSql(), after(guestbookEntries.publishedAt, keyset)))
    .orderBy(desc(guestbookEntries.publishedAt), desc(guestbookEntries.id))
    .limit(limit);
  return rows.map(toView);
}

/** One author's entries in any state, newest first. */
export async function listByAuthor(db: DbOrTx, now: Date, authorId: string, keyset: Keyset | null, limit: number): Promise<GuestbookEntryView[]> {
  const rows = await selectViews(db, now)
    .where(and(eq(guestbookEntries.authorId, authorId), after(guestbookEntries.createdAt, keyset)))
    .orderBy(desc(guestbookEntries.createdAt), desc(guestbookEntries.id))
    .limit(limit);
  return rows.map(toView);
}

/** Every entry (or those in one state), newest first: the admins' review list. */
export async function listForAdmins(db: DbOrTx, now: Date, state: string | null, keyset: Keyset | null, limit: number): Promise<GuestbookEntryView[]> {
  const rows = await selectViews(db, now)
    .where(and(state ? eq(guestbookEntries.state, state) : undefined, after(guestbookEntries.createdAt, keyset)))
    .orderBy(desc(guestbookEntries.createdAt), desc(guestbookEntries.id))
    .limit(limit);
  return rows.map(toView);
}

/** Entries waiting for staff (SUBMITTED or UNDER_REVIEW), oldest first: the review queue. */
export async function listReviewQueue(db: DbOrTx, now: Date, keyset: Keyset | null, limit: number): Promise<GuestbookEntryView[]> {
  const later = keyset ? or(gt(guestbookEntries.createdAt, keyset.at), and(eq(guestbookEntries.createdAt, keyset.at), gt(guestbookEntries.id, keyset.id))) : undefined;
  const rows = await selectViews(db, now)
    .where(and(inArray(guestbookEntries.state, ['SUBMITTED', 'UNDER_REVIEW']), later))
    .orderBy(asc(guestbookEntries.createdAt), asc(guestbookEntries.id))
    .limit(limit);
  return rows.map(toView);
}

export async function findView(db: DbOrTx, now: Date, id: string): Promise<GuestbookEntryView | undefined> {
  const [row] = await selectViews(db, now).where(eq(guestbookEntries.id, id)).limit(1);
  return row ? toView(row) : undefined;
}

/** The entry, locked until the end of the transaction (two admins acting at once see each other's change). */
export async function lockEntry(tx: DbOrTx, id: string): Promise<GuestbookEntryRow | undefined> {
  const [row] = await tx.select().from(guestbookEntries).where(eq(guestbookEntries.id, id)).for('update').limit(1);
  return row;
}

export async function insertEntry(tx: DbOrTx, values: NewGuestbookEntry): Promise<GuestbookEntryRow> {
  const [row] = await tx.insert(guestbookEntries).values(values).returning();
  return row!;
}

export async function updateEntry(tx: DbOrTx, id: string, patch: Partial<NewGuestbookEntry>): Promise<void> {
  await tx.update(guestbookEntries).set(patch).where(eq(guestbookEntries.id, id));
}

export async function deleteEntry(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx.delete(guestbookEntries).where(eq(guestbookEntries.id, id)).returning({ id: guestbookEntries.id });
  return rows.length > 0;
}

/** A published event, with its start (an entry may only be about one that has begun). */
export async function findPublishedEvent(db: DbOrTx, now: Date, id: string): Promise<GuestbookEventRef | undefined> {
  const [row] = await db.select(eventColumns).from(events).where(and(eq(events.id, id), publishedEventSql(now))).limit(1);
  return row;
}

/** Published events that have begun, latest first: what an entry may be about. */
export async function listPastEvents(db: DbOrTx, now: Date, limit: number): Promise<GuestbookEventRef[]> {
  return db
    .select(eventColumns)
    .from(events)
    .where(and(publishedEventSql(now), lte(events.startsAt, now)))
    .orderBy(desc(events.startsAt))
    .limit(limit);
}

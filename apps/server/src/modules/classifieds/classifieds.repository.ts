import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { CLASSIFIEDS, type ClassifiedInput } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import type { Cursor } from '../../shared/cursor.js';
import { users } from '../accounts/accounts.table.js';
import { listedMemberSql } from '../presence/presence.policy.js';
import { mayVisitSql, type ProfileViewer } from '../profiles/profiles.policy.js';
import { toUserCard, userCardColumns, type UserCardRow } from '../profiles/profiles.repository.js';
import { classifieds, type ClassifiedRow } from './classifieds.table.js';

// Queries only. The list's filters are the SQL twins of classifieds.policy.ts (isListedAt,
// matchesBothWays) and of the profile rules (mayVisitSql: blocks either way, verified-only profiles,
// the author's "looking for"), so a classified shows exactly where its author's profile may be opened.

export interface ClassifiedView extends ClassifiedRow {
  /** The author as lists show them to the viewer. */
  author: UserCardRow;
}

/** SQL twin of isListedAt: posted or renewed less than 30 days before `now`. */
export function listedSql(now: Date): SQL {
  return gt(classifieds.renewedAt, new Date(now.getTime() - CLASSIFIEDS.lifetimeDays * 86_400_000));
}

const textArray = (values: readonly string[]) => (values.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`);

/** SQL twin of matchesBothWays for the viewer (their profile type and what they look for). */
export function matchesBothWaysSql(viewer: { sex: string | null; lookingFor: readonly string[] }): SQL {
  if (!viewer.sex) return sql`false`;
  const authorWanted = viewer.lookingFor.length === 0 ? sql`true` : sql`${users.sex} = any(${textArray(viewer.lookingFor)})`;
  return sql`(${viewer.sex} = any(${classifieds.lookingFor}) and ${authorWanted})`;
}

/** Another member's classified the viewer may see: listed, by a listed member whose profile the viewer may open. */
function visibleToSql(viewer: ProfileViewer, now: Date): SQL {
  return and(listedSql(now), sql`${users.id} <> ${viewer.id}`, listedMemberSql(), mayVisitSql(viewer))!;
}

function before(after: Cursor | null): SQL | undefined {
  if (!after) return undefined;
  const at = after.at.toISOString();
  return sql`(${classifieds.renewedAt} < ${at}::timestamptz or (${classifieds.renewedAt} = ${at}::timestamptz and ${classifieds.id} < ${after.id}))`;
}

function selectViews(db: DbOrTx, viewer: ProfileViewer) {
  return db
    .select({ c: classifieds, ...userCardColumns(viewer) })
    .from(classifieds)
    .innerJoin(users, eq(users.id, classifieds.authorId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
const toView = ({ c, ...card }: ViewRow): ClassifiedView => ({ ...c, author: toUserCard(card) });

/** One page of other members' listed classifieds, newest (posted or renewed) first. */
export async function listVisible(
  db: DbOrTx,
  viewer: ProfileViewer,
  match: { sex: string | null; lookingFor: readonly string[] } | null,
  now: Date,
  after: Cursor | null,
  limit: number,
): Promise<ClassifiedView[]> {
  const rows = await selectViews(db, viewer)
    .where(and(visibleToSql(viewer, now), match ? matchesBothWaysSql(match) : undefined, before(after)))
    .orderBy(desc(classifieds.renewedAt), desc(classifieds.id))
    .limit(limit);
  return rows.map(toView);
}

/** One of the viewer's own classifieds, expired ones too, newest first. */
export async function listOwn(db: DbOrTx, viewer: ProfileViewer, after: Cursor | null, limit: number): Promise<ClassifiedView[]> {
  const rows = await selectViews(db, viewer)
    .where(and(eq(classifieds.authorId, viewer.id), before(after)))
    .orderBy(desc(classifieds.renewedAt), desc(classifieds.id))
    .limit(limit);
  return rows.map(toView);
}

/** A classified as the viewer may see it: their own (expired too) or another member's visible one. */
export async function findVisible(db: DbOrTx, viewer: ProfileViewer, id: string, now: Date): Promise<ClassifiedView | undefined> {
  const [row] = await selectViews(db, viewer)
    .where(and(eq(classifieds.id, id), sql`(${classifieds.authorId} = ${viewer.id} or ${visibleToSql(viewer, now)})`))
    .limit(1);
  return row && toView(row);
}

export async function findClassified(db: DbOrTx, id: string): Promise<ClassifiedRow | undefined> {
  const [row] = await db.select().from(classifieds).where(eq(classifieds.id, id)).limit(1);
  return row;
}

/** Reads and locks the classified until the transaction ends. */
export async function lockClassified(db: DbOrTx, id: string): Promise<ClassifiedRow | undefined> {
  const [row] = await db.select().from(classifieds).where(eq(classifieds.id, id)).limit(1).for('update');
  return row;
}

/** How many of the author's classifieds are listed at `now` (the cap of decision 0046). */
export async function countListed(db: DbOrTx, authorId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classifieds)
    .where(and(eq(classifieds.authorId, authorId), listedSql(now)));
  return Number(row?.n ?? 0);
}

export async function insertClassified(db: DbOrTx, authorId: string, input: ClassifiedInput, now: Date): Promise<ClassifiedRow> {
  const [row] = await db
    .insert(classifieds)
    .values({ authorId, body: input.text, lookingFor: input.lookingFor, createdAt: now, renewedAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateClassified(db: DbOrTx, id: string, input: ClassifiedInput, now: Date): Promise<void> {
  await db.update(classifieds).set({ body: input.text, lookingFor: input.lookingFor, updatedAt: now }).where(eq(classifieds.id, id));
}

export async function renewClassified(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(classifieds).set({ renewedAt: now, updatedAt: now }).where(eq(classifieds.id, id));
}

export async function deleteClassified(db: DbOrTx, id: string): Promise<void> {
  await db.delete(classifieds).where(eq(classifieds.id, id));
}

/** Every classified of a member (the data export). */
export async function classifiedsOf(db: DbOrTx, authorId: string): Promise<ClassifiedRow[]> {
  return db.select().from(classifieds).where(eq(classifieds.authorId, authorId)).orderBy(desc(classifieds.createdAt));
}

/** Erases a member's classifieds (the account deletion). */
export async function deleteClassifiedsOf(db: DbOrTx, authorId: string): Promise<number> {
  const rows = await db.delete(classifieds).where(eq(classifieds.authorId, authorId)).returning({ id: classifieds.id });
  return rows.length;
}

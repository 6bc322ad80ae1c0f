import { and, asc, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fromDriverRow } from '../../db/driver-row.js';
import { sqlStateOf } from '../../db/errors.js';
import { users } from '../accounts/accounts.table.js';
import { shownToOthersSql } from '../accounts/members.repository.js';
import { notBlockedWithSql } from '../blocks/blocks.repository.js';
import { events, type EventRow } from '../events/events.table.js';
import { friendships } from '../friends/friends.table.js';
import { isFriendOfSql } from '../friends/friends.repository.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { toUserCard, userCardColumns, type UserCardRow } from '../profiles/profiles.repository.js';
import { userSettings } from '../settings/settings.table.js';
import { publishedSql } from '../../shared/publication.policy.js';
import { reservations, venueClosedDays, venueOpeningHours, type NewReservation, type OpeningHoursRow, type ReservationRow } from './reservations.table.js';

// Queries only.

/** The reservations that share places: those of one event, or the daily ones of one date. */
export type Target = { kind: 'EVENT'; eventId: string } | { kind: 'DAILY'; date: string };

function targetSql(t: Target): SQL {
  return t.kind === 'EVENT' ? eq(reservations.eventId, t.eventId) : and(eq(reservations.kind, 'DAILY'), eq(reservations.date, t.date))!;
}

export const targetOf = (r: Pick<ReservationRow, 'kind' | 'eventId' | 'date'>): Target =>
  r.kind === 'EVENT' ? { kind: 'EVENT', eventId: r.eventId! } : { kind: 'DAILY', date: r.date };

/** Wait-list order: priority first, then time of reservation. */
const waitlistOrder = [desc(reservations.priority), asc(reservations.createdAt), asc(reservations.id)];

/** Serialises every write to one day's daily reservations for the rest of the transaction. */
export async function lockDay(tx: DbOrTx, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'reservations:day:' + date}))`);
}

export async function confirmedPeople(db: DbOrTx, t: Target): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${reservations.femaleGuests} + ${reservations.maleGuests}), 0)::int` })
    .from(reservations)
    .where(and(targetSql(t), eq(reservations.status, 'CONFIRMED')));
  return Number(row?.n ?? 0);
}

/** Confirmed people per event, for several events at once. */
export async function confirmedPeopleByEvent(db: DbOrTx, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: reservations.eventId, n: sql<number>`sum(${reservations.femaleGuests} + ${reservations.maleGuests})::int` })
    .from(reservations)
    .where(and(inArray(reservations.eventId, eventIds), eq(reservations.status, 'CONFIRMED')))
    .groupBy(reservations.eventId);
  return new Map(rows.map((r) => [r.eventId!, Number(r.n)]));
}

/** Confirmed people per date of daily reservations between two dates. */
export async function confirmedDailyPeopleByDate(db: DbOrTx, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: reservations.date, n: sql<number>`sum(${reservations.femaleGuests} + ${reservations.maleGuests})::int` })
    .from(reservations)
    .where(and(eq(reservations.kind, 'DAILY'), eq(reservations.status, 'CONFIRMED'), gte(reservations.date, from), sql`${reservations.date} <= ${to}`))
    .groupBy(reservations.date);
  return new Map(rows.map((r) => [r.date, Number(r.n)]));
}

export async function waitlisted(db: DbOrTx, t: Target): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(and(targetSql(t), eq(reservations.status, 'WAITLISTED')))
    .orderBy(...waitlistOrder);
}

/**
 * Inserts a new reservation (under the target's lock) in one statement: CONFIRMED when the party fits
 * the capacity beside the confirmed people, else WAITLISTED (capacity null: always CONFIRMED).
 */
export async function insertPlaced(tx: DbOrTx, row: Omit<NewReservation, 'status'>, t: Target, capacity: number | null): Promise<ReservationRow> {
  const people = row.femaleGuests + row.maleGuests;
  const status =
    capacity === null
      ? sql`'CONFIRMED'`
      : sql`case when (select coalesce(sum(r.female_guests + r.male_guests), 0) from ${reservations} r where ${t.kind === 'EVENT' ? sql`r.event_id = ${t.eventId}` : sql`r.kind = 'DAILY' and r.date = ${t.date}`} and r.status = 'CONFIRMED') + ${people} <= ${capacity} then 'CONFIRMED' else 'WAITLISTED' end`;
  const [created] = await tx.insert(reservations).values({ ...row, status }).returning();
  return created!;
}

export interface EventPlaces {
  eventId: string;
  /** The event's updatedAt when the app checked it: the call places nothing if it changed since. */
  eventUpdatedAt: Date;
  date: string;
  /** The parties in order of arrival (each member once). */
  parties: { userId: string; femaleGuests: number; maleGuests: number; hidden: boolean; priority: boolean }[];
  now: Date;
  /** The follow-up job of a confirmed reservation (its notifications), and the reminder with its time. */
  placedJob: string;
  reminderJob: string;
  remindAt: Date;
}

/**
 * Reservations for an event in one round trip (migration 0027, reserve_event_places): under the
 * event's row lock, in order, each CONFIRMED when its party fits beside the confirmed people, else
 * WAITLISTED, with its follow-up jobs; none for a member who already has one. undefined when the
 * event changed since `eventUpdatedAt` (nothing written).
 */
export async function placeForEvent(db: DbOrTx, p: EventPlaces): Promise<ReservationRow[] | undefined> {
  // One array parameter each (sql.param: a plain array in a sql template would be a list of parameters).
  const column = <K extends keyof EventPlaces['parties'][number]>(key: K) => sql.param(p.parties.map((party) => party[key]));
  try {
    const result = (await db.execute(sql`select * from reserve_event_places(
      ${p.eventId}, ${p.eventUpdatedAt.toISOString()}, ${p.date},
      ${column('userId')}::uuid[], ${column('femaleGuests')}::integer[], ${column('maleGuests')}::integer[], ${column('hidden')}::boolean[], ${column('priority')}::boolean[],
      ${p.now.toISOString()}, ${p.placedJob}, ${p.reminderJob}, ${p.remindAt.toISOString()})`)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((raw) => fromDriverRow(reservations, raw));
  } catch (error) {
    if (sqlStateOf(error) === EVENT_CHANGED) return undefined;
    throw error;
  }
}

/** SQLSTATE of reserve_event_places when the event changed since it was read. */
const EVENT_CHANGED = 'VE001';

/** 1-based places on the wait list of the waiting ones among `rows` (any events or days), in one query. */
export async function waitlistPositions(db: DbOrTx, rows: ReservationRow[]): Promise<Map<string, number>> {
  const waiting = rows.filter((r) => r.status === 'WAITLISTED');
  if (waiting.length === 0) return new Map();
  const ahead = sql`(select count(*)::int from ${reservations} w
    where w.status = 'WAITLISTED' and w.kind = r.kind and (w.event_id = r.event_id or (r.kind = 'DAILY' and w.date = r.date))
      and (not w.priority, w.created_at, w.id) < (not r.priority, r.created_at, r.id))`;
  const found = (await db.execute(sql`select r.id, ${ahead} as ahead from ${reservations} r where r.id in (${sql.join(
    waiting.map((r) => sql`${r.id}`),
    sql`, `,
  )})`)) as unknown as { rows: { id: string; ahead: number }[] };
  return new Map(found.rows.map((row) => [row.id, Number(row.ahead) + 1]));
}

export async function insert(tx: DbOrTx, row: NewReservation): Promise<ReservationRow> {
  const [created] = await tx.insert(reservations).values(row).returning();
  return created!;
}

export async function update(tx: DbOrTx, id: string, patch: Partial<NewReservation>): Promise<ReservationRow> {
  const [row] = await tx.update(reservations).set(patch).where(eq(reservations.id, id)).returning();
  return row!;
}

export async function setEventDate(tx: DbOrTx, eventId: string, date: string): Promise<void> {
  await tx.update(reservations).set({ date }).where(and(eq(reservations.eventId, eventId), ne(reservations.date, date)));
}

export async function findById(db: DbOrTx, id: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row;
}

export async function findActiveForEvent(db: DbOrTx, userId: string, eventId: string): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.eventId, eventId), ne(reservations.status, 'CANCELLED')))
    .limit(1);
  return row;
}

/** A member's active reservations from `fromDate` on (upcoming) or before it (past). */
export async function listOwn(db: DbOrTx, userId: string, past: boolean, today: string): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.userId, userId), ne(reservations.status, 'CANCELLED'), past ? lt(reservations.date, today) : gte(reservations.date, today)))
    .orderBy(past ? desc(reservations.date) : asc(reservations.date), asc(reservations.createdAt))
    .limit(200);
}

/** Every active reservation of a member (account deletion). */
export async function activeOf(db: DbOrTx, userId: string): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.userId, userId), ne(reservations.status, 'CANCELLED')));
}

export async function allOf(db: DbOrTx, userId: string): Promise<ReservationRow[]> {
  return db.select().from(reservations).where(eq(reservations.userId, userId)).orderBy(asc(reservations.createdAt));
}

export async function deleteAllOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(reservations).where(eq(reservations.userId, userId));
  await db.update(reservations).set({ checkedInBy: null }).where(eq(reservations.checkedInBy, userId));
}

export async function eventsByIds(db: DbOrTx, ids: string[]): Promise<Map<string, EventRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(events).where(inArray(events.id, ids));
  return new Map(rows.map((e) => [e.id, e]));
}

/** Published events starting on the given Zurich dates (a day with an event takes no daily reservations). */
export async function publishedEventsOnDates(db: DbOrTx, from: string, to: string, now: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        publishedSql(events.publishedAt, now),
        sql`(${events.startsAt} at time zone 'Europe/Zurich')::date between ${from}::date and ${to}::date`,
      ),
    )
    .orderBy(asc(events.startsAt));
}

// ---- The regular week and closed dates ----

export async function openingHours(db: DbOrTx): Promise<OpeningHoursRow[]> {
  return db.select().from(venueOpeningHours).orderBy(asc(venueOpeningHours.weekday));
}

export async function replaceOpeningHours(tx: DbOrTx, rows: OpeningHoursRow[]): Promise<void> {
  await tx.delete(venueOpeningHours);
  if (rows.length) await tx.insert(venueOpeningHours).values(rows);
}

export async function closedDaysFrom(db: DbOrTx, from: string): Promise<string[]> {
  const rows = await db.select({ date: venueClosedDays.date }).from(venueClosedDays).where(gte(venueClosedDays.date, from)).orderBy(asc(venueClosedDays.date));
  return rows.map((r) => r.date);
}

export async function setClosed(tx: DbOrTx, date: string, closed: boolean, now: Date): Promise<void> {
  if (closed) await tx.insert(venueClosedDays).values({ date, createdAt: now }).onConflictDoNothing();
  else await tx.delete(venueClosedDays).where(eq(venueClosedDays.date, date));
}

// ---- Guest lists, door lists, friends ----

/**
 * Named on the viewer's guest list (twin of namedOnGuestList): the viewer's own, or confirmed, not
 * hidden, the owner's setting lets the viewer see it, no block either way; staff and absent members never.
 */
function namedOnGuestListSql(viewerId: string): SQL {
  return sql`(${reservations.status} = 'CONFIRMED' and not ${users.admin} and ${shownToOthersSql()} and (${users.id} = ${viewerId} or (not ${reservations.hidden} and ${notBlockedWithSql(viewerId, users.id)} and (coalesce((select s.reservations_visible_to from ${userSettings} s where s.user_id = ${users.id}), 'EVERYONE') = 'EVERYONE' or ${isFriendOfSql(viewerId, users.id)}))))`;
}

export async function guestListNamed(db: DbOrTx, viewer: ProfileViewer, t: Target): Promise<{ user: UserCardRow; femaleGuests: number; maleGuests: number }[]> {
  const rows = await db
    .select({ femaleGuests: reservations.femaleGuests, maleGuests: reservations.maleGuests, ...userCardColumns(viewer) })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(and(targetSql(t), namedOnGuestListSql(viewer.id)))
    .orderBy(sql`${users.id} <> ${viewer.id}`, asc(reservations.createdAt))
    .limit(500);
  return rows.map(({ femaleGuests, maleGuests, ...card }) => ({ user: toUserCard(card), femaleGuests, maleGuests }));
}

/** Confirmed reservations of members (staff left out): people in total, and reservations by profile type. */
export async function confirmedTotals(db: DbOrTx, t: Target): Promise<{ people: number; byType: { type: string; count: number }[] }> {
  const rows = await db
    .select({ type: users.sex, count: sql<number>`count(*)::int`, people: sql<number>`sum(${reservations.femaleGuests} + ${reservations.maleGuests})::int` })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(and(targetSql(t), eq(reservations.status, 'CONFIRMED'), eq(users.admin, false)))
    .groupBy(users.sex);
  const order = ['M', 'F', 'MF', 'MM', 'FF'];
  return {
    people: rows.reduce((n, r) => n + Number(r.people), 0),
    byType: rows
      .filter((r): r is typeof r & { type: string } => r.type !== null)
      .map((r) => ({ type: r.type, count: Number(r.count) }))
      .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type)),
  };
}

export interface DoorRow {
  reservation: ReservationRow;
  owner: { isVerified: boolean; isPremium: boolean; username: string };
  card: UserCardRow;
}

/** Confirmed and waitlisted reservations of a target with their owners, as staff see them. */
export async function doorRows(db: DbOrTx, staff: ProfileViewer, t: Target): Promise<DoorRow[]> {
  const rows = await db
    .select({ r: reservations, ownerVerified: users.isVerified, ownerPremium: users.isPremium, ...userCardColumns(staff) })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(and(targetSql(t), ne(reservations.status, 'CANCELLED')))
    .orderBy(asc(users.username));
  return rows.map(({ r, ownerVerified, ownerPremium, ...card }) => ({
    reservation: r,
    owner: { isVerified: ownerVerified, isPremium: ownerPremium, username: card.username },
    card: toUserCard(card),
  }));
}

export async function doorRowById(db: DbOrTx, staff: ProfileViewer, id: string): Promise<DoorRow | undefined> {
  const [row] = await db
    .select({ r: reservations, ownerVerified: users.isVerified, ownerPremium: users.isPremium, ...userCardColumns(staff) })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, id))
    .limit(1);
  if (!row) return undefined;
  const { r, ownerVerified, ownerPremium, ...card } = row;
  return { reservation: r, owner: { isVerified: ownerVerified, isPremium: ownerPremium, username: card.username }, card: toUserCard(card) };
}

export interface FriendToTell {
  id: string;
  email: string;
  username: string;
  language: string;
  emailOnFriendEventReservation: boolean;
  emailOnFriendDailyReservation: boolean;
}

/** The member's friends who may hear of a new reservation: shown, not staff, no block either way. */
export async function friendsToTell(db: DbOrTx, userId: string): Promise<FriendToTell[]> {
  const friendId = sql`case when ${friendships.requesterId} = ${userId} then ${friendships.addresseeId} else ${friendships.requesterId} end`;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      language: users.language,
      emailOnFriendEventReservation: sql<boolean | null>`${userSettings.emailOnFriendEventReservation}`,
      emailOnFriendDailyReservation: sql<boolean | null>`${userSettings.emailOnFriendDailyReservation}`,
    })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(
      and(
        eq(friendships.status, 'ACCEPTED'),
        sql`(${friendships.requesterId} = ${userId} or ${friendships.addresseeId} = ${userId})`,
        shownToOthersSql(),
        eq(users.admin, false),
        notBlockedWithSql(userId, users.id),
      ),
    );
  return rows.map((r) => ({
    ...r,
    emailOnFriendEventReservation: r.emailOnFriendEventReservation ?? true,
    emailOnFriendDailyReservation: r.emailOnFriendDailyReservation ?? true,
  }));
}

import { isoDateSchema, RESERVATION_LIMITS, type Language } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { uniqueConstraintOf } from '../../db/errors.js';
import { enqueueJob, type JobRunner } from '../../infra/jobs/jobs.js';
import { AppError } from '../../shared/app-error.js';
import { parseWithFieldCodes } from '../../shared/content-input.js';
import { isUuid } from '../../shared/cursor.js';
import { createKeyedBatches } from '../../shared/keyed-batches.js';
import { createKeyedQueue } from '../../shared/keyed-queue.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { findUserById } from '../accounts/accounts.repository.js';
import * as eventsRepo from '../events/events.repository.js';
import type { EventRow } from '../events/events.table.js';
import { notify } from '../notifications/notify.js';
import { capacityOf, lockTarget, promote } from './reservations.places.js';
import { assertMembersArea, membersAreaDecision } from '../profiles/members-area.policy.js';
import { getSettings } from '../settings/settings.repository.js';
import { friendReservedMail, longDate } from './reservations.mail.js';
import { assertAllowed, refusalOf } from '../../shared/decision.js';
import * as policy from './reservations.policy.js';
import * as repo from './reservations.repository.js';
import type { ReservationRow } from './reservations.table.js';
import { addDays, dayWindow, weekdayOf, zurichDate, zurichInstant } from './reservations.time.js';
import { createReservationsStaffService } from './reservations-staff.service.js';
import { buildViews, fail, readDiscountRappen, timesOf, type GuestListView, type OpeningDayView, type ReservationSubjectView, type ReservationView } from './reservations.views.js';

export type { DoorListEntryView, DoorListView, GuestListView, OpeningDayView, ReservationSubjectView, ReservationView } from './reservations.views.js';

// Reservations (issue 14, docs/decisions/0038): one transaction per write. Places are counted under a
// lock: the event row (FOR UPDATE) or the day (pg_advisory_xact_lock), so parallel requests for the
// last places queue and the sum of confirmed people never passes the capacity. The staff's side is
// reservations-staff.service.ts; the answers' shapes are in reservations.views.ts.

export const FRIEND_RESERVED_MAIL_JOB = 'reservations.friend-mail';
/**
 * What follows a new confirmed reservation (decision 0054): its push to the member and the friends'
 * notifications. A durable job written with the reservation, run right after (the runner is woken),
 * so the turn for the places holds the lock for the insert alone.
 */
export const RESERVATION_PLACED_JOB = 'reservations.placed';
/** The reminder the day before (issue 15): a durable job per reservation. */
export const RESERVATION_REMINDER_JOB = 'reservations.reminder';
/** Swiss wall-clock time of the reminder, the day before the event or day. */
export const REMINDER_TIME = '10:00';

/** When the reminder of a reservation for `date` goes out: 10:00 Swiss time the day before. */
export function reminderAt(date: string): Date {
  return zurichInstant(addDays(date, -1), REMINDER_TIME);
}

/** How often a reservation is tried again when its event changed between the check and the call. */
const EVENT_CHANGED_RETRIES = 5;
/** Most reservations placed for one event in one call (decision 0054). */
const EVENT_BATCH_MAX = 100;
/** Events whose last reading is kept for the next batch (the version check guards it). */
const EVENTS_READ_KEPT = 200;

export interface PartyInput {
  femaleGuests: number;
  maleGuests: number;
  hidden: boolean;
}

/** The members' area is open to the viewer, and the viewer is a member (not staff). */
function reservingMember(viewer: UserRow | null): UserRow {
  const member = assertMembersArea(viewer);
  assertAllowed(policy.mayReserveAsMember(member));
  return member;
}

function partyOf(input: PartyInput): PartyInput {
  assertAllowed(policy.partyDecision(input));
  if (typeof input.hidden !== 'boolean') fail('BAD_INPUT');
  return { femaleGuests: input.femaleGuests, maleGuests: input.maleGuests, hidden: input.hidden };
}

export function createReservationsService(deps: AppDeps, opts: { jobs?: JobRunner } = {}) {
  const db = () => deps.database.db;
  const views = (d: DbOrTx, rows: ReservationRow[], viewerId: string | null, owners?: Map<string, Pick<UserRow, 'isVerified' | 'isPremium'>>) => buildViews(d, deps.now(), rows, viewerId, owners);
  // New reservations for one event or day queue here before their transaction (see keyed-queue.ts).
  const inTurn = createKeyedQueue();

  // Skipped when the reservation was cancelled (or moved to the wait list) before it ran.
  opts.jobs?.register(RESERVATION_PLACED_JOB, async (tx, payload, { now }) => {
    const r = typeof payload.reservationId === 'string' ? await repo.findById(tx, payload.reservationId) : undefined;
    if (!r || r.status !== 'CONFIRMED') return;
    await notify(tx, { userId: r.userId, kind: 'RESERVATION_CONFIRMED', subjectId: r.id, at: now });
    await tellFriends(tx, r, now);
  });

  // Skipped when the reservation is gone, cancelled or still on the wait list.
  opts.jobs?.register(RESERVATION_REMINDER_JOB, async (tx, payload, { now }) => {
    const r = typeof payload.reservationId === 'string' ? await repo.findById(tx, payload.reservationId) : undefined;
    if (!r || r.status !== 'CONFIRMED' || zurichDate(now) >= r.date) return;
    await notify(tx, { userId: r.userId, kind: 'RESERVATION_REMINDER', subjectId: r.id, at: now });
  });

  opts.jobs?.register(FRIEND_RESERVED_MAIL_JOB, async (tx, payload) => {
    if (typeof payload.friendId !== 'string' || typeof payload.reservationId !== 'string') return;
    const friend = await findUserById(tx, payload.friendId);
    const r = await repo.findById(tx, payload.reservationId);
    if (!friend || friend.deletedAt || friend.isDeactivated || !r || r.status !== 'CONFIRMED' || r.hidden) return;
    const owner = await findUserById(tx, r.userId);
    if (!owner || owner.deletedAt) return;
    const settings = await getSettings(tx, friend.id);
    if (!(r.kind === 'EVENT' ? settings.emailOnFriendEventReservation : settings.emailOnFriendDailyReservation)) return;
    const lang: Language = friend.language === 'en' ? 'en' : 'de';
    const event = r.eventId ? await eventsRepo.findById(tx, r.eventId) : undefined;
    const what = event ? (lang === 'en' ? event.titleEn : event.titleDe) : longDate(lang, r.date);
    const link = event ? `${deps.config.publicUrl}/events/${event.slug}` : `${deps.config.publicUrl}/home`;
    await deps.mailer.send({ to: friend.email, ...friendReservedMail(lang, { recipient: friend.username, friend: owner.username, kind: r.kind as 'EVENT' | 'DAILY', what, link }) });
  });

  async function viewOf(d: DbOrTx, r: ReservationRow, viewer: UserRow): Promise<ReservationView> {
    return (await views(d, [r], viewer.id, new Map([[viewer.id, viewer]])))[0]!;
  }

  /** A new confirmed, not hidden reservation: each friend who may see it hears of it (home, and e-mail where switched on). */
  async function tellFriends(tx: DbOrTx, r: ReservationRow, now: Date): Promise<void> {
    if (!policy.friendHearsOf(r, { blockedEitherWay: false, shown: true, isStaff: false })) return;
    for (const friend of await repo.friendsToTell(tx, r.userId)) {
      const kind = r.kind === 'EVENT' ? 'FRIEND_EVENT_RESERVATION' : 'FRIEND_DAILY_RESERVATION';
      const told = await notify(tx, { userId: friend.id, kind, actorId: r.userId, subjectId: r.id, at: now });
      if (told.email) await enqueueJob(tx, { kind: FRIEND_RESERVED_MAIL_JOB, runAt: now, key: `${r.id}:${friend.id}`, payload: { friendId: friend.id, reservationId: r.id } });
    }
  }

  /**
   * Inserts a new reservation under the target's lock: CONFIRMED when the party fits the free places,
   * else WAITLISTED. Promotion keeps every waiting party too large for the free places (promote), so a
   * party that fits now goes ahead of nobody. Kept short: the lock is held until commit.
   */
  async function place(tx: Tx, member: UserRow, target: repo.Target, capacity: number | null, row: { kind: 'EVENT' | 'DAILY'; eventId: string | null; date: string; party: PartyInput }): Promise<ReservationRow> {
    const now = deps.now();
    const saved = await repo.insertPlaced(
      tx,
      {
        userId: member.id,
        kind: row.kind,
        eventId: row.eventId,
        date: row.date,
        femaleGuests: row.party.femaleGuests,
        maleGuests: row.party.maleGuests,
        hidden: row.party.hidden,
        priority: policy.hasPriority(member),
        createdAt: now,
        updatedAt: now,
      },
      target,
      capacity,
    );
    if (saved.status === 'CONFIRMED') await enqueueJob(tx, { kind: RESERVATION_PLACED_JOB, runAt: now, key: saved.id, payload: { reservationId: saved.id } });
    // The reminder the day before, for a confirmed reservation or one that moves up by then.
    const remindAt = reminderAt(saved.date);
    if (remindAt.getTime() > now.getTime()) await enqueueJob(tx, { kind: RESERVATION_REMINDER_JOB, runAt: remindAt, key: saved.id, payload: { reservationId: saved.id } });
    return saved;
  }

  /** Runs a write; a second active reservation for the same evening (a race) is RESERVATION_EXISTS. */
  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      const constraint = uniqueConstraintOf(err);
      if (constraint === 'reservations_user_event_active_key' || constraint === 'reservations_user_day_active_key') throw new AppError('RESERVATION_EXISTS');
      throw err;
    }
  }

  /** The facts about a regular day, read under its lock. */
  async function dayFacts(tx: DbOrTx, date: string, now: Date) {
    const today = zurichDate(now);
    const hours = (await repo.openingHours(tx)).find((h) => h.weekday === weekdayOf(date)) ?? null;
    const closed = (await repo.closedDaysFrom(tx, date)).includes(date);
    const dayEvents = await repo.publishedEventsOnDates(tx, date, date, now);
    const facts: policy.DayFacts = {
      date,
      today,
      lastDate: addDays(today, RESERVATION_LIMITS.dailyWindowDays - 1),
      openWeekday: hours !== null,
      closedDate: closed,
      hasEvent: dayEvents.length > 0,
      opensAt: hours ? dayWindow(date, hours.opensAt, hours.closesAt).opensAt : null,
      now,
    };
    return { facts, hours };
  }

  /**
   * New reservations for one event, in batches (decision 0054): the requests that arrive while a
   * batch of the event is being placed go together in the next one, so a rush for the last places
   * takes the event's lock and commits once per batch instead of once per member.
   */
  const eventPlaces = createKeyedBatches<{ member: UserRow; party: PartyInput }, ReservationView>(placeBatch, {
    max: EVENT_BATCH_MAX,
    distinct: ({ member }) => member.id,
  });

  // Events as last read for a batch: the next batch of a rush checks against the same row, and the
  // call's version check (updatedAt) sends it back for a fresh read when staff changed the event.
  const eventsRead = new Map<string, EventRow>();
  async function eventForBatch(eventId: string): Promise<{ event: EventRow | undefined; kept: boolean }> {
    const kept = eventsRead.get(eventId);
    if (kept) return { event: kept, kept: true };
    const event = await eventsRepo.findById(db(), eventId);
    if (event) {
      if (eventsRead.size >= EVENTS_READ_KEPT) eventsRead.delete(eventsRead.keys().next().value!);
      eventsRead.set(eventId, event);
    }
    return { event, kept: false };
  }

  /** Checks each request against the event, then places the allowed ones in one call. */
  async function placeBatch(eventId: string, requests: { member: UserRow; party: PartyInput }[]): Promise<(ReservationView | Error)[]> {
    // The event changed between the read and the call (staff saved it): read and check again.
    for (let attempt = 0; attempt < EVENT_CHANGED_RETRIES; attempt++) {
      const { event, kept } = await eventForBatch(eventId);
      const now = deps.now();
      const refusals = requests.map(({ party }) => refusalOf(policy.eventReservationDecision(event, party, now)));
      // A refusal is only ever said on a fresh reading (the call's version check guards the rest).
      if (kept && refusals.some(Boolean)) {
        eventsRead.delete(eventId);
        continue;
      }
      const allowed = requests.filter((_, i) => !refusals[i]);
      // Every request refused (an unknown event refuses them all): nothing to place.
      if (!event || allowed.length === 0) return refusals as AppError[];
      const date = zurichDate(event.startsAt);
      const rows = await repo.placeForEvent(db(), {
        eventId,
        eventUpdatedAt: event.updatedAt,
        date,
        parties: allowed.map(({ member, party }) => ({ userId: member.id, ...party, priority: policy.hasPriority(member) })),
        now,
        placedJob: RESERVATION_PLACED_JOB,
        reminderJob: RESERVATION_REMINDER_JOB,
        remindAt: reminderAt(date),
      });
      if (!rows) {
        eventsRead.delete(eventId);
        continue;
      }
      if (rows.some((r) => r.status === 'CONFIRMED')) opts.jobs?.wake();
      const [discountRappen, waitlistPositions] = await Promise.all([readDiscountRappen(db()), repo.waitlistPositions(db(), rows)]);
      const known = { events: new Map([[eventId, event]]), discountRappen, waitlistPositions };
      const placed = new Map(rows.map((r) => [r.userId, r]));
      // Each member's view of their own reservation, from what was just read (no query).
      return Promise.all(
        requests.map(async ({ member }, i) => {
          const row = placed.get(member.id);
          // No row: the member already has an active reservation for the event.
          return refusals[i] ?? (row ? (await buildViews(db(), now, [row], member.id, new Map([[member.id, member]]), known))[0]! : new AppError('RESERVATION_EXISTS'));
        }),
      );
    }
    return requests.map(() => new AppError('RESERVATION_NOT_SAVED'));
  }

  /** An own reservation by id (NOT_FOUND for others', unknown or malformed ids). */
  async function ownRow(d: DbOrTx, viewer: UserRow, id: string): Promise<ReservationRow> {
    const r = isUuid(id) ? await repo.findById(d, id) : undefined;
    if (!r || r.userId !== viewer.id) fail('NOT_FOUND');
    return r;
  }

  return {
    ...createReservationsStaffService(deps),

    /** The member's own active reservations: upcoming soonest first, or past most recent first. */
    async listOwn(viewer: UserRow | null, past: boolean): Promise<ReservationView[]> {
      const member = assertMembersArea(viewer);
      const rows = await repo.listOwn(db(), member.id, past, zurichDate(deps.now()));
      const viewed = await views(db(), rows, member.id, new Map([[member.id, member]]));
      return viewed.sort((a, b) => (past ? b.startsAt.getTime() - a.startsAt.getTime() : a.startsAt.getTime() - b.startsAt.getTime()));
    },

    async ownById(viewer: UserRow | null, id: string): Promise<ReservationView | null> {
      const member = assertMembersArea(viewer);
      return viewOf(db(), await ownRow(db(), member, id), member);
    },

    /**
     * Open days from today (Zurich) for `days` days, with places left and the day's event. A night
     * that opened yesterday and has not closed yet (01:00 on Saturday: Friday's night) comes first:
     * the door works from it until it closes.
     */
    async openingDays(days: number): Promise<OpeningDayView[]> {
      if (!Number.isInteger(days) || days < 1 || days > RESERVATION_LIMITS.openingDaysMax) fail('BAD_INPUT');
      const now = deps.now();
      const today = zurichDate(now);
      const first = addDays(today, -1);
      const last = addDays(today, days - 1);
      const hours = new Map((await repo.openingHours(db())).map((h) => [h.weekday, h]));
      const closed = new Set(await repo.closedDaysFrom(db(), first));
      const dayEvents = await repo.publishedEventsOnDates(db(), first, last, now);
      const taken = await repo.confirmedDailyPeopleByDate(db(), first, last);
      const out: OpeningDayView[] = [];
      for (let i = -1; i < days; i++) {
        const date = addDays(today, i);
        const h = hours.get(weekdayOf(date));
        if (!h || closed.has(date)) continue;
        const w = dayWindow(date, h.opensAt, h.closesAt);
        if (w.closesAt.getTime() <= now.getTime()) continue;
        const event = dayEvents.find((e) => zurichDate(e.startsAt) === date) ?? null;
        const placesLeft = h.capacity === null ? null : Math.max(0, h.capacity - (taken.get(date) ?? 0));
        out.push({ date, opensAt: w.opensAt, closesAt: w.closesAt, coupleOnly: h.coupleOnly, capacity: h.capacity, placesLeft, event });
      }
      return out;
    },

    async placesLeftForEvent(event: EventRow): Promise<number | null> {
      if (event.capacity === null) return null;
      return Math.max(0, event.capacity - (await repo.confirmedPeople(db(), { kind: 'EVENT', eventId: event.id })));
    },

    async viewerReservationForEvent(viewer: UserRow | null, event: EventRow): Promise<ReservationView | null> {
      if (!viewer || viewer.admin || !membersAreaDecision(viewer).allowed) return null;
      const r = await repo.findActiveForEvent(db(), viewer.id, event.id);
      return r ? viewOf(db(), r, viewer) : null;
    },

    /** Members only: who is coming, named as each owner's setting and blocks allow, everyone else counted. */
    async guestList(viewer: UserRow | null, event: EventRow): Promise<GuestListView | null> {
      if (!viewer || !membersAreaDecision(viewer).allowed) return null;
      const target: repo.Target = { kind: 'EVENT', eventId: event.id };
      const named = await repo.guestListNamed(db(), viewer, target);
      const totals = await repo.confirmedTotals(db(), target);
      const namedPeople = named.reduce((n, e) => n + e.femaleGuests + e.maleGuests, 0);
      return { named, othersCount: Math.max(0, totals.people - namedPeople), totalPeople: totals.people, byType: totals.byType };
    },

    /** What a reservation notification is about (the event or the date). */
    async subjectOf(viewer: UserRow | null, kind: string, subjectId: string | null): Promise<ReservationSubjectView | null> {
      if (!viewer || !subjectId || (kind !== 'FRIEND_RESERVED' && kind !== 'RESERVATION_PROMOTED')) return null;
      const r = await repo.findById(db(), subjectId);
      if (!r) return null;
      if (kind === 'FRIEND_RESERVED' && (r.status !== 'CONFIRMED' || r.hidden)) return null;
      if (kind === 'RESERVATION_PROMOTED' && r.userId !== viewer.id) return null;
      const event = r.eventId ? ((await eventsRepo.findById(db(), r.eventId)) ?? null) : null;
      return { kind: r.kind, date: r.date, event };
    },

    async reserveEvent(viewer: UserRow | null, input: PartyInput & { eventId: string | number }): Promise<ReservationView> {
      const member = reservingMember(viewer);
      const party = partyOf(input);
      const eventId = String(input.eventId);
      if (!isUuid(eventId)) fail('NOT_FOUND');
      return eventPlaces(eventId, { member, party });
    },

    async reserveDay(viewer: UserRow | null, input: PartyInput & { date: string }): Promise<ReservationView> {
      const member = reservingMember(viewer);
      const party = partyOf(input);
      const date = parseWithFieldCodes(isoDateSchema, input.date);
      const saved = await guarded(() =>
        inTurn(`day:${date}`, () =>
          db().transaction(async (tx) => {
            await repo.lockDay(tx, date);
            const { facts, hours } = await dayFacts(tx, date, deps.now());
            assertAllowed(policy.dayReservableDecision(facts));
            assertAllowed(policy.coupleOnlyDecision(hours!.coupleOnly, party));
            return place(tx, member, { kind: 'DAILY', date }, hours!.capacity, { kind: 'DAILY', eventId: null, date, party });
          }),
        ),
      );
      if (saved.status === 'CONFIRMED') opts.jobs?.wake();
      return viewOf(db(), saved, member);
    },

    /** New party and hidden flag until the start; a confirmed party that no longer fits waits (decision 0038). */
    async update(viewer: UserRow | null, input: PartyInput & { id: string }): Promise<ReservationView> {
      const member = reservingMember(viewer);
      const party = partyOf(input);
      const seen = await ownRow(db(), member, input.id);
      const target = repo.targetOf(seen);
      return db().transaction(async (tx) => {
        const event = await lockTarget(tx, target);
        const r = await ownRow(tx, member, seen.id);
        const now = deps.now();
        const hoursList = await repo.openingHours(tx);
        const hours = new Map(hoursList.map((h) => [h.weekday, h]));
        const { startsAt } = timesOf(r, event ?? null, hours);
        assertAllowed(policy.mayChangeDecision(r, member.id, startsAt, now));
        if (event) {
          assertAllowed(policy.coupleOnlyDecision(event.coupleOnly, party));
          assertAllowed(policy.guestTypesDecision(event, party));
        } else {
          assertAllowed(policy.coupleOnlyDecision(hours.get(weekdayOf(r.date))?.coupleOnly ?? false, party));
        }
        const capacity = await capacityOf(tx, target, event);
        let status = r.status;
        if (r.status === 'CONFIRMED') {
          const others = (await repo.confirmedPeople(tx, target)) - policy.peopleOf(r);
          if (!policy.fits(capacity, others, policy.peopleOf(party))) status = 'WAITLISTED';
        }
        await repo.update(tx, r.id, { femaleGuests: party.femaleGuests, maleGuests: party.maleGuests, hidden: party.hidden, status, updatedAt: now });
        await promote(tx, target, capacity, now, r.id);
        return viewOf(tx, (await repo.findById(tx, r.id))!, member);
      });
    },

    /** Cancels until the start; the places go to the wait list at once. */
    async cancel(viewer: UserRow | null, id: string): Promise<ReservationView> {
      const member = assertMembersArea(viewer);
      const seen = await ownRow(db(), member, id);
      const target = repo.targetOf(seen);
      return db().transaction(async (tx) => {
        const event = await lockTarget(tx, target);
        const r = await ownRow(tx, member, seen.id);
        const now = deps.now();
        const { startsAt } = timesOf(r, event ?? null, new Map((await repo.openingHours(tx)).map((h) => [h.weekday, h])));
        assertAllowed(policy.mayChangeDecision(r, member.id, startsAt, now));
        const cancelled = await repo.update(tx, r.id, { status: 'CANCELLED', cancelledAt: now, updatedAt: now });
        await promote(tx, target, await capacityOf(tx, target, event), now);
        return viewOf(tx, cancelled, member);
      });
    },

    /** After an event's details changed (capacity raised or removed): the wait list moves up. Under the event's lock. */
    async afterEventChanged(tx: DbOrTx, event: EventRow): Promise<void> {
      // A moved event takes its reservations along to its new date.
      await repo.setEventDate(tx, event.id, zurichDate(event.startsAt));
      await promote(tx, { kind: 'EVENT', eventId: event.id }, event.capacity, deps.now());
    },

    /** An own reservation for the .ics download (NOT_FOUND otherwise). */
    async ownForCalendar(viewer: UserRow | null, id: string): Promise<ReservationView> {
      const member = assertMembersArea(viewer);
      return viewOf(db(), await ownRow(db(), member, id), member);
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;

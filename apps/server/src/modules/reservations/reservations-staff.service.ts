import { isoDateSchema, openingHoursWeekSchema, RESERVATION_LIMITS, reservationDiscountSchema } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { parseWithFieldCodes } from '../../shared/content-input.js';
import { isUuid } from '../../shared/cursor.js';
import type { UserRow } from '../accounts/accounts.table.js';
import * as eventsRepo from '../events/events.repository.js';
import { writeSetting } from '../system/app-settings.repository.js';
import { assertAllowed } from '../../shared/decision.js';
import { promote } from './reservations.places.js';
import * as policy from './reservations.policy.js';
import * as repo from './reservations.repository.js';
import type { OpeningHoursRow, ReservationRow } from './reservations.table.js';
import { addDays, dayWindow, weekdayOf, zurichDate, zurichInstant } from './reservations.time.js';
import { buildViews, fail, readDiscountRappen, RESERVATION_SETTINGS_KEY, type DoorListEntryView, type DoorListView } from './reservations.views.js';

// The staff's side of reservations (issue 14, decision 0038): door lists and check-in, the regular
// week, closed dates and the discount. The GraphQL fields are admin-only; each write is one transaction.

export function createReservationsStaffService(deps: AppDeps) {
  const db = () => deps.database.db;
  const views = (rows: ReservationRow[], owners: Map<string, Pick<UserRow, 'isVerified' | 'isPremium'>>) => buildViews(db(), deps.now(), rows, null, owners);

  async function doorEntries(staff: UserRow, target: repo.Target) {
    const rows = await repo.doorRows(db(), staff, target);
    const owners = new Map(rows.map((r) => [r.reservation.userId, r.owner]));
    const viewed = await views(rows.map((r) => r.reservation), owners);
    const entries = rows.map((r, i) => ({ reservation: viewed[i]!, user: r.card, verified: r.owner.isVerified }));
    const confirmed = entries.filter((e) => e.reservation.status === 'CONFIRMED');
    const waitlist = entries
      .filter((e) => e.reservation.status === 'WAITLISTED')
      .sort((a, b) => (a.reservation.waitlistPosition ?? 0) - (b.reservation.waitlistPosition ?? 0));
    return { confirmed, waitlist };
  }

  return {
    async doorList(args: { eventId: string | null; date: string | null }, staff: UserRow): Promise<DoorListView> {
      assertAllowed(policy.mayRunTheDoor(staff));
      if ((args.eventId === null) === (args.date === null)) fail('BAD_INPUT');
      let head: Pick<DoorListView, 'title' | 'date' | 'startsAt' | 'capacity'>;
      let target: repo.Target;
      if (args.eventId !== null) {
        const event = isUuid(args.eventId) ? await eventsRepo.findById(db(), args.eventId) : undefined;
        if (!event) fail('NOT_FOUND');
        head = { title: event.titleDe, date: zurichDate(event.startsAt), startsAt: event.startsAt, capacity: event.capacity };
        target = { kind: 'EVENT', eventId: event.id };
      } else {
        const date = parseWithFieldCodes(isoDateSchema, args.date);
        const h = (await repo.openingHours(db())).find((x) => x.weekday === weekdayOf(date));
        head = { title: date, date, startsAt: h ? dayWindow(date, h.opensAt, h.closesAt).opensAt : zurichInstant(date, '00:00'), capacity: h?.capacity ?? null };
        target = { kind: 'DAILY', date };
      }
      const { confirmed, waitlist } = await doorEntries(staff, target);
      const people = (e: DoorListEntryView) => e.reservation.femaleGuests + e.reservation.maleGuests;
      return {
        ...head,
        expectedPeople: confirmed.reduce((n, e) => n + people(e), 0),
        checkedInPeople: confirmed.filter((e) => e.reservation.checkedInAt !== null).reduce((n, e) => n + people(e), 0),
        entries: confirmed,
        waitlist,
      };
    },

    /** Staff check a confirmed party in at the door, or undo it. */
    async setCheckedIn(viewer: UserRow | null, id: string, checkedIn: boolean): Promise<DoorListEntryView> {
      assertAllowed(policy.mayRunTheDoor(viewer));
      const staff = viewer!;
      if (!isUuid(id)) fail('NOT_FOUND');
      await db().transaction(async (tx) => {
        const r = await repo.findById(tx, id);
        if (!r) fail('NOT_FOUND');
        assertAllowed(policy.mayCheckIn(r));
        const now = deps.now();
        await repo.update(tx, id, checkedIn ? { checkedInAt: r.checkedInAt ?? now, checkedInBy: r.checkedInBy ?? staff.id, updatedAt: now } : { checkedInAt: null, checkedInBy: null, updatedAt: now });
      });
      const row = (await repo.doorRowById(db(), staff, id))!;
      const [view] = await views([row.reservation], new Map([[row.reservation.userId, row.owner]]));
      return { reservation: view!, user: row.card, verified: row.owner.isVerified };
    },

    async openingHours(): Promise<OpeningHoursRow[]> {
      return repo.openingHours(db());
    },

    /** Replaces the regular week; the daily wait lists of the coming days move up where places grew. */
    async setOpeningHours(input: unknown): Promise<OpeningHoursRow[]> {
      const week = parseWithFieldCodes(openingHoursWeekSchema, input);
      return db().transaction(async (tx) => {
        await repo.replaceOpeningHours(tx, week.map((d) => ({ weekday: d.weekday, opensAt: d.opensAt, closesAt: d.closesAt, coupleOnly: d.coupleOnly, capacity: d.capacity })));
        const now = deps.now();
        const today = zurichDate(now);
        for (let i = 0; i < RESERVATION_LIMITS.dailyWindowDays; i++) {
          const date = addDays(today, i);
          const target: repo.Target = { kind: 'DAILY', date };
          if ((await repo.waitlisted(tx, target)).length === 0) continue;
          await repo.lockDay(tx, date);
          await promote(tx, target, week.find((d) => d.weekday === weekdayOf(date))?.capacity ?? null, now);
        }
        return repo.openingHours(tx);
      });
    },

    async closedDays(): Promise<string[]> {
      return repo.closedDaysFrom(db(), zurichDate(deps.now()));
    },

    async setClosedDay(rawDate: string, closed: boolean): Promise<string[]> {
      const date = parseWithFieldCodes(isoDateSchema, rawDate);
      await db().transaction((tx) => repo.setClosed(tx, date, closed, deps.now()));
      return repo.closedDaysFrom(db(), zurichDate(deps.now()));
    },

    async settings(): Promise<{ discountRappen: number }> {
      return { discountRappen: await readDiscountRappen(db()) };
    },

    async setSettings(discountRappen: number): Promise<{ discountRappen: number }> {
      const value = parseWithFieldCodes(reservationDiscountSchema, discountRappen);
      await writeSetting(db(), RESERVATION_SETTINGS_KEY, { discountRappen: value });
      return { discountRappen: value };
    },

  };
}

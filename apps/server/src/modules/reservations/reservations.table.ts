import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';
import { events } from '../events/events.table.js';

/**
 * A member's reservation (issue 14, docs/decisions/0038): for a published event, or for a regular
 * opening day (DAILY, no event). `date` is the Zurich calendar date of the evening (the event's start
 * date for EVENT). The party includes the member. `priority` is fixed when the reservation is made
 * (verified or premium then) and orders the wait list; perks are computed live.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    femaleGuests: integer('female_guests').notNull(),
    maleGuests: integer('male_guests').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    status: text('status').notNull(),
    priority: boolean('priority').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** The staff account that checked the party in (kept as text-free id; null once that account is gone). */
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reservations_user_event_active_key').on(t.userId, t.eventId).where(sql`${t.status} <> 'CANCELLED' and ${t.eventId} is not null`),
    uniqueIndex('reservations_user_day_active_key').on(t.userId, t.date).where(sql`${t.status} <> 'CANCELLED' and ${t.kind} = 'DAILY'`),
    index('reservations_event_idx').on(t.eventId, t.status, t.priority, t.createdAt),
    index('reservations_day_idx').on(t.date, t.kind, t.status, t.priority, t.createdAt),
    index('reservations_user_date_idx').on(t.userId, t.date),
    check('reservations_kind_check', sql`${t.kind} in ('EVENT','DAILY')`),
    check('reservations_kind_event_check', sql`(${t.kind} = 'EVENT') = (${t.eventId} is not null)`),
    check('reservations_status_check', sql`${t.status} in ('CONFIRMED','WAITLISTED','CANCELLED')`),
    check(
      'reservations_guests_check',
      sql`${t.femaleGuests} between 0 and 5 and ${t.maleGuests} between 0 and 5 and ${t.femaleGuests} + ${t.maleGuests} >= 1`,
    ),
    check('reservations_cancelled_check', sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;

/**
 * The regular week (staff keep it): one row per open weekday (1 = Monday … 7 = Sunday); a weekday
 * without a row is closed. Times "HH:MM" in Zurich; closesAt at or before opensAt is after midnight.
 * `capacity` in people; null: unlimited.
 */
export const venueOpeningHours = pgTable(
  'venue_opening_hours',
  {
    weekday: integer('weekday').primaryKey(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
    coupleOnly: boolean('couple_only').notNull().default(false),
    capacity: integer('capacity'),
  },
  (t) => [
    check('venue_opening_hours_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('venue_opening_hours_times_check', sql`${t.opensAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.closesAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('venue_opening_hours_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 1`),
  ],
);

export type OpeningHoursRow = typeof venueOpeningHours.$inferSelect;

/** Dates the venue is closed although the regular week has it open (holidays, private events). */
export const venueClosedDays = pgTable('venue_closed_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

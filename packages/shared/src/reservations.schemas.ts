import { z } from 'zod';

// Reservations (issue 14; docs/decisions/0038): party sizes, the daily window, perks, opening hours.

export const RESERVATION_KINDS = ['EVENT', 'DAILY'] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];
export const RESERVATION_STATUSES = ['CONFIRMED', 'WAITLISTED', 'CANCELLED'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_LIMITS = {
  /** Female and male guests each (spec §5, §9); the party includes the member. */
  guestsMax: 5,
  /** A daily reservation is for a Zurich date within the next this many days (today included). */
  dailyWindowDays: 60,
  /** The free drink needs the reservation made at least this many hours before the start. */
  freeDrinkHours: 24,
  /** Entry discount of verified and premium members (spec §6, §9): CHF 10 by default, staff set 10 to 15. */
  discountDefaultRappen: 1000,
  discountMinRappen: 1000,
  discountMaxRappen: 1500,
  /** openingDays(days): 1 to this. */
  openingDaysMax: 60,
  capacityMax: 10_000,
} as const;

const guestCount = z.number('RESERVATION_GUESTS_INVALID').int('RESERVATION_GUESTS_INVALID').min(0, 'RESERVATION_GUESTS_INVALID').max(RESERVATION_LIMITS.guestsMax, 'RESERVATION_GUESTS_INVALID');

/** The party: female and male guests 0..5 each, at least one person. */
export const reservationPartySchema = z
  .object({ femaleGuests: guestCount, maleGuests: guestCount, hidden: z.boolean('BAD_INPUT') })
  .refine((p) => p.femaleGuests + p.maleGuests >= 1, { path: ['femaleGuests'], message: 'RESERVATION_GUESTS_INVALID' });
export type ReservationParty = z.output<typeof reservationPartySchema>;

/** A calendar date YYYY-MM-DD that exists. */
export const isoDateSchema = z
  .string('DATE_INVALID')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_INVALID')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'DATE_INVALID');

export const reserveDayInputSchema = reservationPartySchema.and(z.object({ date: isoDateSchema }));

/** "HH:MM", 00:00 to 23:59. */
export const clockTimeSchema = z.string('BAD_INPUT').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'OPENING_HOURS_INVALID');

export const capacitySchema = z
  .number('CAPACITY_INVALID')
  .int('CAPACITY_INVALID')
  .min(1, 'CAPACITY_INVALID')
  .max(RESERVATION_LIMITS.capacityMax, 'CAPACITY_INVALID')
  .nullish()
  .transform((v) => v ?? null);

/** One weekday of the regular week (1 = Monday … 7 = Sunday); closesAt at or before opensAt means after midnight. */
export const openingHoursDaySchema = z
  .object({
    weekday: z.number('OPENING_HOURS_INVALID').int('OPENING_HOURS_INVALID').min(1, 'OPENING_HOURS_INVALID').max(7, 'OPENING_HOURS_INVALID'),
    opensAt: clockTimeSchema,
    closesAt: clockTimeSchema,
    coupleOnly: z.boolean('BAD_INPUT'),
    capacity: capacitySchema,
  })
  .refine((d) => d.opensAt !== d.closesAt, { path: ['closesAt'], message: 'OPENING_HOURS_INVALID' });

/** The open days of the week: weekdays left out are closed; each weekday at most once. */
export const openingHoursWeekSchema = z
  .array(openingHoursDaySchema)
  .max(7, 'OPENING_HOURS_INVALID')
  .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, 'OPENING_HOURS_INVALID');
export type OpeningHoursDay = z.output<typeof openingHoursDaySchema>;

export const reservationDiscountSchema = z
  .number('RESERVATION_DISCOUNT_INVALID')
  .int('RESERVATION_DISCOUNT_INVALID')
  .min(RESERVATION_LIMITS.discountMinRappen, 'RESERVATION_DISCOUNT_INVALID')
  .max(RESERVATION_LIMITS.discountMaxRappen, 'RESERVATION_DISCOUNT_INVALID');

import { openingHoursDaySchema, type ErrorCode } from '@venue/shared';
import { schemaFieldIssues } from '../../components/schema-errors.js';
import type { OpeningHours } from './operations.js';

// The weekly opening hours as the form holds them, checked with the server's shared schema (times
// as HH:MM, opening and closing different, capacity empty or a whole number from 1).

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface DayValues {
  weekday: number;
  open: boolean;
  opensAt: string;
  closesAt: string;
  coupleOnly: boolean;
  /** Text of the field: empty = unlimited. */
  capacity: string;
}

export type DayErrors = Partial<Record<'opensAt' | 'closesAt' | 'capacity', ErrorCode>>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The week of the server (open weekdays only) as seven form rows; closed days keep usual times ready. */
export function weekValues(hours: OpeningHours[]): DayValues[] {
  return WEEKDAYS.map((weekday) => {
    const day = hours.find((h) => h.weekday === weekday);
    return day
      ? { weekday, open: true, opensAt: day.opensAt, closesAt: day.closesAt, coupleOnly: day.coupleOnly, capacity: day.capacity === null ? '' : String(day.capacity) }
      : { weekday, open: false, opensAt: '21:00', closesAt: '03:00', coupleOnly: false, capacity: '' };
  });
}

/** Capacity text → people; '' → null (unlimited); anything else → NaN. */
export function readCapacity(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
}

/** The problems of one row (closed rows have none: they are not sent). */
export function dayErrors(day: DayValues): DayErrors {
  if (!day.open) return {};
  const input = { weekday: day.weekday, opensAt: day.opensAt, closesAt: day.closesAt, coupleOnly: day.coupleOnly, capacity: readCapacity(day.capacity) };
  const errors: DayErrors = {};
  for (const issue of schemaFieldIssues(openingHoursDaySchema, input)) {
    if (issue.field === 'opensAt' || issue.field === 'closesAt' || issue.field === 'capacity') errors[issue.field] = issue.code;
  }
  return errors;
}

/** The rows as the API's input: the open weekdays only. */
export function weekInput(days: DayValues[]): OpeningHours[] {
  return days.filter((d) => d.open).map((d) => ({ weekday: d.weekday, opensAt: d.opensAt, closesAt: d.closesAt, coupleOnly: d.coupleOnly, capacity: readCapacity(d.capacity) }));
}

/** True when the closing time is after midnight (at or before the opening time). */
export function closesNextDay(day: Pick<DayValues, 'opensAt' | 'closesAt'>): boolean {
  return CLOCK.test(day.opensAt) && CLOCK.test(day.closesAt) && day.closesAt <= day.opensAt;
}

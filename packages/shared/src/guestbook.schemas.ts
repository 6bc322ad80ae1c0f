import { z } from 'zod';
import { stripInvisibleFromName, stripInvisibleFromText } from './invisible-text.js';
import { LIMITS } from './limits.js';

// Guestbook input (spec §3, §5): shared by the server (authoritative) and the entry form.
// Each message is an error code; the web app translates it via `errors.<CODE>`.
const G = LIMITS.GUESTBOOK;

export const GUESTBOOK_STATES = ['SUBMITTED', 'UNDER_REVIEW', 'PUBLISHED', 'REJECTED'] as const;
export type GuestbookState = (typeof GUESTBOOK_STATES)[number];

/**
 * The calendar day (YYYY-MM-DD) at `now` in the venue's time zone (Europe/Zurich): a visit "in the
 * future" is judged on the venue's calendar, wherever server or browser are.
 */
export function guestbookToday(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A real calendar day in YYYY-MM-DD form (2026-02-30 is refused), from the year 2000 on. */
function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for the textual form of a UUID (the shape of entry and event ids). */
export function isGuestbookId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export const guestbookTitleSchema = z
  .string({ error: 'GUESTBOOK_TITLE_TOO_SHORT' })
  .overwrite(stripInvisibleFromName)
  .trim()
  .min(G.titleMin, 'GUESTBOOK_TITLE_TOO_SHORT')
  .max(G.titleMax, 'GUESTBOOK_TITLE_TOO_LONG');

export const guestbookBodySchema = z
  .string({ error: 'GUESTBOOK_BODY_TOO_SHORT' })
  .overwrite(stripInvisibleFromText)
  .trim()
  .min(G.bodyMin, 'GUESTBOOK_BODY_TOO_SHORT')
  .max(G.bodyMax, 'GUESTBOOK_BODY_TOO_LONG');

/** Whole stars from 0 to 3; 1.5, "2", -1 and 4 are refused. */
export const guestbookRatingSchema = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'GUESTBOOK_RATING_REQUIRED' : 'GUESTBOOK_RATING_INVALID') })
  .int('GUESTBOOK_RATING_INVALID')
  .min(G.ratingMin, 'GUESTBOOK_RATING_INVALID')
  .max(G.ratingMax, 'GUESTBOOK_RATING_INVALID');

/** Empty or missing optional fields mean "not given". */
const blankToNull = (value: unknown) => (value === undefined || value === '' ? null : value);

export const guestbookVisitDateSchema = z.preprocess(
  blankToNull,
  z.string({ error: 'GUESTBOOK_VISIT_DATE_INVALID' }).refine(isCalendarDay, 'GUESTBOOK_VISIT_DATE_INVALID').nullable(),
);

export const guestbookEventIdSchema = z.preprocess(
  blankToNull,
  z.string({ error: 'GUESTBOOK_EVENT_NOT_FOUND' }).refine(isGuestbookId, 'GUESTBOOK_EVENT_NOT_FOUND').nullable(),
);

/**
 * An entry as a member writes it (and an admin edits it). `today` is the venue's calendar day
 * (see `guestbookToday`): the visit cannot lie after it. A visit date or an event, not both.
 */
export function guestbookEntryInput(today: string) {
  return z
    .object({
      title: guestbookTitleSchema,
      body: guestbookBodySchema,
      rating: guestbookRatingSchema,
      visitDate: guestbookVisitDateSchema,
      eventId: guestbookEventIdSchema,
    })
    .superRefine((value, ctx) => {
      if (value.visitDate && value.visitDate > today) ctx.addIssue({ code: 'custom', path: ['visitDate'], message: 'GUESTBOOK_VISIT_DATE_IN_FUTURE' });
      if (value.visitDate && value.eventId) ctx.addIssue({ code: 'custom', path: ['eventId'], message: 'GUESTBOOK_DATE_OR_EVENT' });
    });
}
export type GuestbookEntryInput = z.input<ReturnType<typeof guestbookEntryInput>>;
export type GuestbookEntryValues = z.output<ReturnType<typeof guestbookEntryInput>>;

/** The venue's official answer; an empty answer removes it. */
export const guestbookAnswerSchema = z.string({ error: 'GUESTBOOK_ANSWER_TOO_LONG' }).trim().max(G.answerMax, 'GUESTBOOK_ANSWER_TOO_LONG');

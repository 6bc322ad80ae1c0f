import { z } from 'zod';
import { SEXES } from './enums.js';
import { stripInvisibleFromText } from './invisible-text.js';
import { LIMITS } from './limits.js';

// Classifieds (spec §3 "body text, looking-for types", §5/§9 at most 255 characters, §6 verified or
// premium only; docs/decisions/0046-classifieds-expiry-and-cap.md): constants and input shared by the
// server (authoritative) and the form. Messages are error codes.

export const CLASSIFIEDS = {
  textMin: 1,
  textMax: LIMITS.classifiedMax,
  /** A classified is listed this many days after it was posted or last renewed (decision 0046). */
  lifetimeDays: 30,
  /** Classifieds a member may have listed (not expired) at once (decision 0046). */
  activeMax: 3,
  /** New classifieds per member and rolling day (a shield against spam; renewals do not count). */
  createPerDay: 10,
  pageSize: 20,
  pageSizeMax: 50,
} as const;

/** Which classifieds the list shows: those that match the viewer both ways, or every one the viewer may see. */
export const CLASSIFIED_FILTERS = ['MATCHING', 'ALL'] as const;
export type ClassifiedFilter = (typeof CLASSIFIED_FILTERS)[number];

/** The text: invisible characters removed, trimmed, 1–255 characters of something visible. */
export const classifiedTextSchema = z
  .string({ error: 'CLASSIFIED_TEXT_EMPTY' })
  .overwrite(stripInvisibleFromText)
  .trim()
  .min(CLASSIFIEDS.textMin, 'CLASSIFIED_TEXT_EMPTY')
  .max(CLASSIFIEDS.textMax, 'CLASSIFIED_TEXT_TOO_LONG');

/** The profile types it looks for: at least one of SEXES, stored without repeats in SEXES order. */
export const classifiedLookingForSchema = z
  .array(z.enum(SEXES, 'CLASSIFIED_LOOKING_FOR_INVALID'), { error: 'CLASSIFIED_LOOKING_FOR_INVALID' })
  .min(1, 'CLASSIFIED_LOOKING_FOR_EMPTY')
  .max(SEXES.length * 2, 'CLASSIFIED_LOOKING_FOR_INVALID')
  .transform((list) => SEXES.filter((s) => list.includes(s)));

/** postClassified's and updateClassified's input (and the form's). */
export const classifiedInput = z.object({ text: classifiedTextSchema, lookingFor: classifiedLookingForSchema });
export type ClassifiedInput = z.output<typeof classifiedInput>;
export type ClassifiedFormValues = z.input<typeof classifiedInput>;

/** When a classified posted or renewed at `renewedAt` stops being listed. */
export function classifiedExpiresAt(renewedAt: Date): Date {
  return new Date(renewedAt.getTime() + CLASSIFIEDS.lifetimeDays * 86_400_000);
}

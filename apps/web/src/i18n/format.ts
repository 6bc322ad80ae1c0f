import type { Language } from '@venue/shared';

export const LOCALES: Record<Language, string> = { de: 'de-CH', en: 'en-GB' };

// Making an Intl formatter costs about a millisecond (more with a time zone); a page with a few
// cards made dozens while rendering. Each one is made once and kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Dates and times in Swiss time (Europe/Zurich), in the interface language. */
export function swissDateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'Europe/Zurich', ...options })));
  return format;
}

/** Numbers (amounts, counts) in the interface language. */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(LOCALES[language], options)));
  return format;
}

/** A date and time as the venue's members read it: Swiss local time, in the interface language. */
export function formatDateTime(iso: string, language: Language): string {
  return swissDateFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/**
 * When something is (an event, a reservation), in Swiss time: "Fr., 12. Juni 2026, 20:00–03:00" for an evening that ends
 * within a day (the usual night out), otherwise both ends in full.
 */
export function formatTimeRange(startsAt: string, endsAt: string | null, language: Language): string {
  const day = swissDateFormat(language, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  const time = swissDateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const start = new Date(startsAt);
  const from = `${day.format(start)}, ${time.format(start)}`;
  if (!endsAt) return from;
  const end = new Date(endsAt);
  if (end.getTime() - start.getTime() < 24 * 3_600_000) return `${from}–${time.format(end)}`;
  return `${from} – ${day.format(end)}, ${time.format(end)}`;
}

// Prices: one formatter shared with the server's texts (packages/shared/src/money.ts).
export { formatChf } from '@venue/shared';

import type { Language } from '@venue/shared';
import { swissDateFormat } from '../../i18n/format.js';

/** A day as members read it (Swiss calendar, interface language): "14.11.2025" / "14 November 2025". */
export function formatDay(iso: string, language: Language): string {
  // A bare YYYY-MM-DD is a calendar day: noon UTC keeps it on that day in Zurich.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return swissDateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** The event's title in the interface language. */
export function eventTitle(event: { titleDe: string; titleEn: string }, language: Language): string {
  return language === 'en' ? event.titleEn : event.titleDe;
}

import type { Language } from '@venue/shared';
import { swissDateFormat } from '../../i18n/format.js';
import type { VenueEvent } from './operations.js';

/** An event's texts in the interface language. */
export function localizedEvent(event: Pick<VenueEvent, 'titleDe' | 'titleEn' | 'descriptionDe' | 'descriptionEn' | 'dressCodeDe' | 'dressCodeEn'>, language: Language) {
  return language === 'en'
    ? { title: event.titleEn, description: event.descriptionEn, dressCode: event.dressCodeEn }
    : { title: event.titleDe, description: event.descriptionDe, dressCode: event.dressCodeDe };
}

/** When an event is, in Swiss time (i18n/format.ts formatTimeRange). */
export { formatTimeRange as formatEventTime } from '../../i18n/format.js';

/** Day of the month and short month for a date badge ("12" / "Juni"), Swiss time. */
export function dateBadge(startsAt: string, language: Language): { day: string; month: string } {
  const date = new Date(startsAt);
  const part = (options: Intl.DateTimeFormatOptions) => swissDateFormat(language, options).format(date);
  return { day: part({ day: 'numeric' }).replace('.', ''), month: part({ month: 'short' }) };
}

/** Form text in francs ("80", "80.50", "80,50") → Rappen; empty → null (not offered); anything else → NaN. */
export function chfToRappen(value: string): number | null {
  const text = value.trim().replace(/^CHF\s*/i, '').replace(/['’\s]/g, '');
  if (text === '') return null;
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Rappen → the form's francs text ("80" or "80.50"). */
export function rappenToChf(rappen: number | null): string {
  if (rappen === null) return '';
  return rappen % 100 === 0 ? String(rappen / 100) : (rappen / 100).toFixed(2);
}

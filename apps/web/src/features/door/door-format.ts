import type { Language } from '@venue/shared';
import type { TFunction } from '../../i18n/translator.js';
import { swissDateFormat } from '../../i18n/format.js';
import type { DoorListEntry } from './operations.js';

/** People in a party (the member included). */
export function partySize(entry: Pick<DoorListEntry, 'reservation'>): number {
  return entry.reservation.femaleGuests + entry.reservation.maleGuests;
}

/** "2 Frauen, 1 Mann" (counts of zero left out). */
export function partyText(entry: Pick<DoorListEntry, 'reservation'>, t: TFunction): string {
  const { femaleGuests, maleGuests } = entry.reservation;
  const parts: string[] = [];
  if (femaleGuests > 0) parts.push(t('admin.door.women', { count: femaleGuests }));
  if (maleGuests > 0) parts.push(t('admin.door.men', { count: maleGuests }));
  return parts.join(', ');
}

/** "Fr., 12. Dez. 2026, 21:00" in Swiss time. */
export function doorWhen(iso: string, language: Language): string {
  const date = new Date(iso);
  const day = swissDateFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  const time = swissDateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return `${day}, ${time}`;
}

/** "21:00" in Swiss time. */
export function doorTime(iso: string, language: Language): string {
  return swissDateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** A Zurich calendar date (YYYY-MM-DD) as "Fr., 12. Dez. 2026". */
export function calendarDate(date: string, language: Language): string {
  // Noon UTC is the same calendar day in Zurich all year.
  return swissDateFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${date}T12:00:00Z`));
}

/** Case- and accent-insensitive search text. */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

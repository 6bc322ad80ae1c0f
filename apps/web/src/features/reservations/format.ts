import type { Language } from '@venue/shared';
import type { TFunction } from '../../i18n/i18n.js';
import { formatTimeRange, swissDateFormat } from '../../i18n/format.js';
import type { Reservation } from './operations.js';

/** The reservation's heading: the event's title, or "Clubtag" for a regular day. */
export function reservationTitle(reservation: Pick<Reservation, 'event'>, language: Language, t: TFunction): string {
  const event = reservation.event;
  if (!event) return t('reservations.clubDay');
  return language === 'en' ? event.titleEn : event.titleDe;
}

/** "Fr., 12. Juni 2026, 20:00–03:00" in Swiss time. */
export function reservationWhen(reservation: Pick<Reservation, 'startsAt' | 'endsAt'>, language: Language): string {
  return formatTimeRange(reservation.startsAt, reservation.endsAt, language);
}

/** "2 Frauen, 1 Mann" (only the non-zero parts). */
export function partyText(party: { femaleGuests: number; maleGuests: number }, t: TFunction): string {
  const parts = [
    party.femaleGuests > 0 ? t('reservations.party.womenCount', { count: party.femaleGuests }) : null,
    party.maleGuests > 0 ? t('reservations.party.menCount', { count: party.maleGuests }) : null,
  ].filter((p): p is string => p !== null);
  return parts.join(', ');
}

/** An opening day as a short label: "Fr., 12. Dez." (Swiss time). */
export function dayLabel(opensAt: string, language: Language): string {
  return swissDateFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(opensAt));
}

/** "21:00–02:00". */
export function hoursLabel(opensAt: string, closesAt: string, language: Language): string {
  const time = swissDateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${time.format(new Date(opensAt))}–${time.format(new Date(closesAt))}`;
}

import ical, { ICalCalendarMethod } from 'ical-generator';
import type { EventRow } from './events.table.js';

const TEXTS = {
  de: { name: 'Club Venue – Veranstaltungen', dressCode: 'Dresscode', coupleOnly: 'Nur für Paare' },
  en: { name: 'Club Venue – events', dressCode: 'Dress code', coupleOnly: 'Couples only' },
} as const;

/**
 * Upcoming events as an iCalendar document: UID stable per event (its id), times in UTC,
 * summary and description in the chosen language, URL to the event's page.
 */
export function eventsCalendar(rows: EventRow[], opts: { baseUrl: string; language: 'de' | 'en' }): string {
  const texts = TEXTS[opts.language];
  const host = new URL(opts.baseUrl).hostname;
  const calendar = ical({ name: texts.name, prodId: { company: 'Club Venue', product: 'events', language: opts.language.toUpperCase() }, method: ICalCalendarMethod.PUBLISH });
  for (const row of rows) {
    const en = opts.language === 'en';
    const dressCode = en ? row.dressCodeEn : row.dressCodeDe;
    const description = [
      en ? row.descriptionEn : row.descriptionDe,
      row.coupleOnly ? texts.coupleOnly : null,
      dressCode ? `${texts.dressCode}: ${dressCode}` : null,
    ].filter(Boolean);
    calendar.createEvent({
      id: `${row.id}@${host}`,
      start: row.startsAt,
      ...(row.endsAt ? { end: row.endsAt } : {}),
      stamp: row.updatedAt,
      summary: en ? row.titleEn : row.titleDe,
      description: description.join('\n\n'),
      url: `${opts.baseUrl}/events/${row.slug}`,
    });
  }
  return calendar.toString();
}

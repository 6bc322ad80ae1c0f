import type { NewEvent } from '../events/events.table.js';
import type { NewNews } from '../news/news.table.js';

/**
 * DEMO ONLY. Placeholder news and events for a fictional venue, so a fresh install does not look
 * empty. Dates are relative to the seeding time: events fall on the next Fridays and Saturdays,
 * one lies in the past. Never seeded with NODE_ENV=production.
 */
const DAY = 86_400_000;

/** The date `days` from `now` at `hour`:00 Swiss time (UTC+1 in winter is close enough for a demo). */
function at(now: Date, days: number, hour: number): Date {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCHours(hour - 1, 0, 0, 0);
  return d;
}

/** Days from `now` to the coming 31 December (next year's when this year's is less than a day away). */
function daysToNewYearsEve(now: Date): number {
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const days = Math.ceil((Date.UTC(year, 11, 31) - now.getTime()) / DAY);
    if (days >= 1) return days;
  }
  return 1;
}

export function demoNews(now: Date): NewNews[] {
  return [
    {
      slug: 'neue-saunalandschaft',
      titleDe: 'Die neue Saunalandschaft ist offen',
      titleEn: 'The new sauna area is open',
      bodyDe:
        'Nach drei Monaten Umbau ist es so weit: Finnische Sauna, Dampfbad und die neue **Kräutersauna** im Untergeschoss sind offen. ' +
        'Die Aufgüsse beginnen jeden Abend um 20 Uhr.',
      bodyEn:
        'After three months of building work it is done: the Finnish sauna, the steam bath and the new **herbal sauna** in the basement are open. ' +
        'Infusions start every evening at 8 pm.',
      publishedAt: new Date(now.getTime() - 2 * DAY),
    },
    {
      slug: 'wintermenue-im-restaurant',
      titleDe: 'Wintermenü im Restaurant',
      titleEn: 'Winter menu in the restaurant',
      bodyDe: 'Unsere Küche serviert ab sofort Fondue chinoise, Wildragout und hausgemachte Marroni-Desserts. Reservation empfohlen.',
      bodyEn: 'From now on our kitchen serves fondue chinoise, game stew and home-made chestnut desserts. Booking recommended.',
      publishedAt: new Date(now.getTime() - 9 * DAY),
    },
    {
      slug: 'neue-oeffnungszeiten-sonntag',
      titleDe: 'Neu auch am Sonntag geöffnet',
      titleEn: 'Now open on Sundays too',
      bodyDe: 'Ab Dezember sind Bar, Lounge und Wellness auch sonntags von 14 bis 22 Uhr für euch da.',
      bodyEn: 'From December the bar, the lounge and the spa are open on Sundays too, from 2 pm to 10 pm.',
      publishedAt: new Date(now.getTime() - 20 * DAY),
    },
  ];
}

export function demoEvents(now: Date): NewEvent[] {
  return [
    {
      slug: 'black-and-white-night',
      titleDe: 'Black & White Night',
      titleEn: 'Black & White Night',
      descriptionDe: 'Ein Abend in Schwarz und Weiss mit DJ in der Lounge und Aperitif im Garten.',
      descriptionEn: 'An evening in black and white with a DJ in the lounge and drinks in the garden.',
      dressCodeDe: 'Schwarz und Weiss',
      dressCodeEn: 'Black and white',
      startsAt: at(now, 5, 20),
      endsAt: at(now, 6, 3),
      // Places for reservations (issue 14): the door list shows how full it is.
      capacity: 80,
      priceManRappen: 80_00,
      priceWomanRappen: 20_00,
      priceCoupleRappen: 60_00,
      publishedAt: now,
    },
    {
      slug: 'paerli-abend',
      titleDe: 'Pärli-Abend',
      titleEn: 'Couples’ evening',
      descriptionDe: 'Ein Abend für euch zwei: Apéro riche, Whirlpools und Saunen exklusiv für euch.',
      descriptionEn: 'An evening for the two of you: a rich apéro, whirlpools and saunas just for you.',
      startsAt: at(now, 12, 19),
      endsAt: at(now, 13, 2),
      coupleOnly: true,
      priceCoupleRappen: 90_00,
      publishedAt: now,
    },
    {
      slug: 'silvester-gala',
      titleDe: 'Silvester-Gala',
      titleEn: 'New Year’s Eve gala',
      descriptionDe: 'Fünfgängiges Menü, Live-Band und Feuerwerk im Garten.',
      descriptionEn: 'Five-course dinner, live band and fireworks in the garden.',
      dressCodeDe: 'Festlich',
      dressCodeEn: 'Formal',
      startsAt: at(now, daysToNewYearsEve(now), 19),
      endsAt: at(now, daysToNewYearsEve(now) + 1, 4),
      priceManRappen: 150_00,
      priceWomanRappen: 90_00,
      priceCoupleRappen: 220_00,
      publishedAt: now,
    },
    {
      slug: 'herbstfest',
      titleDe: 'Herbstfest',
      titleEn: 'Autumn party',
      descriptionDe: 'Sauser, Marroni und Musik im Garten.',
      descriptionEn: 'New wine, roast chestnuts and music in the garden.',
      startsAt: at(now, -14, 18),
      endsAt: at(now, -13, 1),
      priceManRappen: 60_00,
      priceWomanRappen: 20_00,
      priceCoupleRappen: 50_00,
      publishedAt: new Date(now.getTime() - 30 * DAY),
    },
  ];
}

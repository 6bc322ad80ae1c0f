import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { events } from '../events/events.table.js';
import { reservations, type NewReservation } from '../reservations/reservations.table.js';
import { addDays, weekdayOf, zurichDate } from '../reservations/reservations.time.js';
import { userSettings } from '../settings/settings.table.js';

/**
 * DEMO ONLY. Reservations of demo members for the upcoming demo events and one regular day, so the
 * guest list and the door list show something (issue 14): some hidden, one member showing hers to
 * friends only. Reto_ZH has one upcoming reservation. Idempotent: the partial unique indexes keep a
 * second seeding from adding any.
 */
const EVENT_RESERVATIONS: { slug: string; username: string; female: number; male: number; hidden?: boolean }[] = [
  { slug: 'black-and-white-night', username: 'Reto_ZH', female: 0, male: 1 },
  { slug: 'black-and-white-night', username: 'Seraina_GR', female: 1, male: 0 },
  { slug: 'black-and-white-night', username: 'Jonas_und_Dario', female: 0, male: 2 },
  { slug: 'black-and-white-night', username: 'Lea_und_Mirjam', female: 2, male: 0 },
  { slug: 'black-and-white-night', username: 'Beat_Baerner', female: 0, male: 1, hidden: true },
  { slug: 'black-and-white-night', username: 'Chantal_BS', female: 1, male: 0 },
  { slug: 'paerli-abend', username: 'Paerli_Zueri', female: 1, male: 1 },
  { slug: 'paerli-abend', username: 'Anna_and_Tom', female: 1, male: 1, hidden: true },
];
/** Shows her reservations to friends only (spec §3 setting). */
const FRIENDS_ONLY = 'Lea_und_Mirjam';
const DAILY_USERNAME = 'Nadja_LU';

export async function seedDemoReservations(tx: DbOrTx, now: Date): Promise<number> {
  const names = [...new Set([...EVENT_RESERVATIONS.map((r) => r.username), DAILY_USERNAME])];
  const members = new Map((await tx.select({ id: users.id, username: users.username, isVerified: users.isVerified, isPremium: users.isPremium }).from(users).where(inArray(users.username, names))).map((u) => [u.username.toString(), u]));
  const demoEvents = new Map((await tx.select().from(events).where(inArray(events.slug, [...new Set(EVENT_RESERVATIONS.map((r) => r.slug))]))).map((e) => [e.slug, e]));
  const rows: NewReservation[] = [];
  for (const r of EVENT_RESERVATIONS) {
    const member = members.get(r.username);
    const event = demoEvents.get(r.slug);
    if (!member || !event || event.startsAt.getTime() <= now.getTime()) continue;
    rows.push({
      userId: member.id,
      kind: 'EVENT',
      eventId: event.id,
      date: zurichDate(event.startsAt),
      femaleGuests: r.female,
      maleGuests: r.male,
      hidden: r.hidden ?? false,
      status: 'CONFIRMED',
      priority: member.isVerified || member.isPremium,
      createdAt: now,
      updatedAt: now,
    });
  }
  // A regular Thursday without an event, a few days ahead.
  const eventDates = new Set([...demoEvents.values()].map((e) => zurichDate(e.startsAt)));
  const nadja = members.get(DAILY_USERNAME);
  for (let i = 2; i < 23 && nadja; i++) {
    const date = addDays(zurichDate(now), i);
    if (weekdayOf(date) !== 4 || eventDates.has(date)) continue;
    rows.push({ userId: nadja.id, kind: 'DAILY', eventId: null, date, femaleGuests: 1, maleGuests: 1, hidden: false, status: 'CONFIRMED', priority: false, createdAt: now, updatedAt: now });
    break;
  }
  const friendsOnly = members.get(FRIENDS_ONLY);
  if (friendsOnly) await tx.insert(userSettings).values({ userId: friendsOnly.id, reservationsVisibleTo: 'FRIENDS' }).onConflictDoNothing();
  if (rows.length === 0) return 0;
  return (await tx.insert(reservations).values(rows).onConflictDoNothing().returning({ id: reservations.id })).length;
}

import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { events } from '../events/events.table.js';
import { guestbookEntries } from '../guestbook/guestbook.table.js';

/**
 * DEMO ONLY. Published guestbook entries written by demo members, some with the venue's official
 * answer, so /guestbook does not look empty. Idempotent: an entry whose author already has one
 * with the same title is left alone. Never seeded with NODE_ENV=production.
 */
const DAY = 86_400_000;

interface DemoEntry {
  author: string;
  title: string;
  body: string;
  rating: number;
  /** Days before seeding: the visit. */
  visitedDaysAgo?: number;
  /** An event by slug instead of a date. */
  eventSlug?: string;
  publishedDaysAgo: number;
  answer?: string;
}

const ENTRIES: DemoEntry[] = [
  {
    author: 'Sandra_und_Marco',
    title: 'Unser schönster Abend seit Langem',
    body: 'Herzlicher Empfang an der Bar, ein feines Wintermenü und danach stundenlang im Whirlpool. Das Team ist aufmerksam, ohne aufdringlich zu sein. Wir kommen bestimmt wieder!',
    rating: 3,
    visitedDaysAgo: 12,
    publishedDaysAgo: 10,
    answer: 'Liebe Sandra, lieber Marco, herzlichen Dank für die schönen Worte! Wir freuen uns schon auf euren nächsten Besuch. Euer Venue-Team',
  },
  {
    author: 'Seraina_GR',
    title: 'Herbstfest mit Sauser und Marroni',
    body: 'Der Garten war wunderschön beleuchtet, die Musik genau richtig laut. Einziger Wermutstropfen: Bei der Garderobe mussten wir lange anstehen.',
    rating: 2,
    eventSlug: 'herbstfest',
    publishedDaysAgo: 8,
    answer: 'Danke für dein ehrliches Feedback, Seraina! Für die nächsten Anlässe haben wir die Garderobe doppelt besetzt.',
  },
  {
    author: 'Chantal_BS',
    title: 'Lovely saunas, friendly people',
    body: 'First visit with a friend from Basel. The herbal sauna in the basement is a dream and the staff explained everything patiently. Only the parking was a bit tricky to find.',
    rating: 3,
    visitedDaysAgo: 6,
    publishedDaysAgo: 5,
  },
  {
    author: 'Jonas_und_Dario',
    title: 'Gemütliche Lounge, tolle Drinks',
    body: 'Wir haben den Abend in der Lounge verbracht: gute Cocktails, gedämpftes Licht und angenehme Gespräche. Am Samstag war es uns etwas zu voll, darum zwei Sterne.',
    rating: 2,
    visitedDaysAgo: 4,
    publishedDaysAgo: 3,
    answer: 'Merci, Jonas und Dario! Unter der Woche ist es ruhiger – probiert doch einmal einen Donnerstag.',
  },
  {
    author: 'Reto_ZH',
    title: 'Solider Abend',
    body: 'Saubere Anlage und nettes Personal. Das Essen im Restaurant war gut, aber nicht ganz mein Geschmack. Insgesamt ein angenehmer Abend.',
    rating: 1,
    visitedDaysAgo: 2,
    publishedDaysAgo: 1,
  },
];

/** The calendar day `days` before `now` (UTC is close enough for a demo). */
function dayBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);
}

/** Inserts the missing demo entries; returns how many were added. */
export async function seedDemoGuestbook(tx: DbOrTx, now: Date): Promise<number> {
  const authors = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [...new Set(ENTRIES.map((e) => e.author))]));
  const authorId = new Map(authors.map((a) => [a.username, a.id]));
  let added = 0;
  for (const entry of ENTRIES) {
    const author = authorId.get(entry.author);
    if (!author) continue;
    const [existing] = await tx
      .select({ id: guestbookEntries.id })
      .from(guestbookEntries)
      .where(and(eq(guestbookEntries.authorId, author), eq(guestbookEntries.title, entry.title)))
      .limit(1);
    if (existing) continue;
    const [event] = entry.eventSlug ? await tx.select({ id: events.id }).from(events).where(eq(events.slug, entry.eventSlug)).limit(1) : [];
    const publishedAt = new Date(now.getTime() - entry.publishedDaysAgo * DAY);
    await tx.insert(guestbookEntries).values({
      authorId: author,
      title: entry.title,
      body: entry.body,
      rating: entry.rating,
      eventId: event?.id ?? null,
      visitDate: event || entry.visitedDaysAgo === undefined ? null : dayBefore(now, entry.visitedDaysAgo),
      state: 'PUBLISHED',
      officialAnswer: entry.answer ?? null,
      answeredAt: entry.answer ? publishedAt : null,
      publishedAt,
      createdAt: new Date(publishedAt.getTime() - DAY),
      updatedAt: publishedAt,
    });
    added += 1;
  }
  return added;
}

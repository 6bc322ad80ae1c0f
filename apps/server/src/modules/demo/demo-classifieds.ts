import { inArray } from 'drizzle-orm';
import type { Sex } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { classifieds } from '../classifieds/classifieds.table.js';

/**
 * DEMO ONLY. A few classifieds of verified demo members (issue 16), posted over the last days, so
 * /classifieds shows something; Reto_ZH has one of his own. Idempotent: a member who has any
 * classified gets none.
 */
const DEMO_CLASSIFIEDS: { username: string; daysAgo: number; lookingFor: Sex[]; text: string }[] = [
  {
    username: 'Sandra_und_Marco',
    daysAgo: 1,
    // Looks for men too, so a man's "Für dich" (e.g. Reto_ZH's) shows one in the demo.
    lookingFor: ['M', 'MF'],
    text: 'Wir, Anfang 40, suchen einen charmanten Herrn oder ein entspanntes Paar für einen Saunaabend im Club. Zuerst gern ein Apéro an der Bar, ganz ohne Erwartungen.',
  },
  {
    username: 'Jonas_und_Dario',
    daysAgo: 2,
    lookingFor: ['M', 'MM'],
    text: 'Zwei Zürcher mit Sinn für gute Drinks und gute Gespräche. Wer kommt am Freitag mit in den Garten-Club? Schreib uns einfach.',
  },
  {
    username: 'Lea_und_Mirjam',
    daysAgo: 4,
    lookingFor: ['F', 'FF'],
    text: 'Frauenpaar sucht Gesellschaft für einen ruhigen Wellness-Nachmittag – Whirlpool, Tee und Lachen. Diskretion ist für uns selbstverständlich.',
  },
  {
    username: 'Seraina_GR',
    daysAgo: 6,
    lookingFor: ['F', 'MF'],
    text: 'Neu in Zürich und neugierig: Wer zeigt mir die Lounge und erzählt, wie ein erster Abend im Club abläuft? Gern zuerst bei einem Glas Wein.',
  },
  {
    username: 'Reto_ZH',
    daysAgo: 9,
    lookingFor: ['F', 'MF'],
    text: 'Velofahrer und Geniesser sucht Begleitung für die Black & White Night. Tanzen, anstossen, schauen, was der Abend bringt – alles kann, nichts muss.',
  },
];

export async function seedDemoClassifieds(tx: DbOrTx, now: Date): Promise<number> {
  const names = DEMO_CLASSIFIEDS.map((c) => c.username);
  const authors = new Map((await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names))).map((u) => [u.username.toString(), u.id]));
  const posted = new Set((await tx.select({ authorId: classifieds.authorId }).from(classifieds).where(inArray(classifieds.authorId, [...authors.values()]))).map((r) => r.authorId));
  const rows = DEMO_CLASSIFIEDS.flatMap((c) => {
    const authorId = authors.get(c.username);
    if (!authorId || posted.has(authorId)) return [];
    const at = new Date(now.getTime() - c.daysAgo * 86_400_000);
    return [{ authorId, body: c.text, lookingFor: c.lookingFor, createdAt: at, renewedAt: at, updatedAt: at }];
  });
  if (rows.length === 0) return 0;
  return (await tx.insert(classifieds).values(rows).returning({ id: classifieds.id })).length;
}

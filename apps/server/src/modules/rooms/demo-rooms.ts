import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { chatRooms, roomMemberships, roomMessages } from './rooms.table.js';

/**
 * DEMO ONLY. The venue's public rooms of the demo (decision 0019): "Lounge", "Sauna-Talk" and
 * "Events", created by the demo admin, with a few members and messages. Idempotent: a public room
 * of the same name is left alone.
 */
interface DemoRoom {
  name: string;
  description: string;
  messages: { from: string; body: string }[];
}

const ROOMS: DemoRoom[] = [
  {
    name: 'Lounge',
    description: 'Plaudern über alles, was den Abend schöner macht. Bitte respektvoll und diskret. – Chat about anything; be respectful and discreet.',
    messages: [
      { from: 'Admin_Venue', body: 'Willkommen in der Lounge! Hier dürft ihr euch über alles austauschen. Bitte bleibt respektvoll.' },
      { from: 'Reto_ZH', body: 'Hallo zusammen! Wer ist am Freitag an der Bar?' },
      { from: 'Seraina_GR', body: 'Ich komme vielleicht nach dem Abendessen vorbei 🙂' },
      { from: 'Chantal_BS', body: 'Hi everyone, first time here – any tips for newcomers?' },
    ],
  },
  {
    name: 'Sauna-Talk',
    description: 'Aufguss-Zeiten, Lieblingssaunen und Whirlpool-Geschichten. – Sauna sessions, favourite saunas and whirlpool stories.',
    messages: [
      { from: 'Sandra_und_Marco', body: 'Der Birken-Aufguss am Samstag war grossartig!' },
      { from: 'Jonas_und_Dario', body: 'Gibt es diese Woche wieder einen Salz-Aufguss?' },
    ],
  },
  {
    name: 'Events',
    description: 'Fragen und Vorfreude rund um die nächsten Events. – Questions and anticipation about upcoming events.',
    messages: [{ from: 'Lea_und_Mirjam', body: 'Wir freuen uns schon aufs nächste Fest im Garten!' }],
  },
];

export async function seedDemoRooms(tx: DbOrTx, at: Date): Promise<number> {
  const names = [...new Set(ROOMS.flatMap((r) => r.messages.map((m) => m.from)))];
  const found = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names));
  const idOf = new Map(found.map((u) => [u.username, u.id]));
  const adminId = idOf.get('Admin_Venue');
  if (!adminId) return 0;
  let added = 0;
  for (const [index, demo] of ROOMS.entries()) {
    const [existing] = await tx.select({ id: chatRooms.id }).from(chatRooms).where(and(eq(chatRooms.kind, 'PUBLIC'), eq(chatRooms.name, demo.name)));
    if (existing) continue;
    const lines = demo.messages.flatMap((m) => (idOf.has(m.from) ? [{ senderId: idOf.get(m.from)!, body: m.body }] : []));
    const createdAt = new Date(at.getTime() - (ROOMS.length - index) * 3_600_000);
    const [room] = await tx
      .insert(chatRooms)
      .values({ kind: 'PUBLIC', name: demo.name, description: demo.description, ownerId: adminId, lastSeq: lines.length, activeAt: new Date(createdAt.getTime() + lines.length * 60_000), createdAt, updatedAt: createdAt })
      .returning();
    const members = [...new Set([adminId, ...lines.map((l) => l.senderId)])];
    await tx.insert(roomMemberships).values(members.map((userId) => ({ roomId: room!.id, userId, admin: userId === adminId, joinedAt: createdAt, lastReadSeq: lines.length, createdAt })));
    await tx.insert(roomMessages).values(lines.map((line, i) => ({ roomId: room!.id, seq: i + 1, senderId: line.senderId, body: line.body, createdAt: new Date(createdAt.getTime() + (i + 1) * 60_000) })));
    added += 1;
  }
  return added;
}

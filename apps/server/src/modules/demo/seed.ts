import { count, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { insertUser } from '../accounts/accounts.repository.js';
import { createPasswordHasher, type Argon2Params } from '../accounts/passwords.js';
import { news } from '../news/news.table.js';
import { events } from '../events/events.table.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD, DEMO_MEMBER_PASSWORD } from './demo-accounts.js';
import { demoEvents, demoNews } from './demo-content.js';
import { seedDemoGuestbook } from './demo-guestbook.js';
import { seedDemoProfiles } from './demo-profiles.js';
import { seedDemoPictures } from './demo-pictures.js';
import { seedDemoContentPictures } from './demo-content-pictures.js';
import type { Storage } from '../../infra/storage/storage.js';
import { seedDemoRooms } from '../rooms/demo-rooms.js';
import { seedDemoReservations } from './demo-reservations.js';
import { seedDemoSparks } from './demo-sparks.js';
import { seedDemoClassifieds } from './demo-classifieds.js';
import { seedDemoGiftPictures, seedDemoGifts } from './demo-gifts.js';
import { backfillAchievements } from '../achievements/achievements.backfill.js';

/**
 * Inserts the demo accounts, news and events that are missing (idempotent: existing e-mails and
 * slugs are left alone). Each demo password is hashed once and the hash reused, so seeding takes
 * a fraction of a second. With `storage`, the demo members also get their generated pictures.
 */
export async function seedDemo(db: Db, argon2: Argon2Params, now: () => Date = () => new Date(), storage?: Storage) {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const have = new Set(existing.map((r) => r.email.toLowerCase()));
  const missing = DEMO_ACCOUNTS.filter((a) => !have.has(a.email));
  const hashes = missing.length > 0 ? await hashDemoPasswords(argon2) : undefined;
  const at = now();
  const seeded = await db.transaction(async (tx) => {
    if (hashes) {
      for (const a of missing) {
        await insertUser(tx, {
          email: a.email,
          username: a.username,
          passwordHash: a.admin ? hashes.admin : hashes.member,
          phone: a.phone,
          sex: a.sex,
          language: a.language,
          admin: a.admin ?? false,
          isVerified: a.verified ?? false,
          // The pending demo member has confirmed the e-mail (an unconfirmed address cannot sign in
          // with its password, decision 0026), so the phone step can be tried out.
          emailVerifiedAt: at,
          phoneVerifiedAt: a.pending ? null : at,
        });
      }
    }
    const newsAdded = await tx.insert(news).values(demoNews(at)).onConflictDoNothing().returning({ id: news.id });
    const eventsAdded = await tx.insert(events).values(demoEvents(at)).onConflictDoNothing().returning({ id: events.id });
    const guestbook = await seedDemoGuestbook(tx, at);
    const profiles = await seedDemoProfiles(tx);
    const rooms = await seedDemoRooms(tx, at);
    const reservations = await seedDemoReservations(tx, at);
    const sparks = await seedDemoSparks(tx, at);
    const classifieds = await seedDemoClassifieds(tx, at);
    const gifts = await seedDemoGifts(tx, at);
    return { created: missing.length, existing: DEMO_ACCOUNTS.length - missing.length, news: newsAdded.length, events: eventsAdded.length, guestbook, profiles, rooms, reservations, sparks, classifieds, gifts };
  });
  // Pictures are generated outside the transaction (image work does not hold the database).
  const pictures = storage ? await seedDemoPictures(db, storage) : 0;
  const contentPictures = storage ? await seedDemoContentPictures(db, storage) : 0;
  const giftPictures = storage ? await seedDemoGiftPictures(db, storage) : 0;
  // The demo members get what their seeded messages, friends and photos earned (decision 0048).
  const achievements = await backfillAchievements(db, at);
  return { ...seeded, pictures, contentPictures, giftPictures, achievements };
}

async function hashDemoPasswords(argon2: Argon2Params) {
  const hasher = createPasswordHasher(argon2);
  const [member, admin] = await Promise.all([hasher.hash(DEMO_MEMBER_PASSWORD), hasher.hash(DEMO_ADMIN_PASSWORD)]);
  return { member, admin };
}

/** On start (SEED_DEMO, never in production): seeds the demo accounts into a database without members. */
export async function seedDemoIfEmpty(deps: AppDeps, log: (msg: string) => void): Promise<void> {
  if (deps.config.isProduction) return;
  const [row] = await deps.database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const started = Date.now();
  const { created, news: newsCount, events: eventCount, pictures } = await seedDemo(deps.database.db, deps.config.argon2, deps.now, deps.storage);
  log(`seeded ${created} demo accounts (${pictures} with pictures), ${newsCount} news and ${eventCount} events in ${Date.now() - started} ms (DEMO ONLY: passwords in README.md, "Demo accounts")`);
}

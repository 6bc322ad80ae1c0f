import { sql } from 'drizzle-orm';
import { sparkDecisions } from '../../src/modules/spark/spark.table.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { achievementsProgressed } from '../../src/modules/achievements/achievements.progress.js';
import { backfillAchievements, backfillAchievementsOnce } from '../../src/modules/achievements/achievements.backfill.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { chatRooms, roomMessages } from '../../src/modules/rooms/rooms.table.js';
import { member, seedFriends } from '../friends/support.js';
import { staffMember } from '../rooms/support.js';
import { insertPhotoRows } from '../photos/support.js';
import { achievementNotices, earnedKeys } from './support.js';

// Exactly once per member and achievement (issue 16): racing transactions (real ones on PostgreSQL
// with TEST_DATABASE_URL, where the pool holds several connections, as two app instances would),
// the backfill, and the sparks-received family through a stand-in for the Spark part's table.
describe('achievements are awarded exactly once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('two concurrent transactions award and tell the member once', async () => {
    const anna = await member(t);
    await seedFriends(t, anna, 1);
    const db = t.deps.database.db;
    const at = new Date();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction(async (tx) => {
          const inserted = await achievementsProgressed(tx, anna.id, 'FRIENDS', at);
          // Hold the transaction open a moment so the others' inserts meet this one's uncommitted row.
          await tx.execute(sql`select pg_sleep(0.05)`);
          return inserted.length;
        }),
      ),
    );
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await earnedKeys(t, anna.id)).toEqual(['FRIENDS_1']);
    expect(await achievementNotices(t, anna.id)).toHaveLength(1);
  });

  it('sparks received earn "1 like" and "100 likes"; skips are not likes', async () => {
    const db = t.deps.database.db;
    const liked = await member(t, { sex: 'F' });
    // 101 other members (straight in the table: only their sparks matter here).
    const likers = (await db.execute(
      sql`insert into users (email, username, slug, password_hash, language) select 'liker' || g || '@example.com', 'Liker_' || g, 'liker_' || g, '!', 'de' from generate_series(1, 101) g returning id`,
    )) as unknown as { rows: { id: string }[] };
    const [skipper, ...sparkers] = likers.rows.map((r) => r.id);
    const decide = (actors: string[], kind: 'SPARK' | 'SKIP') =>
      db.insert(sparkDecisions).values(actors.map((actorId) => ({ actorId, targetId: liked.id, kind })));
    await decide([skipper!], 'SKIP');
    await db.transaction((tx) => achievementsProgressed(tx, liked.id, 'LIKES', new Date()));
    expect(await earnedKeys(t, liked.id)).toEqual([]);
    await decide(sparkers.slice(0, 99), 'SPARK');
    await db.transaction((tx) => achievementsProgressed(tx, liked.id, 'LIKES', new Date()));
    expect(await earnedKeys(t, liked.id)).toEqual(['LIKES_1']);
    await decide(sparkers.slice(99), 'SPARK');
    await db.transaction((tx) => achievementsProgressed(tx, liked.id, 'LIKES', new Date()));
    expect(await earnedKeys(t, liked.id)).toEqual(['LIKES_1', 'LIKES_100']);
    expect(await achievementNotices(t, liked.id)).toHaveLength(2);
  });

  it('the backfill gives members what they had reached, silently, once; staff get nothing', async () => {
    const db = t.deps.database.db;
    const old = await member(t, { verified: true });
    await seedFriends(t, old, 50, { verified: true });
    await insertPhotoRows(t, old, 2);
    const staff = await staffMember(t);
    const [lobby] = await db.insert(chatRooms).values({ kind: 'PUBLIC', name: 'Lobby Backfill', ownerId: staff.id, lastSeq: 2 }).returning();
    const [secret] = await db.insert(chatRooms).values({ kind: 'PRIVATE', name: 'Geheim', ownerId: staff.id, lastSeq: 1 }).returning();
    await db.insert(roomMessages).values([
      { roomId: lobby!.id, seq: 1, senderId: old.id, body: 'Hallo' },
      { roomId: lobby!.id, seq: 2, senderId: staff.id, body: 'Willkommen' },
    ]);
    const whisperer = await member(t);
    await db.insert(roomMessages).values({ roomId: secret!.id, seq: 1, senderId: whisperer.id, body: 'psst' });
    await db.insert(friendships).values({ requesterId: staff.id, addresseeId: whisperer.id, status: 'PENDING' });

    const at = new Date();
    expect(await backfillAchievementsOnce(db, at)).toBeGreaterThanOrEqual(4);
    expect(await earnedKeys(t, old.id)).toEqual(['FRIENDS_1', 'FRIENDS_50', 'ROOM_MESSAGES_1', 'UPLOADS_1']);
    expect(await earnedKeys(t, staff.id)).toEqual([]);
    expect(await earnedKeys(t, whisperer.id)).toEqual([]);
    // No notification flood on deployment: backfilled achievements are simply there.
    expect(await achievementNotices(t, old.id)).toEqual([]);

    // Once per deployment; and the plain backfill (demo seed) is idempotent.
    expect(await backfillAchievementsOnce(db, at)).toBeNull();
    expect(await backfillAchievements(db, at)).toBe(0);
    expect(await earnedKeys(t, old.id)).toEqual(['FRIENDS_1', 'FRIENDS_50', 'ROOM_MESSAGES_1', 'UPLOADS_1']);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { achievementsProgressed } from '../../src/modules/achievements/achievements.progress.js';
import { FAMILY_COUNTERS, type FamilyCounter } from '../../src/modules/achievements/achievements.counts.js';
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

  it('sparks received earn "1 like" and "100 likes" (counted from the spark table at merge)', async () => {
    const db = t.deps.database.db;
    // A stand-in for the Spark part's table: sparks with their target.
    await db.execute(sql`create table if not exists test_sparks (target_id uuid not null)`);
    const counter: FamilyCounter = async (tx, userId, limit) => {
      const result = (await tx.execute(sql`select count(*)::int as n from (select 1 from test_sparks where target_id = ${userId} limit ${limit}) s`)) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    const original = FAMILY_COUNTERS.LIKES;
    FAMILY_COUNTERS.LIKES = counter;
    try {
      const liked = await member(t, { sex: 'F' });
      await db.transaction((tx) => achievementsProgressed(tx, liked.id, 'LIKES', new Date()));
      expect(await earnedKeys(t, liked.id)).toEqual([]);
      await db.execute(sql`insert into test_sparks select ${liked.id}::uuid from generate_series(1, 99)`);
      await db.transaction((tx) => achievementsProgressed(tx, liked.id, 'LIKES', new Date()));
      expect(await earnedKeys(t, liked.id)).toEqual(['LIKES_1']);
      await db.execute(sql`insert into test_sparks values (${liked.id}::uuid)`);
      await db.transaction((tx) => achievementsProgressed(tx, liked.id, 'LIKES', new Date()));
      expect(await earnedKeys(t, liked.id)).toEqual(['LIKES_1', 'LIKES_100']);
      expect(await achievementNotices(t, liked.id)).toHaveLength(2);
    } finally {
      FAMILY_COUNTERS.LIKES = original;
    }
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

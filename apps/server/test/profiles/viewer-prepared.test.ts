import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { findUserById } from '../../src/modules/accounts/accounts.repository.js';
import { membersWithBlocksFor } from '../../src/modules/conversations/conversations.repository.js';
import { listOnline } from '../../src/modules/presence/presence.repository.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { eq, sql } from 'drizzle-orm';
import { FRIENDS, ONLINE_USERS, PROFILE_LISTS } from '@venue/shared';
import { listRequests } from '../../src/modules/friends/friends.repository.js';
import { listShownNotifications } from '../../src/modules/notifications/notifications.repository.js';
import { block, member, type Member } from './support.js';
import { PADDED_ID_COUNTS } from '../../src/db/prepared.js';

// A statement prepared once per kind of viewer (viewer-prepared.ts) answers each viewer by their own
// rules: the same handle serves an unverified, a verified and a staff viewer, in turns.

describe('statements prepared per kind of viewer', () => {
  let t: TestApp;
  let target: Member;
  let womenOnly: Member;
  beforeAll(async () => {
    t = await createTestApp();
    target = await member(t, { sex: 'F', visitableOnlyByVerified: true });
    womenOnly = await member(t, { sex: 'F', lookingFor: ['F'] });
  });
  afterAll(() => t.close());

  /** The two members as `viewer` sees them, through the statement prepared for the viewer's kind. */
  async function seenBy(viewer: Member) {
    const row = (await findUserById(t.deps.database.db, viewer.id))!;
    return membersWithBlocksFor(t.deps.database.db, row, [target.id, womenOnly.id]);
  }
  const allowed = async (viewer: Member) => {
    const { members } = await seenBy(viewer);
    return [members.get(target.id)!.isAllowedToVisit, members.get(womenOnly.id)!.isAllowedToVisit];
  };
  const blockedBy = async (viewer: Member) => [...(await seenBy(viewer)).blocked.blockedViewer];

  it('applies the verified-only setting and the profile type to each viewer, whoever asked before', async () => {
    const man = await member(t, { sex: 'M' });
    const otherMan = await member(t, { sex: 'M' });
    const verifiedWoman = await member(t, { sex: 'F', verified: true });
    const staff = await member(t, { admin: true });
    expect(await allowed(man)).toEqual([false, false]);
    expect(await allowed(verifiedWoman)).toEqual([true, true]);
    expect(await allowed(staff)).toEqual([true, true]);
    // The same kind as the first viewer, another member: the prepared statement takes their id.
    expect(await allowed(otherMan)).toEqual([false, false]);
    expect(await allowed(man)).toEqual([false, false]);
  });

  it('takes the viewer’s own id: a block shows for the blocked member only', async () => {
    const blocked = await member(t, { sex: 'M' });
    const bystander = await member(t, { sex: 'M' });
    await block(t, womenOnly, blocked);
    expect(await blockedBy(blocked)).toEqual([womenOnly.id]);
    expect(await blockedBy(bystander)).toEqual([]);
    expect(await blockedBy(blocked)).toEqual([womenOnly.id]);
  });

  it('answers for every member asked, one to many (a statement per count up to four, padded sizes past it, a list past them), each once', async () => {
    const viewer = (await findUserById(t.deps.database.db, (await member(t, { sex: 'M' })).id))!;
    const others = [target, womenOnly];
    const largest = PADDED_ID_COUNTS[PADDED_ID_COUNTS.length - 1]!;
    while (others.length < largest + 2) others.push(await member(t, { sex: 'F' }));
    const counts = new Set([1, 2, 3, 4, ...PADDED_ID_COUNTS.flatMap((n) => [n - 1, n, n + 1]), others.length]);
    for (const n of counts) {
      const ids = others.slice(0, n).map((m) => m.id);
      const { members } = await membersWithBlocksFor(t.deps.database.db, viewer, [...ids, ids[0]!]);
      expect([...members.keys()].sort(), `${n} members`).toEqual([...ids].sort());
    }
  });

  it('lists who is online for each viewer: a block hides a member from that viewer only, and the inactive are not listed', async () => {
    const online = await member(t, { sex: 'F' });
    const away = await member(t, { sex: 'F' });
    const [blocker, bystander] = [await member(t, { sex: 'M' }), await member(t, { sex: 'M' })];
    const db = t.deps.database.db;
    const now = t.deps.now();
    await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, online.id));
    await db.update(users).set({ lastActiveAt: new Date(now.getTime() - 3_600_000) }).where(eq(users.id, away.id));
    await block(t, blocker, online);
    const listed = async (viewer: Member) => (await listOnline(db, (await findUserById(db, viewer.id))!, now, null, 100)).map((r) => r.id);
    expect(await listed(blocker)).not.toContain(online.id);
    expect(await listed(bystander)).toContain(online.id);
    expect(await listed(bystander)).not.toContain(away.id);
    expect(await listed(blocker)).not.toContain(online.id);
  });

  it('answers a first page the same whether its size is one the screens ask (written into the SQL) or any other', async () => {
    const db = t.deps.database.db;
    const now = t.deps.now();
    const viewer = (await findUserById(db, (await member(t, { sex: 'M' })).id))!;
    for (let i = 0; i < 4; i++) {
      const m = await member(t, { sex: 'F' });
      await db.update(users).set({ lastActiveAt: new Date(now.getTime() - i * 1000) }).where(eq(users.id, m.id));
    }
    const online = async (limit: number) => (await listOnline(db, viewer, now, null, limit)).map((r) => r.id);
    const all = await online(ONLINE_USERS.home + 1);
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const limit of [1, 3, ONLINE_USERS.pageSize + 1, ONLINE_USERS.pageSizeMax + 1]) expect(await online(limit)).toEqual(all.slice(0, limit));
  });

  // The reason for sizes written into the SQL (decision 0069): PostgreSQL keeps a generic plan of the
  // statement instead of planning each execution again. The embedded database runs no named statements.
  it.skipIf(!process.env.TEST_DATABASE_URL)('home’s first pages run on a plan PostgreSQL keeps (TEST_DATABASE_URL)', async () => {
    const db = t.deps.database.db;
    const viewer = (await findUserById(db, (await member(t, { sex: 'M' })).id))!;
    const plans = await db.transaction(async (tx) => {
      // One connection: prepared statements and their plans are its own.
      for (let i = 0; i < 8; i++) {
        await listOnline(tx, viewer, t.deps.now(), null, ONLINE_USERS.home + 1);
        await listRequests(tx, viewer, 'INCOMING', null, FRIENDS.homeRequests + 1);
        await listShownNotifications(tx, viewer, PROFILE_LISTS.pageSize + 1);
      }
      const rows = await tx.execute(sql`select name, statement, generic_plans from pg_prepared_statements where name ~ '^(online_first|friend_requests_incoming_first|shown_notifications_first)_'`);
      return (rows as unknown as { rows: { name: string; statement: string; generic_plans: string }[] }).rows;
    });
    const limits = { online_first: ONLINE_USERS.home + 1, friend_requests_incoming_first: FRIENDS.homeRequests + 1, shown_notifications_first: PROFILE_LISTS.pageSize + 1 };
    for (const [name, limit] of Object.entries(limits)) {
      const statement = plans.find((p) => p.name.startsWith(`${name}_${limit}_`));
      // The size is in the text, not a parameter PostgreSQL would have to guess…
      expect(statement?.statement, name).toMatch(new RegExp(`limit ${limit}$`));
      // …and after five custom plans to compare against, the generic one ran the rest.
      expect(Number(statement?.generic_plans), name).toBeGreaterThan(0);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { findUserById } from '../../src/modules/accounts/accounts.repository.js';
import { membersWithBlocksFor } from '../../src/modules/conversations/conversations.repository.js';
import { listOnline } from '../../src/modules/presence/presence.repository.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { eq } from 'drizzle-orm';
import { block, member, type Member } from './support.js';

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

  it('answers for every member asked, one to many (a statement per count up to four, a list past it), each once', async () => {
    const viewer = (await findUserById(t.deps.database.db, (await member(t, { sex: 'M' })).id))!;
    const others = [target, womenOnly];
    for (let i = 0; i < 4; i++) others.push(await member(t, { sex: 'F' }));
    for (let n = 1; n <= others.length; n++) {
      const ids = others.slice(0, n).map((m) => m.id);
      const { members } = await membersWithBlocksFor(t.deps.database.db, viewer, [...ids, ids[0]!]);
      expect([...members.keys()].sort()).toEqual([...ids].sort());
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
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import {
  ACCEPT,
  BLOCK,
  BLOCKED_IDS,
  BLOCKS,
  BLOCK_WITH,
  FRIENDS,
  REQUEST,
  REQUESTS,
  STATE,
  UNBLOCK,
  befriend,
  errorOf,
  member,
  memberSlugs,
  request,
  rowsBetween,
  snapshot,
  type TestMember,
} from '../friends/support.js';

// Spec §3, §6: a block works both ways at once; its reason is the blocker's alone.

describe('blocks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const block = (by: TestMember, whom: TestMember, reason?: string | null) => t.gql(BLOCK, { slug: whom.slug, reason }, { token: by.token });
  const friendsOf = async (m: TestMember) => memberSlugs((await t.gql(FRIENDS, {}, { token: m.token })).data!.friends);
  const requestsOf = async (m: TestMember, direction: 'INCOMING' | 'OUTGOING') => memberSlugs((await t.gql(REQUESTS, { direction }, { token: m.token })).data!.friendRequests);

  it('the blocker sees the block with its reason; the blocked member sees neither', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const res = await block(anna, ben, '  schreibt mir ständig  ');
    expect(res.errors).toBeUndefined();
    expect(res.data!.block).toMatchObject({ member: { id: ben.id, slug: ben.slug }, reason: 'schreibt mir ständig' });

    const list = (await t.gql(BLOCKS, {}, { token: anna.token })).data!.blocks;
    expect(list.nodes).toEqual([expect.objectContaining({ member: expect.objectContaining({ slug: ben.slug }), reason: 'schreibt mir ständig' })]);
    expect((await t.gql(BLOCK_WITH, { slug: ben.slug }, { token: anna.token })).data!.blockWith).toEqual({ member: { slug: ben.slug }, reason: 'schreibt mir ständig' });
    expect((await t.gql(BLOCKED_IDS, {}, { token: anna.token })).data!.currentUser).toMatchObject({ blockedUserIds: [ben.id], blockedByUsers: [] });

    // The blocked member: no list entry, no reason, no id — only refusals.
    expect((await t.gql(BLOCKS, {}, { token: ben.token })).data!.blocks.nodes).toEqual([]);
    expect((await t.gql(BLOCK_WITH, { slug: anna.slug }, { token: ben.token })).data!.blockWith).toBeNull();
    expect((await t.gql(BLOCKED_IDS, {}, { token: ben.token })).data!.currentUser).toMatchObject({ blockedUserIds: [], blockedByUsers: [] });
    const state = await t.gql(STATE, { slug: anna.slug }, { token: ben.token });
    expect(JSON.stringify(state)).not.toContain('ständig');
    expect(state.data!.friendshipWith).toMatchObject({ requestRefusal: 'BLOCKED_BY_USER', viewerCan: { request: false } });
  });

  it('ends a friendship in the same step; neither sees the other in the friends list', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    await befriend(t, anna, ben);
    await block(ben, anna);
    expect(await friendsOf(anna)).toEqual([]);
    expect(await friendsOf(ben)).toEqual([]);
    expect((await rowsBetween(t, anna, ben)).map((r) => [r.status, r.endedBy])).toEqual([['REMOVED', ben.id]]);
  });

  it('ends open requests either way: REVOKED when the blocker sent it, DECLINED when they received it', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const carla = await member(t, { sex: 'F' });
    await request(t, anna, ben);
    await request(t, carla, anna);
    await block(anna, ben);
    await block(anna, carla);
    expect((await rowsBetween(t, anna, ben)).map((r) => r.status)).toEqual(['REVOKED']);
    expect((await rowsBetween(t, anna, carla)).map((r) => r.status)).toEqual(['DECLINED']);
    for (const m of [anna, ben, carla]) {
      expect(await requestsOf(m, 'INCOMING')).toEqual([]);
      expect(await requestsOf(m, 'OUTGOING')).toEqual([]);
    }
  });

  it('the blocked member cannot befriend the blocker, and the blocker must unblock first', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    await block(anna, ben);
    expect(errorOf(await t.gql(REQUEST, { slug: anna.slug }, { token: ben.token }))?.code).toBe('BLOCKED_BY_USER');
    expect(errorOf(await t.gql(REQUEST, { slug: ben.slug }, { token: anna.token }))?.code).toBe('USER_BLOCKED');
    expect((await t.gql(STATE, { slug: ben.slug }, { token: anna.token })).data!.friendshipWith.requestRefusal).toBe('USER_BLOCKED');
    expect(await rowsBetween(t, anna, ben)).toEqual([]);

    expect((await t.gql(UNBLOCK, { slug: ben.slug }, { token: anna.token })).data!.unblock).toBe(true);
    expect((await t.gql(BLOCKS, {}, { token: anna.token })).data!.blocks.nodes).toEqual([]);
    await request(t, ben, anna);
    expect(await requestsOf(anna, 'INCOMING')).toEqual([ben.slug]);
  });

  it('a block hides a friendship both ways even where an old row says ACCEPTED', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    const db = t.deps.database.db;
    // Data as it might have been before blocks ended friendships: both rows at once.
    await db.insert(friendships).values({ requesterId: anna.id, addresseeId: ben.id, status: 'ACCEPTED', respondedAt: new Date() });
    await db.insert(blocks).values({ blockerId: ben.id, blockedId: anna.id });
    expect(await friendsOf(anna)).toEqual([]);
    expect(await friendsOf(ben)).toEqual([]);
  });

  it('blocking again updates the reason; both may block each other; each lifts only their own', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t);
    await block(anna, ben, 'erster Grund');
    const again = await block(anna, ben, '');
    expect(again.data!.block.reason).toBeNull();
    await block(ben, anna, 'auch genug');
    expect((await t.gql(BLOCKS, {}, { token: ben.token })).data!.blocks.nodes.map((b: { reason: string }) => b.reason)).toEqual(['auch genug']);

    expect((await t.gql(UNBLOCK, { slug: anna.slug }, { token: ben.token })).data!.unblock).toBe(true);
    // Anna's block still stands, so it still works both ways.
    expect(errorOf(await t.gql(REQUEST, { slug: anna.slug }, { token: ben.token }))?.code).toBe('BLOCKED_BY_USER');
  });

  describe('refused, and nothing changes', () => {
    async function refused(query: string, variables: Record<string, unknown>, token: string | undefined, code: string) {
      const before = await snapshot(t);
      const res = await t.gql(query, variables, token ? { token } : {});
      expect(errorOf(res)?.code).toBe(code);
      expect(await snapshot(t)).toEqual(before);
      return res;
    }

    it('a reason of more than 500 characters', async () => {
      const anna = await member(t, { sex: 'F' });
      const ben = await member(t);
      await befriend(t, anna, ben);
      const res = await refused(BLOCK, { slug: ben.slug, reason: 'x'.repeat(501) }, anna.token, 'BLOCK_REASON_TOO_LONG');
      expect(errorOf(res)?.fields).toEqual([{ field: 'reason', code: 'BLOCK_REASON_TOO_LONG' }]);
      expect(await friendsOf(anna)).toEqual([ben.slug]);
      expect((await block(anna, ben, 'x'.repeat(500))).errors).toBeUndefined();
    });

    it('oneself, an unknown member, a visitor', async () => {
      const anna = await member(t, { sex: 'F' });
      await refused(BLOCK, { slug: anna.slug }, anna.token, 'BLOCK_SELF');
      await refused(BLOCK, { slug: 'niemand-hier' }, anna.token, 'USER_NOT_FOUND');
      await refused(BLOCK, { slug: anna.slug }, undefined, 'NOT_SIGNED_IN');
      await refused(UNBLOCK, { slug: anna.slug }, undefined, 'NOT_SIGNED_IN');
      await refused(BLOCKS, {}, undefined, 'NOT_SIGNED_IN');
    });

    it('unblocking without a block, or the other side’s block', async () => {
      const anna = await member(t, { sex: 'F' });
      const ben = await member(t);
      await refused(UNBLOCK, { slug: ben.slug }, anna.token, 'NOT_FOUND');
      await block(anna, ben, 'privat');
      await refused(UNBLOCK, { slug: anna.slug }, ben.token, 'NOT_FOUND');
      await refused(UNBLOCK, { slug: 'niemand-hier' }, ben.token, 'NOT_FOUND');
    });

    it('accepting a request after the addressee was blocked by the requester', async () => {
      const anna = await member(t, { sex: 'F' });
      const ben = await member(t);
      const id = await request(t, ben, anna);
      await block(ben, anna);
      await refused(ACCEPT, { id }, anna.token, 'NOT_FOUND');
    });
  });
});

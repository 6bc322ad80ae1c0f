import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { addNotification } from '../../src/modules/notifications/notifications.repository.js';
import { MARK_READ, NOTIFICATIONS, UNREAD, block, errorOf, member, setUser, visit, type Member } from './support.js';

// /home's notifications through /graphql: friend requests, accepted friendships, new visitors.

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function list(viewer: Member, variables: Record<string, unknown> = {}) {
    const res = await t.gql(NOTIFICATIONS, variables, { token: viewer.token });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.notifications as { nodes: { id: string; kind: string; readAt: string | null; actor: { id: string; username: string; isAllowedToVisit: boolean } | null }[]; hasNextPage: boolean; endCursor: string | null };
  }
  const unread = async (viewer: Member) => (await t.gql(UNREAD, {}, { token: viewer.token })).data!.unreadNotificationCount as number;

  async function notify(to: Member, from: Member, kind: 'FRIEND_REQUEST' | 'FRIEND_ACCEPTED' | 'PROFILE_VISIT') {
    await addNotification(t.deps.database.db, { userId: to.id, kind, actorId: from.id, at: t.deps.now() });
    t.advance(1000);
  }

  it('lists friend requests, accepted friendships and visits newest first; marking read clears the count', async () => {
    const vera = await member(t, { verified: true });
    const anna = await member(t);
    const beat = await member(t);
    await notify(vera, anna, 'FRIEND_REQUEST');
    await notify(vera, beat, 'FRIEND_ACCEPTED');
    await visit(t, anna, vera);

    const shown = await list(vera);
    expect(shown.nodes.map((n) => [n.kind, n.actor?.id, n.readAt])).toEqual([
      ['PROFILE_VISIT', anna.id, null],
      ['FRIEND_ACCEPTED', beat.id, null],
      ['FRIEND_REQUEST', anna.id, null],
    ]);
    expect(shown.nodes[0]!.actor).toMatchObject({ username: anna.username, isAllowedToVisit: true });
    expect(await unread(vera)).toBe(3);

    expect((await t.gql(MARK_READ, {}, { token: vera.token })).data!.markNotificationsRead).toBe(3);
    expect(await unread(vera)).toBe(0);
    expect((await list(vera)).nodes.every((n) => n.readAt !== null)).toBe(true);
    expect((await t.gql(MARK_READ, {}, { token: vera.token })).data!.markNotificationsRead).toBe(0);
  });

  it('keeps the visitor’s name from members who may not see their visitors (not verified)', async () => {
    const plain = await member(t);
    const anna = await member(t);
    await visit(t, anna, plain);
    await notify(plain, anna, 'FRIEND_REQUEST');
    const shown = await list(plain);
    expect(shown.nodes.map((n) => [n.kind, n.actor?.id ?? null])).toEqual([
      ['FRIEND_REQUEST', anna.id],
      ['PROFILE_VISIT', null],
    ]);
    expect(await unread(plain)).toBe(2);
  });

  it('leaves out members blocked either way, deleted or deactivated (list and count)', async () => {
    const vera = await member(t, { verified: true });
    const blocker = await member(t);
    const blockedOne = await member(t);
    const gone = await member(t);
    const friend = await member(t);
    for (const m of [blocker, blockedOne, gone, friend]) await notify(vera, m, 'FRIEND_REQUEST');
    await block(t, blocker, vera);
    await block(t, vera, blockedOne);
    await setUser(t, gone, { isDeactivated: true });
    expect((await list(vera)).nodes.map((n) => n.actor?.id)).toEqual([friend.id]);
    expect(await unread(vera)).toBe(1);
  });

  it('pages with first and after; only for signed-in members, only their own', async () => {
    const vera = await member(t);
    const other = await member(t);
    const senders: Member[] = [];
    for (let i = 0; i < 3; i++) {
      const m = await member(t);
      senders.push(m);
      await notify(vera, m, 'FRIEND_REQUEST');
    }
    const first = await list(vera, { first: 2 });
    expect(first.nodes.map((n) => n.actor?.id)).toEqual([senders[2]!.id, senders[1]!.id]);
    const second = await list(vera, { first: 2, after: first.endCursor });
    expect(second.nodes.map((n) => n.actor?.id)).toEqual([senders[0]!.id]);
    expect(second.hasNextPage).toBe(false);
    expect((await list(other)).nodes).toEqual([]);
    expect(errorOf(await t.gql(NOTIFICATIONS, {}))?.code).toBe('NOT_SIGNED_IN');
    expect(errorOf(await t.gql(MARK_READ, {}))?.code).toBe('NOT_SIGNED_IN');
  });
});

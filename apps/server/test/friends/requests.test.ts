import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import {
  ACCEPT,
  DECLINE,
  FORGED_ID,
  FRIENDS,
  REMOVE,
  REQUEST,
  REQUESTS,
  REVOKE,
  STATE,
  befriend,
  errorOf,
  member,
  memberSlugs,
  notificationsOf,
  request,
  rowsBetween,
  snapshot,
  type TestMember,
} from './support.js';

// The life of a friendship through /graphql (spec §4): request, accept, decline, revoke, remove.

describe('friend requests and friendships', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const incoming = async (m: TestMember) => (await t.gql(REQUESTS, { direction: 'INCOMING' }, { token: m.token })).data!.friendRequests;
  const outgoing = async (m: TestMember) => (await t.gql(REQUESTS, { direction: 'OUTGOING' }, { token: m.token })).data!.friendRequests;
  const friendsOf = async (m: TestMember) => (await t.gql(FRIENDS, {}, { token: m.token })).data!.friends;
  const stateOf = async (viewer: TestMember, other: TestMember) => (await t.gql(STATE, { slug: other.slug }, { token: viewer.token })).data!.friendshipWith;

  it('a request shows as outgoing for the sender and incoming for the addressee, with a notification', async () => {
    const ben = await member(t);
    const anna = await member(t, { sex: 'F' });
    expect(await stateOf(ben, anna)).toMatchObject({ relation: 'NONE', requestRefusal: null, friendship: null, viewerCan: { request: true, accept: false, remove: false } });

    const res = await t.gql(REQUEST, { slug: anna.slug }, { token: ben.token });
    expect(res.errors).toBeUndefined();
    const state = res.data!.requestFriendship;
    expect(state).toMatchObject({ relation: 'REQUEST_SENT', requestRefusal: 'FRIEND_REQUEST_EXISTS', member: { slug: anna.slug }, friendship: { status: 'PENDING', incoming: false } });
    expect(state.viewerCan).toEqual({ request: false, accept: false, decline: false, revoke: true, remove: false });

    const theirs = await incoming(anna);
    expect(memberSlugs(theirs)).toEqual([ben.slug]);
    expect(theirs.nodes[0].friendship).toMatchObject({ status: 'PENDING', incoming: true, viewerCan: { accept: true, decline: true, revoke: false, remove: false } });
    expect(memberSlugs(await outgoing(ben))).toEqual([anna.slug]);
    expect(memberSlugs(await incoming(ben))).toEqual([]);
    expect((await stateOf(anna, ben)).relation).toBe('REQUEST_RECEIVED');

    const notes = await notificationsOf(t, anna);
    expect(notes).toEqual([expect.objectContaining({ kind: 'FRIEND_REQUEST', actorId: ben.id, subjectId: state.friendship.id })]);
  });

  it('accepting makes both friends and tells the requester', async () => {
    const ben = await member(t);
    const anna = await member(t, { sex: 'F' });
    const id = await request(t, ben, anna);
    const res = await t.gql(ACCEPT, { id }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.acceptFriendship).toMatchObject({ id, status: 'ACCEPTED', respondedAt: expect.any(String), viewerCan: { remove: true, accept: false } });

    expect(memberSlugs(await friendsOf(ben))).toEqual([anna.slug]);
    expect(memberSlugs(await friendsOf(anna))).toEqual([ben.slug]);
    expect(memberSlugs(await incoming(anna))).toEqual([]);
    expect((await stateOf(ben, anna)).relation).toBe('FRIENDS');
    // The first friend also earns an achievement (issue 16, test/achievements).
    expect((await notificationsOf(t, ben)).map((n) => [n.kind, n.actorId]).sort()).toEqual([['ACHIEVEMENT_EARNED', null], ['FRIEND_ACCEPTED', anna.id]]);
  });

  it('declining ends the request; the sender may ask again later', async () => {
    const ben = await member(t);
    const anna = await member(t, { sex: 'F' });
    const id = await request(t, ben, anna);
    const res = await t.gql(DECLINE, { id }, { token: anna.token });
    expect(res.data!.declineFriendship.status).toBe('DECLINED');
    expect(memberSlugs(await incoming(anna))).toEqual([]);
    expect(memberSlugs(await outgoing(ben))).toEqual([]);
    expect((await stateOf(ben, anna)).relation).toBe('NONE');

    await request(t, ben, anna);
    expect((await rowsBetween(t, ben, anna)).map((r) => r.status)).toEqual(['DECLINED', 'PENDING']);
  });

  it('the sender revokes a request', async () => {
    const ben = await member(t);
    const anna = await member(t, { sex: 'F' });
    const id = await request(t, ben, anna);
    const res = await t.gql(REVOKE, { id }, { token: ben.token });
    expect(res.data!.revokeFriendship).toMatchObject({ status: 'REVOKED' });
    expect(memberSlugs(await incoming(anna))).toEqual([]);
    const [row] = await rowsBetween(t, ben, anna);
    expect(row).toMatchObject({ status: 'REVOKED', endedBy: ben.id, endedAt: expect.any(Date) });
  });

  it('either friend removes the friendship; removing again is NOT_FOUND', async () => {
    const ben = await member(t);
    const anna = await member(t, { sex: 'F' });
    await befriend(t, ben, anna);
    const res = await t.gql(REMOVE, { slug: ben.slug }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.removeFriend).toMatchObject({ relation: 'NONE', friendship: null, viewerCan: { request: true } });
    expect(memberSlugs(await friendsOf(ben))).toEqual([]);
    expect(memberSlugs(await friendsOf(anna))).toEqual([]);
    expect((await rowsBetween(t, ben, anna))[0]).toMatchObject({ status: 'REMOVED', endedBy: anna.id });

    const again = await t.gql(REMOVE, { slug: anna.slug }, { token: ben.token });
    expect(errorOf(again)?.code).toBe('NOT_FOUND');
  });

  it('asking someone who already asked you accepts their request (decision 0011)', async () => {
    const ben = await member(t);
    const anna = await member(t, { sex: 'F' });
    const id = await request(t, ben, anna);
    const res = await t.gql(REQUEST, { slug: ben.slug }, { token: anna.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.requestFriendship).toMatchObject({ relation: 'FRIENDS', friendship: { id, status: 'ACCEPTED' } });
    expect((await rowsBetween(t, ben, anna)).map((r) => r.status)).toEqual(['ACCEPTED']);
    expect((await notificationsOf(t, ben)).map((n) => n.kind).sort()).toEqual(['ACHIEVEMENT_EARNED', 'FRIEND_ACCEPTED']);
  });

  describe('refused, and nothing changes', () => {
    let ben: TestMember;
    let anna: TestMember;
    beforeAll(async () => {
      ben = await member(t);
      anna = await member(t, { sex: 'F' });
    });

    async function refused(query: string, variables: Record<string, unknown>, token: string | undefined, code: string) {
      const before = await snapshot(t);
      const res = await t.gql(query, variables, token ? { token } : {});
      expect(errorOf(res)?.code).toBe(code);
      expect(res.data ?? null).toBeNull();
      expect(await snapshot(t)).toEqual(before);
    }

    it('to oneself', () => refused(REQUEST, { slug: ben.slug }, ben.token, 'FRIEND_REQUEST_SELF'));
    it('to an unknown member', () => refused(REQUEST, { slug: 'niemand-hier' }, ben.token, 'USER_NOT_FOUND'));
    it('without signing in', () => refused(REQUEST, { slug: anna.slug }, undefined, 'NOT_SIGNED_IN'));

    it('to a deleted or deactivated member (and they are not shown)', async () => {
      const gone = await member(t, { sex: 'F' });
      const away = await member(t, { sex: 'F' });
      await t.deps.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      await t.deps.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, away.id));
      await refused(REQUEST, { slug: gone.slug }, ben.token, 'USER_NOT_FOUND');
      await refused(REQUEST, { slug: away.slug }, ben.token, 'USER_NOT_FOUND');
      expect(await stateOf(ben, gone)).toBeNull();
      expect(await stateOf(ben, away)).toBeNull();
    });

    it('a second request while one is open; a request to a friend', async () => {
      const carla = await member(t, { sex: 'F' });
      await request(t, ben, carla);
      await refused(REQUEST, { slug: carla.slug }, ben.token, 'FRIEND_REQUEST_EXISTS');
      const dora = await member(t, { sex: 'F' });
      await befriend(t, ben, dora);
      await refused(REQUEST, { slug: dora.slug }, ben.token, 'ALREADY_FRIENDS');
      await refused(REQUEST, { slug: ben.slug }, dora.token, 'ALREADY_FRIENDS');
    });

    it('forged ids and other people’s requests are NOT_FOUND for every change', async () => {
      const carla = await member(t, { sex: 'F' });
      const id = await request(t, anna, carla);
      for (const mutation of [ACCEPT, DECLINE, REVOKE]) {
        await refused(mutation, { id: FORGED_ID }, ben.token, 'NOT_FOUND');
        await refused(mutation, { id: 'not-a-uuid' }, ben.token, 'NOT_FOUND');
        await refused(mutation, { id }, ben.token, 'NOT_FOUND');
      }
      // The wrong side of a real request.
      await refused(ACCEPT, { id }, anna.token, 'NOT_FOUND');
      await refused(DECLINE, { id }, anna.token, 'NOT_FOUND');
      await refused(REVOKE, { id }, carla.token, 'NOT_FOUND');
      // Answered already.
      await t.gql(DECLINE, { id }, { token: carla.token });
      await refused(ACCEPT, { id }, carla.token, 'NOT_FOUND');
      await refused(REVOKE, { id }, anna.token, 'NOT_FOUND');
    });

    it('removing someone who is no friend', async () => {
      const carla = await member(t, { sex: 'F' });
      await refused(REMOVE, { slug: carla.slug }, ben.token, 'NOT_FOUND');
      await request(t, ben, carla);
      await refused(REMOVE, { slug: carla.slug }, ben.token, 'NOT_FOUND');
      await refused(REMOVE, { slug: 'niemand-hier' }, ben.token, 'USER_NOT_FOUND');
    });
  });

  describe('"only verified users may contact me" (spec §3, §8)', () => {
    it('refuses unverified senders with "Nicht möglich", shown ahead on the button', async () => {
      const picky = await member(t, { sex: 'F', onlyVerifiedMayContact: true });
      const ben = await member(t);
      expect(await stateOf(ben, picky)).toMatchObject({ requestRefusal: 'CONTACT_NOT_POSSIBLE', viewerCan: { request: false } });
      const res = await t.gql(REQUEST, { slug: picky.slug }, { token: ben.token });
      expect(errorOf(res)?.code).toBe('CONTACT_NOT_POSSIBLE');
      expect(await rowsBetween(t, ben, picky)).toEqual([]);
    });

    it('lets verified and premium members ask', async () => {
      const picky = await member(t, { sex: 'F', onlyVerifiedMayContact: true });
      const verified = await member(t, { verified: true });
      const premium = await member(t, { premium: true });
      expect((await stateOf(verified, picky)).viewerCan.request).toBe(true);
      await request(t, verified, picky);
      await request(t, premium, picky);
      expect(memberSlugs(await incoming(picky)).sort()).toEqual([verified.slug, premium.slug].sort());
    });
  });

  describe('profile type must match what the member looks for (spec §5)', () => {
    it('refuses a type the member does not look for', async () => {
      const anna = await member(t, { sex: 'F', lookingFor: ['MF', 'F'] });
      const ben = await member(t, { sex: 'M' });
      expect((await stateOf(ben, anna)).requestRefusal).toBe('PROFILE_TYPE_MISMATCH');
      expect(errorOf(await t.gql(REQUEST, { slug: anna.slug }, { token: ben.token }))?.code).toBe('PROFILE_TYPE_MISMATCH');
      expect(await rowsBetween(t, ben, anna)).toEqual([]);
    });

    it('allows a type the member looks for', async () => {
      const anna = await member(t, { sex: 'F', lookingFor: ['MF', 'F'] });
      const couple = await member(t, { sex: 'MF' });
      await request(t, couple, anna);
      expect(memberSlugs(await incoming(anna))).toEqual([couple.slug]);
    });

    it('checks the addressee’s wishes, not the sender’s: the addressee may still accept', async () => {
      const ben = await member(t, { sex: 'M', lookingFor: ['F'] });
      const carl = await member(t, { sex: 'M' });
      // ben looks only for women, but carl asked nobody; ben asks carl (who looks for everyone).
      const id = await request(t, ben, carl);
      expect((await t.gql(ACCEPT, { id }, { token: carl.token })).data!.acceptFriendship.status).toBe('ACCEPTED');
    });
  });

  it('friends who are deactivated are left out of the list; back when they return', async () => {
    const ben = await member(t);
    const anna = await member(t, { sex: 'F' });
    const carla = await member(t, { sex: 'F' });
    await befriend(t, ben, anna);
    await befriend(t, carla, ben);
    expect(memberSlugs(await friendsOf(ben)).sort()).toEqual([anna.slug, carla.slug].sort());
    await t.deps.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, anna.id));
    expect(memberSlugs(await friendsOf(ben))).toEqual([carla.slug]);
    await t.deps.database.db.update(users).set({ isDeactivated: false }).where(eq(users.id, anna.id));
    expect(memberSlugs(await friendsOf(ben)).sort()).toEqual([anna.slug, carla.slug].sort());
  });

  it('pages through friends by cursor, latest first', async () => {
    const ben = await member(t, { verified: true });
    const others: TestMember[] = [];
    for (let i = 0; i < 5; i++) {
      const other = await member(t, { sex: 'F' });
      await befriend(t, other, ben);
      others.push(other);
      t.advance(1000);
    }
    const first = (await t.gql(FRIENDS, { first: 2 }, { token: ben.token })).data!.friends;
    expect(memberSlugs(first)).toEqual([others[4]!.slug, others[3]!.slug]);
    expect(first.hasNextPage).toBe(true);
    const second = (await t.gql(FRIENDS, { first: 2, after: first.endCursor }, { token: ben.token })).data!.friends;
    expect(memberSlugs(second)).toEqual([others[2]!.slug, others[1]!.slug]);
    const third = (await t.gql(FRIENDS, { first: 2, after: second.endCursor }, { token: ben.token })).data!.friends;
    expect(memberSlugs(third)).toEqual([others[0]!.slug]);
    expect(third.hasNextPage).toBe(false);
    expect(errorOf(await t.gql(FRIENDS, { after: 'kaputt' }, { token: ben.token }))?.code).toBe('BAD_INPUT');
  });
});

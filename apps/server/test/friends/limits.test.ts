import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { ACCEPT, FRIENDS, REQUEST, STATE, errorOf, member, memberSlugs, request, rowsBetween, seedFriends, type TestMember } from './support.js';

// Spec §6, §9: unverified members have at most 10 friends — on both sides of a friendship, and also
// when two acceptances happen at the same moment (rows locked; run on PGlite and PostgreSQL).

describe('the 10-friend limit of unverified members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const accept = (m: TestMember, id: string) => t.gql(ACCEPT, { id }, { token: m.token });
  const friendCount = async (m: TestMember) => (await t.gql(FRIENDS, { first: 50 }, { token: m.token })).data!.friends.nodes.length as number;

  it('an unverified member with 9 friends may still ask; with 10 not', async () => {
    const ben = await member(t);
    await seedFriends(t, ben, 9);
    const anna = await member(t, { sex: 'F' });
    await request(t, ben, anna);
    await seedFriends(t, ben, 1);
    const carla = await member(t, { sex: 'F' });
    expect((await t.gql(STATE, { slug: carla.slug }, { token: ben.token })).data!.friendshipWith).toMatchObject({ requestRefusal: 'FRIEND_LIMIT_REACHED', viewerCan: { request: false } });
    expect(errorOf(await t.gql(REQUEST, { slug: carla.slug }, { token: ben.token }))?.code).toBe('FRIEND_LIMIT_REACHED');
    expect(await rowsBetween(t, ben, carla)).toEqual([]);
  });

  it('nobody may ask an unverified member who has 10 friends', async () => {
    const anna = await member(t, { sex: 'F' });
    await seedFriends(t, anna, 10);
    const ben = await member(t, { verified: true });
    expect(errorOf(await t.gql(REQUEST, { slug: anna.slug }, { token: ben.token }))?.code).toBe('FRIEND_LIMIT_REACHED_OTHER');
    expect(await rowsBetween(t, ben, anna)).toEqual([]);
  });

  it('accepting is refused when the addressee would pass 10 friends', async () => {
    const anna = await member(t, { sex: 'F' });
    await seedFriends(t, anna, 9);
    const ben = await member(t);
    const id = await request(t, ben, anna);
    await seedFriends(t, anna, 1);
    expect(errorOf(await accept(anna, id))?.code).toBe('FRIEND_LIMIT_REACHED');
    expect((await rowsBetween(t, ben, anna))[0]!.status).toBe('PENDING');
    expect(await friendCount(anna)).toBe(10);
  });

  it('accepting is refused when the requester would pass 10 friends', async () => {
    const ben = await member(t);
    await seedFriends(t, ben, 9);
    const anna = await member(t, { sex: 'F' });
    const id = await request(t, ben, anna);
    await seedFriends(t, ben, 1);
    expect(errorOf(await accept(anna, id))?.code).toBe('FRIEND_LIMIT_REACHED_OTHER');
    expect((await rowsBetween(t, ben, anna))[0]!.status).toBe('PENDING');
  });

  it('open requests do not count: 9 friends and 5 open requests, one more may be accepted', async () => {
    const ben = await member(t);
    await seedFriends(t, ben, 9);
    const asked: string[] = [];
    const others: TestMember[] = [];
    for (let i = 0; i < 5; i++) {
      const other = await member(t, { sex: 'F' });
      others.push(other);
      asked.push(await request(t, ben, other));
    }
    expect((await accept(others[0]!, asked[0]!)).data!.acceptFriendship.status).toBe('ACCEPTED');
    expect(errorOf(await accept(others[1]!, asked[1]!))?.code).toBe('FRIEND_LIMIT_REACHED_OTHER');
    expect(await friendCount(ben)).toBe(10);
  });

  it('verified and premium members have no limit, also with unverified friends of their own', async () => {
    const verified = await member(t, { verified: true });
    await seedFriends(t, verified, 10);
    const premium = await member(t, { premium: true, sex: 'F' });
    await seedFriends(t, premium, 10);
    const id = await request(t, verified, premium);
    expect((await accept(premium, id)).data!.acceptFriendship.status).toBe('ACCEPTED');
    expect(await friendCount(verified)).toBe(11);
  });

  it('two acceptances at the same moment cannot pass the limit of the one they share', async () => {
    const anna = await member(t, { sex: 'F' });
    await seedFriends(t, anna, 9);
    const ben = await member(t);
    const carl = await member(t);
    const fromBen = await request(t, ben, anna);
    const fromCarl = await request(t, carl, anna);
    const results = await Promise.all([accept(anna, fromBen), accept(anna, fromCarl)]);
    const codes = results.map((r) => (r.errors ? errorOf(r)?.code : r.data!.acceptFriendship.status)).sort();
    expect(codes).toEqual(['ACCEPTED', 'FRIEND_LIMIT_REACHED']);
    expect(await friendCount(anna)).toBe(10);
  });

  it('two friends accepting one requester at the same moment: the requester stays at 10', async () => {
    const ben = await member(t);
    await seedFriends(t, ben, 9);
    const anna = await member(t, { sex: 'F' });
    const carla = await member(t, { sex: 'F' });
    const toAnna = await request(t, ben, anna);
    const toCarla = await request(t, ben, carla);
    const results = await Promise.all([accept(anna, toAnna), accept(carla, toCarla)]);
    const codes = results.map((r) => (r.errors ? errorOf(r)?.code : r.data!.acceptFriendship.status)).sort();
    expect(codes).toEqual(['ACCEPTED', 'FRIEND_LIMIT_REACHED_OTHER']);
    expect(await friendCount(ben)).toBe(10);
  });

  it('two members asking each other at the same moment end up friends, with one row', async () => {
    const ben = await member(t);
    const anna = await member(t, { sex: 'F' });
    const results = await Promise.all([t.gql(REQUEST, { slug: anna.slug }, { token: ben.token }), t.gql(REQUEST, { slug: ben.slug }, { token: anna.token })]);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect((await rowsBetween(t, ben, anna)).map((r) => r.status)).toEqual(['ACCEPTED']);
    expect(memberSlugs((await t.gql(FRIENDS, {}, { token: ben.token })).data!.friends)).toEqual([anna.slug]);
  });
});

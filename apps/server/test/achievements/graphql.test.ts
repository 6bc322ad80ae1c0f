import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { BLOCK, befriend, member, seedFriends } from '../friends/support.js';
import { staffMember } from '../rooms/support.js';
import { MY_ACHIEVEMENTS, PROFILE_ACHIEVEMENTS } from './support.js';

const HOME = `{ notifications { nodes { kind achievement { key } } } }`;

// What members see of achievements through /graphql (issue 16, decision 0048).
describe('achievements through /graphql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the screen lists every achievement, earned and locked, with progress; the first gift is coming soon', async () => {
    const anna = await member(t, { sex: 'F', verified: true });
    await seedFriends(t, anna, 2);
    const ben = await member(t);
    await befriend(t, ben, anna);
    const res = await t.gql(MY_ACHIEVEMENTS, {}, { token: anna.token });
    expect(res.errors).toBeUndefined();
    const byKey = new Map(res.data!.myAchievements.map((a: { key: string }) => [a.key, a]));
    expect(byKey.size).toBe(11);
    expect(byKey.get('FRIENDS_1')).toMatchObject({ family: 'FRIENDS', threshold: 1, progress: 1, earnedAt: expect.any(String), comingSoon: false });
    expect(byKey.get('FRIENDS_50')).toMatchObject({ threshold: 50, progress: 3, earnedAt: null });
    expect(byKey.get('UPLOADS_1')).toMatchObject({ progress: 0, earnedAt: null });
    expect(byKey.get('FIRST_GIFT')).toMatchObject({ family: 'GIFTS', progress: 0, earnedAt: null, comingSoon: false });
  });

  it('staff have no achievements screen', async () => {
    const staff = await staffMember(t);
    const res = await t.gql(MY_ACHIEVEMENTS, {}, { token: staff.token });
    expect(res.errors?.[0]?.extensions?.code).toBe('STAFF_NOT_MEMBER');
  });

  it('the home entry names the achievement earned', async () => {
    const carla = await member(t, { sex: 'F' });
    const dani = await member(t);
    await befriend(t, carla, dani);
    const res = await t.gql(HOME, {}, { token: carla.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.notifications.nodes).toContainEqual({ kind: 'ACHIEVEMENT_EARNED', achievement: { key: 'FRIENDS_1' } });
  });

  it('a profile shows its earned achievements to whoever may open it; a block hides the profile and them', async () => {
    const eva = await member(t, { sex: 'F' });
    const fritz = await member(t);
    await befriend(t, eva, fritz);
    const viewer = await member(t);
    const seen = await t.gql(PROFILE_ACHIEVEMENTS, { slug: eva.slug }, { token: viewer.token });
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.user.profile.achievements).toEqual([{ key: 'FRIENDS_1', earnedAt: expect.any(String) }]);

    await t.gql(BLOCK, { slug: viewer.slug }, { token: eva.token });
    const blocked = await t.gql(PROFILE_ACHIEVEMENTS, { slug: eva.slug }, { token: viewer.token });
    expect(blocked.data!.user).toEqual({ refusal: 'PROFILE_BLOCKED', profile: null });
  });
});

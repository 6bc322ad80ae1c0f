import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { pushSubscriptions } from '../../src/modules/notifications/push-subscriptions.table.js';
import { profileVisits } from '../../src/modules/visitors/profile-visits.table.js';
import { fetchFile, jpegImage, uploadPhoto } from '../photos/support.js';
import { SIGN_IN, errorOf, member, sessionCount, signInAgain, tokenWorks, userRow, type Member } from './support.js';

// Deactivating (spec §4: reversible): signed out everywhere, hidden from everyone; signing in
// again reactivates and says so.

const DEACTIVATE = `mutation { deactivateAccount }`;
const PROFILE = `query ($slug: String!) { user(slug: $slug) { refusal profile { id } } }`;
const FRIENDS = `{ friends { nodes { member { slug } } } }`;
const VISITORS = `{ profileVisitors { nodes { visitor { slug } } } }`;
const FRIENDSHIP_WITH = `query ($slug: String!) { friendshipWith(slug: $slug) { relation } }`;

describe('deactivating the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function whatOthersSee(anna: Member, ben: Member) {
    const profile = (await t.gql(PROFILE, { slug: anna.slug }, { token: ben.token })).data!.user;
    const friends = (await t.gql(FRIENDS, {}, { token: ben.token })).data!.friends.nodes.map((n: { member: { slug: string } }) => n.member.slug);
    const visitors = (await t.gql(VISITORS, {}, { token: ben.token })).data!.profileVisitors.nodes.map((n: { visitor: { slug: string } }) => n.visitor.slug);
    const friendship = (await t.gql(FRIENDSHIP_WITH, { slug: anna.slug }, { token: ben.token })).data!.friendshipWith;
    return { profileShown: !!profile?.profile, friends, visitors, friendship: friendship?.relation ?? null };
  }

  it('signs out everywhere, hides the member from everyone, and signing in again brings everything back', async () => {
    const anna = await member(t, { sex: 'F' });
    const ben = await member(t, { verified: true });
    const phone = await signInAgain(t, anna);
    const db = t.deps.database.db;
    await db.insert(friendships).values({ requesterId: anna.id, addresseeId: ben.id, status: 'ACCEPTED', respondedAt: new Date() });
    await db.insert(profileVisits).values({ visitorId: anna.id, visitedId: ben.id, day: '2026-03-01' });
    await db.insert(pushSubscriptions).values({ userId: anna.id, endpoint: `https://push.example.net/${anna.id}`, p256dh: 'BP'.padEnd(87, 'x'), auth: 'a'.repeat(22) });
    const photo = await uploadPhoto(t, await jpegImage(640, 480), { token: anna.token });
    const photoUrl = `/api/photos/${photo.body.data.id}/thumb.webp`;

    const shown = { profileShown: true, friends: [anna.slug], visitors: [anna.slug], friendship: 'FRIENDS' };
    expect(await whatOthersSee(anna, ben)).toEqual(shown);
    expect((await fetchFile(t, photoUrl, ben.token)).status).toBe(200);

    const res = await t.gql(DEACTIVATE, {}, { token: anna.token });
    expect(res.data!.deactivateAccount).toBe(true);
    expect(res.cookies.session).toBe('');
    expect(await tokenWorks(t, anna.token)).toBe(false);
    expect(await tokenWorks(t, phone)).toBe(false);
    expect(await sessionCount(t, anna.id)).toBe(0);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, anna.id))).toEqual([]);

    expect(await whatOthersSee(anna, ben)).toEqual({ profileShown: false, friends: [], visitors: [], friendship: null });
    expect((await fetchFile(t, photoUrl, ben.token)).status).toBe(404);

    const signIn = await t.gql(SIGN_IN, { input: { email: anna.email, password: anna.password } }, { ip: '10.40.0.1' });
    expect(signIn.data!.signIn).toMatchObject({ reactivated: true, user: { id: anna.id, isDeactivated: false } });
    expect(await whatOthersSee(anna, ben)).toEqual(shown);
    expect((await fetchFile(t, photoUrl, ben.token)).status).toBe(200);

    const next = await t.gql(SIGN_IN, { input: { email: anna.email, password: anna.password } }, { ip: '10.40.0.2' });
    expect(next.data!.signIn.reactivated).toBe(false);
  });

  it('a wrong password does not reactivate', async () => {
    const carl = await member(t);
    await t.gql(DEACTIVATE, {}, { token: carl.token });
    expect(errorOf(await t.gql(SIGN_IN, { input: { email: carl.email, password: 'falsch-falsch' } }, { ip: '10.40.0.3' }))?.code).toBe('WRONG_CREDENTIALS');
    expect((await userRow(t, carl.id)).isDeactivated).toBe(true);
  });

  it('visitors cannot deactivate anything', async () => {
    expect(errorOf(await t.gql(DEACTIVATE))?.code).toBe('NOT_SIGNED_IN');
  });
});

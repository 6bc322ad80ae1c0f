import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { conversations } from '../../src/modules/conversations/conversations.table.js';
import { friendships } from '../../src/modules/friends/friends.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { errorOf, member, REQUEST, STATE, type TestMember } from '../friends/support.js';
import { WRITE_TO } from '../conversations/support.js';

// Decision 0031: staff are not members. A member does not befriend or write to a staff account
// (they cannot find it, as its profile), and staff do not take part as members; nothing is written,
// so no member's friends, requests, notifications or inbox ever name a staff account.

const CONTACT_WITH = `query ($slug: String!) { conversationWith(slug: $slug) { conversation { id } refusal member { id } } }`;

describe('staff and members do not befriend or write to each other', () => {
  let t: TestApp;
  let anna: TestMember;
  let staff: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    anna = await member(t, { sex: 'F' });
    staff = await member(t, { sex: null });
    await t.deps.database.db.update(users).set({ admin: true }).where(eq(users.id, staff.id));
  });
  afterAll(() => t.close());

  async function rowCounts() {
    const db = t.deps.database.db;
    const [[f], [c], [n]] = await Promise.all([db.select({ n: count() }).from(friendships), db.select({ n: count() }).from(conversations), db.select({ n: count() }).from(notifications)]);
    return [f!.n, c!.n, n!.n].map(Number);
  }

  it('a member asking staff for friendship or writing to them is told there is no such member; nothing is written', async () => {
    const before = await rowCounts();
    expect(errorOf(await t.gql(REQUEST, { slug: staff.slug }, { token: anna.token }))?.code).toBe('USER_NOT_FOUND');
    expect(errorOf(await t.gql(WRITE_TO, { slug: staff.slug, body: 'Hallo, bist du auch heute Abend da?' }, { token: anna.token }))?.code).toBe('USER_NOT_FOUND');
    expect((await t.gql(CONTACT_WITH, { slug: staff.slug }, { token: anna.token })).data!.conversationWith).toBeNull();
    expect((await t.gql(STATE, { slug: staff.slug }, { token: anna.token })).data!.friendshipWith).toMatchObject({ requestRefusal: 'USER_NOT_FOUND', viewerCan: { request: false } });
    expect(await rowCounts()).toEqual(before);
  });

  it('staff asking a member for friendship or writing to them as a member are refused with STAFF_NOT_MEMBER; nothing is written', async () => {
    const before = await rowCounts();
    expect(errorOf(await t.gql(REQUEST, { slug: anna.slug }, { token: staff.token }))?.code).toBe('STAFF_NOT_MEMBER');
    expect(errorOf(await t.gql(WRITE_TO, { slug: anna.slug, body: 'Hallo Anna, hier das Team.' }, { token: staff.token }))?.code).toBe('STAFF_NOT_MEMBER');
    expect((await t.gql(CONTACT_WITH, { slug: anna.slug }, { token: staff.token })).data!.conversationWith).toMatchObject({ conversation: null, refusal: 'STAFF_NOT_MEMBER' });
    expect(await rowCounts()).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { RATE_LIMITS } from '@venue/shared';
import { RECORD_VISIT, VISITORS, block, errorOf, member, notificationRows, openProfile, recordVisit, setUser, visit, visitRows, type Member } from './support.js';

// users/{slug}/profile-visitors through /graphql: who visited, newest first, one row per visitor and
// Swiss day; verified members only; blocked, deleted and deactivated visitors left out.

const DAY = 86_400_000;

describe('profile visitors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.advanceToSwissNoon();
  });
  afterAll(() => t.close());

  async function visitors(viewer: Member, variables: Record<string, unknown> = {}) {
    const res = await t.gql(VISITORS, variables, { token: viewer.token });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.profileVisitors as { nodes: { id: string; day: string; lastVisitedAt: string; visitor: { id: string; isAllowedToVisit: boolean } }[]; hasNextPage: boolean; endCursor: string | null };
  }

  it('lists who visited, newest first, one row per visitor and day; the first visit of a day notifies', async () => {
    const vera = await member(t, { verified: true, sex: 'F' });
    const anna = await member(t, { sex: 'F' });
    const beat = await member(t, { sex: 'M' });
    await visit(t, anna, vera);
    t.advance(60_000);
    await visit(t, beat, vera);
    expect((await visitors(vera)).nodes.map((n) => n.visitor.id)).toEqual([beat.id, anna.id]);

    const firstTime = (await visitors(vera)).nodes[1]!.lastVisitedAt;
    t.advance(60_000);
    await visit(t, anna, vera);
    const again = await visitors(vera);
    expect(again.nodes.map((n) => n.visitor.id)).toEqual([anna.id, beat.id]);
    expect(Date.parse(again.nodes[0]!.lastVisitedAt) - Date.parse(firstTime)).toBeGreaterThanOrEqual(120_000);
    expect(await visitRows(t, vera)).toHaveLength(2);
    expect((await notificationRows(t, vera.id)).map((n) => [n.kind, n.actorId])).toEqual(
      expect.arrayContaining([
        ['PROFILE_VISIT', anna.id],
        ['PROFILE_VISIT', beat.id],
      ]),
    );
    expect(await notificationRows(t, vera.id)).toHaveLength(2);

    // The next (Swiss) day: a new row and a new notification.
    t.advance(DAY);
    await visit(t, anna, vera);
    const nextDay = await visitors(vera);
    expect(nextDay.nodes.map((n) => n.visitor.id)).toEqual([anna.id, anna.id, beat.id]);
    expect(new Set(nextDay.nodes.map((n) => n.id)).size).toBe(3);
    expect(await notificationRows(t, vera.id)).toHaveLength(3);
  });

  it('pages with first and after', async () => {
    const vera = await member(t, { premium: true });
    const guests: Member[] = [];
    for (let i = 0; i < 3; i++) {
      const guest = await member(t);
      guests.push(guest);
      await visit(t, guest, vera);
      t.advance(1000);
    }
    const first = await visitors(vera, { first: 2 });
    expect(first.nodes.map((n) => n.visitor.id)).toEqual([guests[2]!.id, guests[1]!.id]);
    expect(first.hasNextPage).toBe(true);
    const second = await visitors(vera, { first: 2, after: first.endCursor });
    expect(second.nodes.map((n) => n.visitor.id)).toEqual([guests[0]!.id]);
    expect(second.hasNextPage).toBe(false);
    expect(errorOf(await t.gql(VISITORS, { after: 'forged' }, { token: vera.token }))?.code).toBe('BAD_INPUT');
  });

  it('is for verified or premium members only', async () => {
    const plain = await member(t);
    expect(errorOf(await t.gql(VISITORS, {}, { token: plain.token }))?.code).toBe('NEED_VERIFIED');
    expect(errorOf(await t.gql(VISITORS, {}))?.code).toBe('NOT_SIGNED_IN');
  });

  it('records no visit of one’s own profile, by an admin, by a member hidden from the online list, nor a refused one', async () => {
    const vera = await member(t, { verified: true, lookingFor: ['F', 'M'] });
    await visit(t, vera, vera);
    await visit(t, await member(t, { admin: true, sex: null }), vera);
    await visit(t, await member(t, { shownOnline: false }), vera);
    const refused = await member(t, { sex: 'MM' });
    expect((await visit(t, refused, vera)).refusal).toBe('PROFILE_TYPE_MISMATCH');
    expect(await visitRows(t, vera)).toEqual([]);
    expect(await notificationRows(t, vera.id)).toEqual([]);
  });

  it('leaves out visitors blocked either way, deleted or deactivated; shows a lock for those the viewer may not open', async () => {
    const vera = await member(t, { verified: true, sex: 'F' });
    const blocker = await member(t);
    const blockedOne = await member(t);
    const leaving = await member(t);
    const paused = await member(t);
    const choosy = await member(t, { lookingFor: ['MM'] });
    const open = await member(t);
    for (const m of [blocker, blockedOne, leaving, paused, choosy, open]) await visit(t, m, vera);
    await block(t, blocker, vera);
    await block(t, vera, blockedOne);
    await setUser(t, leaving, { deletedAt: new Date() });
    await setUser(t, paused, { isDeactivated: true });

    const list = await visitors(vera);
    expect(list.nodes.map((n) => [n.visitor.id, n.visitor.isAllowedToVisit])).toEqual([
      [open.id, true],
      [choosy.id, false],
    ]);
    // The profile itself says the same.
    expect((await visit(t, vera, choosy)).refusal).toBe('PROFILE_TYPE_MISMATCH');
    expect((await visit(t, vera, blocker)).refusal).toBe('PROFILE_BLOCKED');
  });
});

describe('recording a visit (issue 11 item 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reading a profile records nothing: a link to the query does not tell the target who opened it', async () => {
    const vera = await member(t, { verified: true });
    const anna = await member(t);
    expect((await openProfile(t, anna, vera)).profile).not.toBeNull();
    expect(await visitRows(t, vera)).toEqual([]);
    expect(await notificationRows(t, vera.id)).toEqual([]);
  });

  it('recordProfileVisit records one visit and notifies once a day', async () => {
    const vera = await member(t, { verified: true });
    const anna = await member(t);
    expect(await recordVisit(t, anna, vera)).toBe(true);
    expect(await recordVisit(t, anna, vera)).toBe(true);
    expect((await visitRows(t, vera)).map((v) => v.visitorId)).toEqual([anna.id]);
    expect(await notificationRows(t, vera.id)).toHaveLength(1);
  });

  it('records nothing for a refused, blocked, unknown or own profile, nor for a visitor who is not signed in', async () => {
    const vera = await member(t, { verified: true, lookingFor: ['F'], visitableOnlyByVerified: true });
    const blocked = await member(t, { sex: 'F', verified: true });
    await block(t, vera, blocked);
    expect(await recordVisit(t, await member(t, { sex: 'M', verified: true }), vera)).toBe(false); // profile type
    expect(await recordVisit(t, await member(t, { sex: 'F' }), vera)).toBe(false); // verified only
    expect(await recordVisit(t, blocked, vera)).toBe(false);
    expect(await recordVisit(t, vera, vera)).toBe(false);
    expect(await recordVisit(t, vera, { slug: 'nobody-here' })).toBe(false);
    expect(errorOf(await t.gql(RECORD_VISIT, { slug: vera.slug }))?.code).toBe('NOT_SIGNED_IN');
    expect(errorOf(await t.gql(RECORD_VISIT, { slug: vera.slug }, { token: (await member(t, { pending: true })).token }))?.code).toMatch(/^NEED_/);
    expect(await visitRows(t, vera)).toEqual([]);
    // The allowed case for the same profile.
    expect(await recordVisit(t, await member(t, { sex: 'F', verified: true }), vera)).toBe(true);
    expect(await visitRows(t, vera)).toHaveLength(1);
  });

  it('past the hourly limit the profile still opens but the visit goes unrecorded', async () => {
    const vera = await member(t);
    const busy = await member(t);
    const { limit, windowSeconds } = RATE_LIMITS.profileVisitsPerAccount;
    for (let i = 0; i < limit; i++) await t.deps.rateLimiter.hit(`profile-visit:${busy.id}`, limit, windowSeconds);
    expect((await openProfile(t, busy, vera)).profile).not.toBeNull();
    expect(await recordVisit(t, busy, vera)).toBe(false);
    expect(await visitRows(t, vera)).toEqual([]);
  });
});

describe('the Swiss day of a visit', () => {
  it('follows Zurich time, summer and winter', async () => {
    const { swissDay } = await import('../../src/modules/visitors/visitors.service.js');
    expect(swissDay(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
    expect(swissDay(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(swissDay(new Date('2026-07-15T21:59:00Z'))).toBe('2026-07-15');
    expect(swissDay(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });
});

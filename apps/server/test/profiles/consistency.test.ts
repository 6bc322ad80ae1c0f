import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { users, type UserRow } from '../../src/modules/accounts/accounts.table.js';
import { mayVisitSql } from '../../src/modules/profiles/profiles.policy.js';
import { recordVisit } from '../../src/modules/visitors/visitors.repository.js';
import { swissDay } from '../../src/modules/visitors/visitors.service.js';
import { VISITORS, block, member, setUser, visit, type Member, type MemberOptions } from './support.js';

// The single-profile check (canVisit, through user(slug)) and the list queries (mayVisitSql, the
// visitors list's filters) must agree for every kind of member: blocks, verified-only, types.

const TARGETS: [string, MemberOptions][] = [
  ['open single man', { sex: 'M' }],
  ['open couple', { sex: 'MF' }],
  ['verified-only', { sex: 'F', visitableOnlyByVerified: true }],
  ['looks for women', { sex: 'F', lookingFor: ['F', 'FF'] }],
  ['looks for men and couples', { sex: 'F', lookingFor: ['M', 'MF'] }],
  ['verified-only, looks for couples', { sex: 'FF', visitableOnlyByVerified: true, lookingFor: ['MF'] }],
  ['blocked by the viewer', { sex: 'M' }],
  ['blocking the viewer', { sex: 'M' }],
  ['deactivated', { sex: 'M' }],
  ['deleted', { sex: 'M' }],
  ['without profile type', { sex: null }],
];

const VIEWERS: [string, MemberOptions][] = [
  ['unverified man', { sex: 'M' }],
  ['verified man', { sex: 'M', verified: true }],
  ['premium couple', { sex: 'MF', premium: true }],
  ['unverified woman', { sex: 'F' }],
  ['admin without type', { sex: null, admin: true, verified: true }],
];

describe('single check and lists agree', () => {
  let t: TestApp;
  const viewers: [string, Member][] = [];
  const targets: [string, Member][] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (const [name, opts] of VIEWERS) viewers.push([name, await member(t, opts)]);
    for (const [name, opts] of TARGETS) targets.push([name, await member(t, opts)]);
    const byName = Object.fromEntries(targets);
    for (const [, viewer] of viewers) {
      await block(t, viewer, byName['blocked by the viewer']!);
      await block(t, byName['blocking the viewer']!, viewer);
    }
    // Every target visited every viewer (before any block or deactivation, as it could have been).
    const now = t.deps.now();
    for (const [, viewer] of viewers) {
      for (const [, target] of targets) await recordVisit(t.deps.database.db, { visitorId: target.id, visitedId: viewer.id, day: swissDay(now), at: now });
    }
    await setUser(t, byName['deactivated']!, { isDeactivated: true });
    await setUser(t, byName['deleted']!, { deletedAt: new Date() });
  }, 120_000);
  afterAll(() => t.close());

  async function rowsOf(viewer: Member): Promise<UserRow> {
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, viewer.id));
    return row!;
  }

  it.each(VIEWERS.map(([name]) => name))('%s: mayVisitSql equals user(slug) for every member', async (viewerName) => {
    const viewer = viewers.find(([n]) => n === viewerName)![1];
    const v = await rowsOf(viewer);
    const ids = [...targets.map(([, m]) => m.id), viewer.id];
    const listed = await t.deps.database.db
      .select({ id: users.id, allowed: mayVisitSql(v) })
      .from(users)
      .where(inArray(users.id, ids));
    const fromList = Object.fromEntries(listed.map((r) => [r.id, r.allowed]));
    const single: Record<string, boolean> = {};
    for (const m of [...targets.map(([, m]) => m), viewer]) single[m.id] = (await visit(t, viewer, m)).refusal === null;
    expect(fromList).toEqual(single);
    // The matrix covers both answers for every viewer.
    expect(Object.values(single)).toContain(true);
    expect(Object.values(single)).toContain(false);
  });

  it.each(VIEWERS.filter(([, o]) => o.verified || o.premium).map(([name]) => name))(
    '%s: the visitors list shows exactly the visitors not blocked, deleted or deactivated, with the profile’s own answer as isAllowedToVisit',
    async (viewerName) => {
      const viewer = viewers.find(([n]) => n === viewerName)![1];
      const res = await t.gql(VISITORS, { first: 50 }, { token: viewer.token });
      expect(res.errors).toBeUndefined();
      const listed = new Map<string, boolean>(res.data!.profileVisitors.nodes.map((n: { visitor: { id: string; isAllowedToVisit: boolean } }) => [n.visitor.id, n.visitor.isAllowedToVisit]));
      for (const [name, target] of targets) {
        const { refusal } = await visit(t, viewer, target);
        const hidden = refusal === 'PROFILE_BLOCKED' || refusal === 'NOT_FOUND';
        expect(listed.has(target.id), `${name} listed`).toBe(!hidden);
        if (!hidden) expect(listed.get(target.id), `${name} isAllowedToVisit`).toBe(refusal === null);
      }
    },
  );
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { sparkDecisions } from '../../src/modules/spark/spark.table.js';
import type { TestMember } from '../friends/support.js';
import { NEXT, SKIP, SPARK, STATUS, UNDO, errorOf, sparkMember } from './support.js';

// Who appears on /spark (spec §2, §3, §5; decisions 0044, 0045), through /graphql. Each test has its
// own profile types, so the members of other tests never match its viewer.

describe('the Spark deck', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const next = async (m: TestMember) => (await t.gql(NEXT, {}, { token: m.token })).data!.nextSparkCard as { id: string; member: { slug: string; ages: number[] }; wallImage: { id: string } | null; lookingFor: string[] } | null;
  /** Every card of the viewer's deck, skipping through it. */
  async function deckOf(m: TestMember): Promise<string[]> {
    const seen: string[] = [];
    for (let card = await next(m); card; card = await next(m)) {
      seen.push(card.member.slug);
      expect((await t.gql(SKIP, { id: card.id }, { token: m.token })).errors).toBeUndefined();
    }
    return seen;
  }
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  it('shows matching members one at a time, most recently active first, the same card on a reload', async () => {
    const viewer = await sparkMember(t, { sex: 'MM', lookingFor: ['FF'] });
    const earlier = await sparkMember(t, { sex: 'FF', lookingFor: ['MM'], lastActiveAt: minutesAgo(30) });
    const recent = await sparkMember(t, { sex: 'FF', lookingFor: ['MM', 'M'], lastActiveAt: minutesAgo(2) });
    const card = await next(viewer);
    expect(card).toMatchObject({ member: { slug: recent.slug, ages: [30, 31] }, wallImage: { id: expect.any(String) }, lookingFor: ['MM', 'M'] });
    expect((await next(viewer))!.member.slug).toBe(recent.slug);
    expect(await deckOf(viewer)).toEqual([recent.slug, earlier.slug]);
  });

  it('leaves out who does not match both ways, is not in Spark, is blocked, staff, deactivated or not ready', async () => {
    const viewer = await sparkMember(t, { sex: 'MF', lookingFor: ['MF'] });
    const shown = await sparkMember(t, { sex: 'MF', lookingFor: ['MF'] });
    await sparkMember(t, { sex: 'MF', lookingFor: ['F'] });
    await sparkMember(t, { sex: 'MF', lookingFor: ['MF'], foundInSpark: false });
    await sparkMember(t, { sex: 'MF', lookingFor: ['MF'], admin: true });
    await sparkMember(t, { sex: 'MF', lookingFor: ['MF'], without: ['wall'] });
    const deactivated = await sparkMember(t, { sex: 'MF', lookingFor: ['MF'] });
    await t.deps.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, deactivated.id));
    const blocker = await sparkMember(t, { sex: 'MF', lookingFor: ['MF'] });
    const blocked = await sparkMember(t, { sex: 'MF', lookingFor: ['MF'] });
    await t.deps.database.db.insert(blocks).values([
      { blockerId: blocker.id, blockedId: viewer.id },
      { blockerId: viewer.id, blockedId: blocked.id },
    ]);
    const verifiedOnly = await sparkMember(t, { sex: 'MF', lookingFor: ['MF'], visitableOnlyByVerified: true });
    expect(await deckOf(viewer)).toEqual([shown.slug]);
    // A verified viewer sees the verified-only profile as well.
    const verifiedViewer = await sparkMember(t, { sex: 'MF', lookingFor: ['MF'], verified: true });
    // (The blocks were the first viewer's.)
    expect((await deckOf(verifiedViewer)).sort()).toEqual([shown.slug, verifiedOnly.slug, viewer.slug, blocker.slug, blocked.slug].sort());
  });

  it('a sparked member never comes back; a skipped one after 30 days; the last skip can be undone', async () => {
    const viewer = await sparkMember(t, { sex: 'F', lookingFor: ['MM'] });
    const a = await sparkMember(t, { sex: 'MM', lookingFor: ['F'], lastActiveAt: minutesAgo(1) });
    const b = await sparkMember(t, { sex: 'MM', lookingFor: ['F'], lastActiveAt: minutesAgo(5) });
    expect((await t.gql(SPARK, { id: a.id }, { token: viewer.token })).errors).toBeUndefined();
    expect((await next(viewer))!.member.slug).toBe(b.slug);
    const skipped = await t.gql(SKIP, { id: b.id }, { token: viewer.token });
    expect(skipped.data!.skipSpark).toMatchObject({ canUndoSkip: true, sparksLeftToday: 4 });
    expect(await next(viewer)).toBeNull();
    // Undo brings the card back, once.
    expect((await t.gql(UNDO, {}, { token: viewer.token })).data!.undoSparkSkip.member.slug).toBe(b.slug);
    expect(errorOf(await t.gql(UNDO, {}, { token: viewer.token }))?.code).toBe('SPARK_NOTHING_TO_UNDO');
    expect((await next(viewer))!.member.slug).toBe(b.slug);
    await t.gql(SKIP, { id: b.id }, { token: viewer.token });
    // 31 days later (the skip moved back: the session would not last that long).
    await t.deps.database.db.update(sparkDecisions).set({ decidedAt: new Date(Date.now() - 31 * 24 * 3600_000) }).where(and(eq(sparkDecisions.actorId, viewer.id), eq(sparkDecisions.kind, 'SKIP')));
    expect((await next(viewer))!.member.slug).toBe(b.slug);
    // After a spark there is no skip to undo.
    await t.gql(SPARK, { id: b.id }, { token: viewer.token });
    expect(errorOf(await t.gql(UNDO, {}, { token: viewer.token }))?.code).toBe('SPARK_NOTHING_TO_UNDO');
    expect(await next(viewer)).toBeNull();
  });

  it('a member without the prerequisites gets the checklist; the card and the decisions are refused, nothing written', async () => {
    const viewer = await sparkMember(t, { sex: 'FF', lookingFor: ['FF'], without: ['avatar', 'lookingFor'] });
    const other = await sparkMember(t, { sex: 'FF', lookingFor: ['FF'] });
    expect((await t.gql(STATUS, {}, { token: viewer.token })).data!.sparkStatus).toEqual({ missing: ['AVATAR', 'LOOKING_FOR'], sparksLeftToday: 5, canUndoSkip: false });
    expect(errorOf(await t.gql(NEXT, {}, { token: viewer.token }))?.code).toBe('SPARK_PREREQUISITES_MISSING');
    expect(errorOf(await t.gql(SPARK, { id: other.id }, { token: viewer.token }))?.code).toBe('SPARK_PREREQUISITES_MISSING');
    expect(errorOf(await t.gql(SKIP, { id: other.id }, { token: viewer.token }))?.code).toBe('SPARK_PREREQUISITES_MISSING');
    expect(await t.deps.database.db.select().from(sparkDecisions).where(eq(sparkDecisions.actorId, viewer.id))).toEqual([]);
  });

  it('members outside the deck, forged ids and oneself are not found; staff are not members', async () => {
    const viewer = await sparkMember(t, { sex: 'M', lookingFor: ['FF'] });
    const notMatching = await sparkMember(t, { sex: 'F', lookingFor: ['M'] });
    for (const id of [notMatching.id, viewer.id, '3f1e2d4c-5b6a-4789-9abc-def012345678']) {
      expect(errorOf(await t.gql(SPARK, { id }, { token: viewer.token }))?.code).toBe('USER_NOT_FOUND');
    }
    expect(errorOf(await t.gql(SPARK, { id: 'not-a-uuid' }, { token: viewer.token }))?.code).toBe('NOT_FOUND');
    const staff = await sparkMember(t, { sex: 'M', admin: true });
    expect(errorOf(await t.gql(STATUS, {}, { token: staff.token }))?.code).toBe('STAFF_NOT_MEMBER');
    expect(errorOf(await t.gql(NEXT, {}, { token: staff.token }))?.code).toBe('STAFF_NOT_MEMBER');
    expect(await t.deps.database.db.select().from(sparkDecisions).where(eq(sparkDecisions.actorId, viewer.id))).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { sparkDecisions, sparkMatches } from '../../src/modules/spark/spark.table.js';
import { startOfSwissDay } from '../../src/modules/spark/spark.service.js';
import { notificationsOf, type TestMember } from '../friends/support.js';
import { ADMIRERS, MATCHES, SPARK, STATUS, errorOf, sparkMember } from './support.js';

// Sparks, the daily limit of unverified members and matches (spec §6, §8, §9; decisions 0044, 0045).

describe('sparking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.advanceToSwissNoon();
  });
  afterAll(() => t.close());

  const spark = (from: TestMember, to: TestMember) => t.gql(SPARK, { id: to.id }, { token: from.token });
  const sparksOf = async (m: TestMember) => (await t.deps.database.db.select().from(sparkDecisions).where(and(eq(sparkDecisions.actorId, m.id), eq(sparkDecisions.kind, 'SPARK')))).length;
  const women = (n: number) => Promise.all(Array.from({ length: n }, () => sparkMember(t, { sex: 'F', lookingFor: ['M'] })));

  it('an unverified member has 5 sparks a Swiss day; the 6th is refused and writes nothing', async () => {
    const ben = await sparkMember(t);
    const targets = await women(6);
    for (let i = 0; i < 5; i++) {
      const res = await spark(ben, targets[i]!);
      expect(res.errors).toBeUndefined();
      expect(res.data!.sendSpark.sparksLeftToday).toBe(4 - i);
    }
    expect(errorOf(await spark(ben, targets[5]!))?.code).toBe('SPARK_DAILY_LIMIT');
    expect(await sparksOf(ben)).toBe(5);
    expect((await t.gql(STATUS, {}, { token: ben.token })).data!.sparkStatus.sparksLeftToday).toBe(0);
    // The sparks were yesterday's (Swiss time): a new day, new sparks.
    await t.deps.database.db.update(sparkDecisions).set({ decidedAt: new Date(startOfSwissDay(t.deps.now()).getTime() - 60_000) }).where(eq(sparkDecisions.actorId, ben.id));
    expect((await spark(ben, targets[5]!)).data!.sendSpark.sparksLeftToday).toBe(4);
  });

  it('the Swiss day starts at midnight in Zurich, summer and winter', () => {
    expect(startOfSwissDay(new Date('2026-11-26T22:59:00Z')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(startOfSwissDay(new Date('2026-11-26T23:01:00Z')).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(startOfSwissDay(new Date('2026-07-01T21:30:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfSwissDay(new Date('2026-07-01T22:30:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('verified and premium members spark without a limit', async () => {
    for (const opts of [{ verified: true }, { premium: true }]) {
      const ben = await sparkMember(t, opts);
      const targets = await women(6);
      for (const target of targets) expect((await spark(ben, target)).data!.sendSpark.sparksLeftToday).toBeNull();
      expect(await sparksOf(ben)).toBe(6);
    }
  });

  it('two sparks at the same moment cannot both pass the limit', async () => {
    const ben = await sparkMember(t);
    const targets = await women(6);
    for (let i = 0; i < 4; i++) await spark(ben, targets[i]!);
    const answers = await Promise.all([spark(ben, targets[4]!), spark(ben, targets[5]!)]);
    expect(answers.map((a) => errorOf(a)?.code ?? 'OK').sort()).toEqual(['OK', 'SPARK_DAILY_LIMIT']);
    expect(await sparksOf(ben)).toBe(5);
  });

  it('a spark both ways is a match: recorded once, both told, both list it', async () => {
    const ben = await sparkMember(t);
    const anna = await sparkMember(t, { sex: 'F', lookingFor: ['M'] });
    const first = await spark(ben, anna);
    expect(first.data!.sendSpark.match).toBeNull();
    expect((await notificationsOf(t, anna)).filter((n) => n.kind === 'SPARK_MATCH')).toEqual([]);
    const second = await spark(anna, ben);
    expect(second.data!.sendSpark.match).toMatchObject({ member: { slug: ben.slug } });
    const [benTold] = (await notificationsOf(t, ben)).filter((n) => n.kind === 'SPARK_MATCH');
    const [annaTold] = (await notificationsOf(t, anna)).filter((n) => n.kind === 'SPARK_MATCH');
    expect(benTold).toMatchObject({ actorId: anna.id, subjectId: second.data!.sendSpark.match.id });
    expect(annaTold).toMatchObject({ actorId: ben.id });
    expect((await t.gql(MATCHES, {}, { token: ben.token })).data!.sparkMatches.nodes.map((n: { member: { slug: string } }) => n.member.slug)).toEqual([anna.slug]);
    expect((await t.gql(MATCHES, {}, { token: anna.token })).data!.sparkMatches.nodes.map((n: { member: { slug: string } }) => n.member.slug)).toEqual([ben.slug]);
    expect(errorOf(await spark(ben, anna))?.code).toBe('SPARK_ALREADY_SENT');
    expect(await t.deps.database.db.select().from(sparkMatches).where(eq(sparkMatches.userA, ben.id < anna.id ? ben.id : anna.id))).toHaveLength(1);
  });

  it('two members sparking each other at the same moment make one match', async () => {
    const ben = await sparkMember(t, { verified: true });
    const anna = await sparkMember(t, { sex: 'F', lookingFor: ['M'], verified: true });
    const answers = await Promise.all([spark(ben, anna), spark(anna, ben)]);
    expect(answers.filter((a) => a.data?.sendSpark.match).length).toBe(1);
    expect((await t.gql(MATCHES, {}, { token: ben.token })).data!.sparkMatches.nodes).toHaveLength(1);
  });

  it('verified members see who sparked them (until it is a match); unverified members are told to verify', async () => {
    const anna = await sparkMember(t, { sex: 'F', lookingFor: ['M'], verified: true });
    const ben = await sparkMember(t);
    const carl = await sparkMember(t);
    await spark(ben, anna);
    await spark(carl, anna);
    const list = (await t.gql(ADMIRERS, {}, { token: anna.token })).data!.sparkAdmirers.nodes.map((n: { member: { slug: string } }) => n.member.slug);
    expect(list.sort()).toEqual([ben.slug, carl.slug].sort());
    await spark(anna, ben);
    expect((await t.gql(ADMIRERS, {}, { token: anna.token })).data!.sparkAdmirers.nodes.map((n: { member: { slug: string } }) => n.member.slug)).toEqual([carl.slug]);
    expect(errorOf(await t.gql(ADMIRERS, {}, { token: ben.token }))?.code).toBe('NEED_VERIFIED');
  });

  it('a match with a member who blocked the other leaves the list', async () => {
    const ben = await sparkMember(t, { verified: true });
    const anna = await sparkMember(t, { sex: 'F', lookingFor: ['M'], verified: true });
    await spark(ben, anna);
    await spark(anna, ben);
    expect((await t.gql(`mutation ($slug: String!) { block(slug: $slug) { reason } }`, { slug: ben.slug }, { token: anna.token })).errors).toBeUndefined();
    expect((await t.gql(MATCHES, {}, { token: ben.token })).data!.sparkMatches.nodes).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { users, type UserRow } from '../../src/modules/accounts/accounts.table.js';
import { blocks } from '../../src/modules/blocks/blocks.table.js';
import { blocksBetween } from '../../src/modules/blocks/blocks.repository.js';
import { getSettings } from '../../src/modules/settings/settings.repository.js';
import { candidateSql, decisionHides, isSparkCandidate } from '../../src/modules/spark/spark.policy.js';
import { readinessOf } from '../../src/modules/spark/spark.repository.js';
import { sparkDecisions } from '../../src/modules/spark/spark.table.js';
import { sparkMember, type SparkMemberOptions } from './support.js';

// The deck's SQL filter (candidateSql) and the pure rules (isSparkCandidate, decisionHides) give the
// same answer for every member below, seen by each viewer (decision 0044).

const TARGETS: [string, SparkMemberOptions][] = [
  ['ready woman looking for men', { sex: 'F', lookingFor: ['M'] }],
  ['ready couple looking for men and couples', { sex: 'MF', lookingFor: ['M', 'MF'] }],
  ['woman looking for women only', { sex: 'F', lookingFor: ['F'] }],
  ['woman not in Spark', { sex: 'F', lookingFor: ['M'], foundInSpark: false }],
  ['verified-only woman', { sex: 'F', lookingFor: ['M'], visitableOnlyByVerified: true }],
  ['woman without a wall picture', { sex: 'F', lookingFor: ['M'], without: ['wall'] }],
  ['couple with one age missing', { sex: 'MF', lookingFor: ['M'], without: ['ages'] }],
  ['staff woman', { sex: 'F', lookingFor: ['M'], admin: true }],
  ['man looking for women', { sex: 'M', lookingFor: ['F'] }],
];

describe('the Spark deck: SQL filter and pure rules agree', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('for an unverified and a verified viewer, with a spark, a recent skip, an old skip and blocks', async () => {
    const db = t.deps.database.db;
    const targets = [] as { name: string; id: string }[];
    for (const [name, opts] of TARGETS) targets.push({ name, id: (await sparkMember(t, opts)).id });
    const byName = (name: string) => targets.find((x) => x.name === name)!.id;
    const viewers = [await sparkMember(t, { sex: 'M', lookingFor: ['F', 'MF'] }), await sparkMember(t, { sex: 'M', lookingFor: ['F', 'MF'], verified: true })];
    const now = new Date();
    for (const viewer of viewers) {
      await db.insert(sparkDecisions).values([
        { actorId: viewer.id, targetId: byName('ready couple looking for men and couples'), kind: 'SKIP', decidedAt: new Date(now.getTime() - 40 * 86_400_000) },
      ]);
    }
    await db.insert(sparkDecisions).values({ actorId: viewers[0]!.id, targetId: byName('ready woman looking for men'), kind: 'SPARK', decidedAt: now });
    await db.insert(sparkDecisions).values({ actorId: viewers[1]!.id, targetId: byName('verified-only woman'), kind: 'SKIP', decidedAt: new Date(now.getTime() - 86_400_000) });
    await db.insert(blocks).values({ blockerId: byName('man looking for women'), blockedId: viewers[1]!.id });
    const deactivated = await sparkMember(t, { sex: 'F', lookingFor: ['M'] });
    await db.update(users).set({ isDeactivated: true }).where(eq(users.id, deactivated.id));
    targets.push({ name: 'deactivated woman', id: deactivated.id });

    const shown: string[][] = [];
    for (const v of viewers) {
      const inDeck: string[] = [];
      const [viewer] = await db.select().from(users).where(eq(users.id, v.id));
      const lookingFor = (await readinessOf(db, viewer!)).lookingFor;
      for (const target of targets) {
        const [row] = await db.select({ fits: candidateSql(viewer!, lookingFor, now) }).from(users).where(eq(users.id, target.id));
        const [targetRow] = (await db.select().from(users).where(eq(users.id, target.id))) as UserRow[];
        const settings = await getSettings(db, target.id);
        const between = await blocksBetween(db, viewer!.id, target.id);
        const [decision] = await db.select().from(sparkDecisions).where(and(eq(sparkDecisions.actorId, viewer!.id), eq(sparkDecisions.targetId, target.id)));
        const pure =
          isSparkCandidate(viewer!, lookingFor, {
            target: targetRow!,
            targetReadiness: await readinessOf(db, targetRow!),
            foundInSpark: settings.foundInSpark,
            visitableOnlyByVerified: settings.visitableOnlyByVerified,
            blockedEitherWay: between.aBlockedB || between.bBlockedA,
          }) && !decisionHides(decision, now);
        expect(Boolean(row!.fits), `${viewer!.isVerified ? 'verified' : 'unverified'} viewer, ${target.name}`).toBe(pure);
        if (pure) inDeck.push(target.name);
      }
      shown.push(inDeck);
    }
    // And what they agree on: the old skip is back; a spark and yesterday's skip hide; verified-only for the verified.
    expect(shown).toEqual([['ready couple looking for men and couples'], ['ready woman looking for men', 'ready couple looking for men and couples']]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { seedDemo } from '../../src/modules/demo/seed.js';
import { DEMO_ACCOUNTS, DEMO_MEMBER_PASSWORD } from '../../src/modules/demo/demo-accounts.js';
import { SIGN_IN } from '../accounts/support.js';
import { ADMIRERS, NEXT, SKIP, SPARK, STATUS } from './support.js';

// The demo (issue 16): two demo members have sparked Reto_ZH; his match is one tap away.

describe('demo sparks', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds the sparks once; Reto sees who sparked him and a spark back is a match', async () => {
    const first = await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now, t.deps.storage);
    expect(first.sparks).toBe(2);
    expect((await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now, t.deps.storage)).sparks).toBe(0);
    const account = DEMO_ACCOUNTS.find((a) => a.username === 'Reto_ZH')!;
    const reto = (await t.gql(SIGN_IN, { input: { email: account.email, password: DEMO_MEMBER_PASSWORD } }, { ip: '10.79.0.1' })).data!.signIn.token as string;
    expect((await t.gql(STATUS, {}, { token: reto })).data!.sparkStatus).toEqual({ missing: [], sparksLeftToday: null, canUndoSkip: false });
    const admirers = (await t.gql(ADMIRERS, {}, { token: reto })).data!.sparkAdmirers.nodes.map((n: { member: { slug: string } }) => n.member.slug);
    expect(admirers.sort()).toEqual(['anna_and_tom', 'nadja_lu']);
    // His deck shows the admirers among other matching members (most recently active first): he
    // skips the others until one of them comes.
    let card = (await t.gql(NEXT, {}, { token: reto })).data!.nextSparkCard;
    for (let i = 0; card && !admirers.includes(card.member.slug) && i < 20; i++) {
      await t.gql(SKIP, { id: card.id }, { token: reto });
      card = (await t.gql(NEXT, {}, { token: reto })).data!.nextSparkCard;
    }
    expect(admirers).toContain(card.member.slug);
    const res = await t.gql(SPARK, { id: card.id }, { token: reto });
    expect(res.data!.sendSpark.match.member.slug).toBe(card.member.slug);
  });
});

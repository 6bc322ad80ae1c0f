import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { seedDemo } from '../../src/modules/demo/seed.js';
import { DEMO_ACCOUNTS, DEMO_MEMBER_PASSWORD } from '../../src/modules/demo/demo-accounts.js';
import { SIGN_IN } from '../accounts/support.js';
import { LIST, OWN } from './support.js';

// The demo classifieds (issue 16): seeded once, by verified demo members; Reto_ZH has his own.

describe('demo classifieds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signInAs(username: string) {
    const account = DEMO_ACCOUNTS.find((a) => a.username === username)!;
    const res = await t.gql(SIGN_IN, { input: { email: account.email, password: DEMO_MEMBER_PASSWORD } }, { ip: `10.79.0.${username.length}` });
    return res.data!.signIn.token as string;
  }

  it('seeds five once, all by verified members; Reto sees his own and others’', async () => {
    expect((await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now)).classifieds).toBe(5);
    expect((await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now)).classifieds).toBe(0);
    const reto = await signInAs('Reto_ZH');
    const own = (await t.gql(OWN, {}, { token: reto })).data!.ownClassifieds;
    expect(own.nodes).toHaveLength(1);
    const all = (await t.gql(LIST, { filter: 'ALL' }, { token: reto })).data!.classifieds.nodes as { author: { username: string; isVerified: boolean } }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c) => c.author.isVerified)).toBe(true);
  });
});

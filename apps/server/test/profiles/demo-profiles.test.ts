import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { seedDemo } from '../../src/modules/demo/seed.js';
import { DEMO_ACCOUNTS, DEMO_MEMBER_PASSWORD } from '../../src/modules/demo/demo-accounts.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { SIGN_IN } from '../accounts/support.js';
import { USER } from './support.js';

describe('demo profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signInAs(username: string) {
    const account = DEMO_ACCOUNTS.find((a) => a.username === username)!;
    const res = await t.gql(SIGN_IN, { input: { email: account.email, password: DEMO_MEMBER_PASSWORD } }, { ip: `10.77.0.${username.length}` });
    return res.data!.signIn.token as string;
  }

  it('fills the profile of every demo member with a profile type (persons, about in their language, looking-for); seeding again changes nothing', async () => {
    const first = await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now);
    const withType = DEMO_ACCOUNTS.filter((a) => a.sex && !a.pending);
    expect(first.profiles).toBe(withType.length);
    expect((await seedDemo(t.deps.database.db, t.deps.config.argon2, t.deps.now)).profiles).toBe(0);

    const token = await signInAs('Reto_ZH');
    for (const account of withType) {
      const [row] = await t.deps.database.db.select({ slug: users.slug }).from(users).where(eq(users.email, account.email));
      const res = await t.gql(USER, { slug: row!.slug }, { token });
      expect(res.errors, account.username).toBeUndefined();
      const { profile, refusal } = res.data!.user;
      if (refusal) continue; // Reto may not open every profile (that is the point of the rules).
      expect(profile.sex).toBe(account.sex);
      expect(profile.info.persons).toHaveLength(account.sex!.length);
      expect(profile.info.isComplete, account.username).toBe(true);
      expect(profile.info.about.length).toBeGreaterThan(40);
    }
  });

  it('shows the rules at work: Lea_und_Mirjam look for women only, Seraina_GR is for verified members only', async () => {
    const slugOf = (name: string) => name.toLowerCase();
    const reto = await signInAs('Reto_ZH');
    expect((await t.gql(USER, { slug: slugOf('Lea_und_Mirjam') }, { token: reto })).data!.user.refusal).toBe('PROFILE_TYPE_MISMATCH');
    expect((await t.gql(USER, { slug: slugOf('Seraina_GR') }, { token: reto })).data!.user.refusal).toBe('PROFILE_TYPE_MISMATCH');
    const nadja = await signInAs('Nadja_LU');
    expect((await t.gql(USER, { slug: slugOf('Seraina_GR') }, { token: nadja })).data!.user.refusal).toBe('PROFILE_VERIFIED_ONLY');
    const chantal = await signInAs('Chantal_BS');
    expect((await t.gql(USER, { slug: slugOf('Seraina_GR') }, { token: chantal })).data!.user.profile.info.about).toMatch(/verifizierte/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { PREMIUM, buy, createPayApp, isPremium, member, type PayApp } from './support.js';

// `subscription:shift` moves a member's subscription into the past; `jobs:run-due` then runs its
// period end (how the journeys test period ends).

let t: PayApp;
beforeAll(async () => {
  t = await createPayApp();
});
afterAll(() => t.close());

async function cli(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, {
    env: { NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...env },
    openDatabase: async () => t.deps.database,
    now: t.deps.now,
  });
  return { code, out, err: err.join('\n') };
}

describe('subscription:shift', () => {
  it('moves a cancelled subscription past its end; jobs:run-due then ends access', async () => {
    const m = await member(t);
    await buy(t, m.token, 1);
    await t.gql(`mutation { cancelPremium { isPremium } }`, {}, { token: m.token });
    const shifted = await cli({}, 'subscription:shift', '--email', m.email, '--days', '32');
    expect(shifted.code).toBe(0);
    expect(shifted.out[0]).toMatch(/subscription 32 days back: CANCELLED/);
    expect(await isPremium(t, m.id)).toBe(true);
    expect((await cli({}, 'jobs:run-due')).code).toBe(0);
    expect(await isPremium(t, m.id)).toBe(false);
    const status = await t.gql(PREMIUM, {}, { token: m.token });
    expect(status.data!.premium.subscription.state).toBe('ENDED');
  });

  it('refuses production, a member without a subscription, and bad days', async () => {
    const m = await member(t);
    expect((await cli({}, 'subscription:shift', '--email', m.email, '--days', '3')).err).toContain('has no live subscription');
    expect((await cli({}, 'subscription:shift', '--email', m.email, '--days', 'x')).code).toBe(2);
    expect((await cli({ NODE_ENV: 'production' }, 'subscription:shift', '--email', m.email, '--days', '3')).code).toBe(1);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { paymentMethods, payments } from '../../src/modules/payments/payments.table.js';
import { mailsTo } from '../accounts/support.js';
import { socketUrl, subscribe, type LiveSubscription } from '../realtime/support.js';
import { CANCEL, PREMIUM, RESUME, TRIAL, buy, createPayApp, delivered, isPremium, member, press, type PayApp, type TestMember } from './support.js';

// The subscription's timeline through the durable jobs, with a moved clock: renewals, failed
// renewals with three retries, cancellation, the trial end.

const DAY = 86_400_000;
let t: PayApp;
beforeAll(async () => {
  t = await createPayApp();
});
afterAll(() => t.close());

/** A session started now: the clock moves past the sessions' lifetime in these tests. */
async function signIn(m: TestMember): Promise<string> {
  return (await t.services.sessions.start(t.deps.database.db, m.id, null)).token;
}

async function status(m: TestMember) {
  const res = await t.gql(PREMIUM, {}, { token: await signIn(m) });
  expect(res.errors).toBeUndefined();
  return res.data!.premium;
}

async function paymentsOf(m: TestMember) {
  return t.deps.database.db.select().from(payments).where(eq(payments.userId, m.id)).orderBy(payments.createdAt);
}

async function declineFutureCharges(m: TestMember) {
  const [method] = await t.deps.database.db.select().from(paymentMethods).where(and(eq(paymentMethods.userId, m.id), eq(paymentMethods.isDefault, true)));
  await t.provider.setCardDeclines(method!.providerRef, true);
}

/** Moves the clock to just after the member's period end and runs what is due. */
async function passPeriodEnd(m: TestMember) {
  const end = new Date((await status(m)).subscription.currentPeriodEnd).getTime();
  t.advance(end - t.deps.now().getTime() + 60_000);
  await t.services.jobs.runDue();
}

describe('renewals and the end of access', () => {
  it('the period end charges the saved card once and extends by exactly the package', async () => {
    const m = await member(t);
    await buy(t, m.token, 1);
    const before = await status(m);
    await passPeriodEnd(m);
    await t.services.jobs.runDue(); // nothing more is due: no second charge
    const after = await status(m);
    expect(after).toMatchObject({ isPremium: true, subscription: { state: 'ACTIVE', renewalAttempts: 0 } });
    const oldEnd = new Date(before.subscription.currentPeriodEnd);
    const newEnd = new Date(after.subscription.currentPeriodEnd);
    expect(newEnd.getUTCMonth()).toBe((oldEnd.getUTCMonth() + 1) % 12);
    const rows = await paymentsOf(m);
    expect(rows.map((p) => [p.purpose, p.status, p.amountRappen])).toEqual([
      ['PREMIUM', 'SUCCEEDED', 1000],
      ['RENEWAL', 'SUCCEEDED', 1000],
    ]);
  });

  it('a failed renewal retries three times a day apart, tells the member each time, then ends access', async () => {
    const m = await member(t, { language: 'en' });
    await buy(t, m.token, 1);
    await declineFutureCharges(m);
    await passPeriodEnd(m);
    expect(await status(m)).toMatchObject({ isPremium: true, subscription: { state: 'PAST_DUE', renewalAttempts: 1 } });
    for (let retry = 1; retry <= 3; retry++) {
      t.advance(DAY + 60_000);
      await t.services.jobs.runDue();
    }
    const ended = await status(m);
    expect(ended).toMatchObject({ isPremium: false, subscription: { state: 'ENDED' }, nextCharge: null });
    expect(await isPremium(t, m.id)).toBe(false);
    const rows = await paymentsOf(m);
    expect(rows.filter((p) => p.purpose === 'RENEWAL').map((p) => [p.status, p.responseMessage])).toEqual(Array(4).fill(['FAILED', 'Your card was declined.']));
    const told = await t.deps.database.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, m.id)).orderBy(notifications.createdAt);
    expect(told.map((n) => n.kind)).toEqual(['PREMIUM_RENEWAL_FAILED', 'PREMIUM_RENEWAL_FAILED', 'PREMIUM_RENEWAL_FAILED', 'PREMIUM_ENDED']);
    const mails = await mailsTo(t, m.email);
    expect(mails.filter((x) => x.subject.includes('renewal did not go through'))).toHaveLength(3);
    expect(mails.filter((x) => x.subject.includes('has ended'))).toHaveLength(1);
    // The home list shows the venue's notices (they have no actor).
    const home = await t.gql(`{ notifications { nodes { kind actor { id } } } }`, {}, { token: await signIn(m) });
    expect(home.data!.notifications.nodes.map((n: { kind: string }) => n.kind)).toContain('PREMIUM_ENDED');
  });

  it('a renewal that succeeds on a retry keeps premium and clears the attempts', async () => {
    const m = await member(t);
    await buy(t, m.token, 1);
    await declineFutureCharges(m);
    await passPeriodEnd(m);
    const [method] = await t.deps.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, m.id));
    await t.provider.setCardDeclines(method!.providerRef, false);
    t.advance(DAY + 60_000);
    await t.services.jobs.runDue();
    expect(await status(m)).toMatchObject({ isPremium: true, subscription: { state: 'ACTIVE', renewalAttempts: 0 } });
  });

  it('cancel keeps access until the period end, then loses it without a charge', async () => {
    const m = await member(t);
    await buy(t, m.token, 3);
    const cancelled = await t.gql(CANCEL, {}, { token: m.token });
    expect(cancelled.data!.cancelPremium).toMatchObject({ isPremium: true, subscription: { state: 'CANCELLED', cancelAtPeriodEnd: true } });
    expect((await status(m)).nextCharge).toBeNull();
    const end = new Date((await status(m)).subscription.currentPeriodEnd).getTime();
    t.advance(end - t.deps.now().getTime() - 60_000);
    await t.services.jobs.runDue();
    expect(await isPremium(t, m.id)).toBe(true);
    t.advance(2 * 60_000);
    await t.services.jobs.runDue();
    expect(await isPremium(t, m.id)).toBe(false);
    expect((await status(m)).subscription.state).toBe('ENDED');
    expect((await paymentsOf(m)).map((p) => p.purpose)).toEqual(['PREMIUM']);
  });

  it('resume before the period end: it renews again', async () => {
    const m = await member(t);
    await buy(t, m.token, 1);
    await t.gql(CANCEL, {}, { token: m.token });
    const resumed = await t.gql(RESUME, {}, { token: m.token });
    expect(resumed.data!.resumePremium.subscription).toMatchObject({ state: 'ACTIVE', cancelAtPeriodEnd: false });
    await passPeriodEnd(m);
    expect((await paymentsOf(m)).map((p) => [p.purpose, p.status])).toEqual([
      ['PREMIUM', 'SUCCEEDED'],
      ['RENEWAL', 'SUCCEEDED'],
    ]);
  });

  it("an open socket sees premium end at once when the job ends it, and stays open", async () => {
    const m = await member(t);
    const res = await t.gql(TRIAL, {}, { token: m.token });
    await press(t, res.data!.startPremiumTrial.url, 'pay');
    await delivered(t);
    await t.gql(CANCEL, {}, { token: m.token });
    let live: LiveSubscription<unknown> | undefined;
    try {
      live = subscribe(await socketUrl(t), m.token, 'subscription { serverTime(intervalMs: 200) }');
      await live.waitFor(1);
      expect(t.realtime.registry.of(m.id)[0]!.context.viewer!.isPremium).toBe(true);
      await passPeriodEnd(m);
      await expect.poll(() => t.realtime.registry.of(m.id)[0]?.context.viewer?.isPremium).toBe(false);
      const seen = live.results.length;
      await live.waitFor(seen + 1);
      expect(live.closedWith).toBeNull();
    } finally {
      await live?.stop();
    }
  });

  it('the trial end charges the 1-month price and becomes active', async () => {
    const m = await member(t);
    const res = await t.gql(TRIAL, {}, { token: m.token });
    await press(t, res.data!.startPremiumTrial.url, 'pay');
    await delivered(t);
    const trial = await status(m);
    expect(trial.subscription.state).toBe('TRIAL');
    expect(new Date(trial.subscription.trialEndsAt).getTime() - t.deps.now().getTime()).toBeGreaterThan(7 * DAY - 60_000);
    await passPeriodEnd(m);
    expect(await status(m)).toMatchObject({ isPremium: true, subscription: { state: 'ACTIVE', packageMonths: 1 } });
    expect((await paymentsOf(m)).map((p) => [p.purpose, p.status, p.amountRappen])).toEqual([
      ['TRIAL', 'SUCCEEDED', 0],
      ['RENEWAL', 'SUCCEEDED', 1000],
    ]);
  });

  it('a charge retried with the same payment id is not made twice at the provider', async () => {
    const m = await member(t);
    await buy(t, m.token, 1);
    const [method] = await t.deps.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, m.id));
    const req = { paymentId: crypto.randomUUID(), customerRef: method!.customerRef!, methodRef: method!.providerRef, amountRappen: 1000, description: 'x' };
    const first = await t.provider.charge(req);
    const second = await t.provider.charge(req);
    expect(second.chargeRef).toBe(first.chargeRef);
  });
});

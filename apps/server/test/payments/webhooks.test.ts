import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents, payments } from '../../src/modules/payments/payments.table.js';
import { subscriptions } from '../../src/modules/subscriptions/subscriptions.table.js';
import { BUY, PAYMENT, PREMIUM, createPayApp, isPremium, member, postWebhook, type PayApp } from './support.js';

// The webhook route over real HTTP: signed events apply once; forged, altered and replayed ones
// answer 400 and write nothing; duplicates and late or out-of-order events change nothing.

let t: PayApp;
beforeAll(async () => {
  t = await createPayApp();
});
afterAll(() => t.close());

async function openCheckout(months = 3) {
  const m = await member(t);
  const res = await t.gql(BUY, { m: months }, { token: m.token });
  return { m, paymentId: res.data!.buyPremium.paymentId as string };
}

const completed = (paymentId: string, eventId = `tev_${paymentId}`) => ({
  id: eventId,
  type: 'checkout.completed',
  data: { paymentId, chargeRef: 'tch_x', customerRef: 'tcus_x', method: { ref: `tpm_${paymentId}`, brand: 'test', last4: '4242', expMonth: 12, expYear: 2030, reusable: true }, message: 'ok' },
});

async function rows() {
  const db = t.deps.database.db;
  const [e] = await db.select({ n: count() }).from(paymentWebhookEvents);
  const [s] = await db.select({ n: count() }).from(subscriptions);
  return { events: Number(e!.n), subscriptions: Number(s!.n) };
}

describe('payment webhooks', () => {
  it('a forged signature, an altered body, a stale (replayed) one and a missing header: 400, nothing written', async () => {
    const { m, paymentId } = await openCheckout();
    const before = await rows();
    const body = completed(paymentId);
    expect((await postWebhook(t, body, { secret: 'whsec_forged_forged_forged' })).status).toBe(400);
    const altered = await fetch(`${t.url}/api/payments/webhooks/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'test-signature': 't=1,v1=' + '0'.repeat(64) },
      body: JSON.stringify(body),
    });
    expect(altered.status).toBe(400);
    expect((await postWebhook(t, body, { at: new Date(t.deps.now().getTime() - 6 * 60_000) })).status).toBe(400);
    const unsigned = await fetch(`${t.url}/api/payments/webhooks/test`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(unsigned.status).toBe(400);
    expect((await unsigned.json()).errors[0].code).toBe('BAD_INPUT');
    expect(await rows()).toEqual(before);
    expect(await isPremium(t, m.id)).toBe(false);
    const p = await t.gql(PAYMENT, { id: paymentId }, { token: m.token });
    expect(p.data!.payment.status).toBe('PENDING');
  });

  it('an unknown provider is 404', async () => {
    const res = await fetch(`${t.url}/api/payments/webhooks/paypal`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(404);
  });

  it('the same event twice, and the same payment completed by two events: one subscription, one period', async () => {
    const { m, paymentId } = await openCheckout(3);
    const first = await postWebhook(t, completed(paymentId));
    expect(first.status).toBe(200);
    expect((await first.json()).meta.outcome).toBe('applied');
    const again = await postWebhook(t, completed(paymentId));
    expect((await again.json()).meta.outcome).toBe('duplicate');
    const other = await postWebhook(t, completed(paymentId, `tev_other_${paymentId}`));
    expect((await other.json()).meta.outcome).toBe('ignored');
    const subs = await t.deps.database.db.select().from(subscriptions).where(eq(subscriptions.userId, m.id));
    expect(subs).toHaveLength(1);
    const months = (subs[0]!.currentPeriodEnd.getTime() - subs[0]!.currentPeriodStart.getTime()) / 86_400_000;
    expect(months).toBeGreaterThan(88);
    expect(months).toBeLessThan(93);
  });

  it('out of order: a late "failed" after "completed" changes nothing; a late "completed" after "cancelled" grants nothing', async () => {
    const a = await openCheckout(1);
    await postWebhook(t, completed(a.paymentId));
    const late = await postWebhook(t, { id: `tev_fail_${a.paymentId}`, type: 'checkout.failed', data: { paymentId: a.paymentId, message: 'declined' } });
    expect((await late.json()).meta.outcome).toBe('ignored');
    expect((await t.gql(PAYMENT, { id: a.paymentId }, { token: a.m.token })).data!.payment.status).toBe('SUCCEEDED');
    expect(await isPremium(t, a.m.id)).toBe(true);

    const b = await openCheckout(1);
    await postWebhook(t, { id: `tev_exp_${b.paymentId}`, type: 'checkout.expired', data: { paymentId: b.paymentId, message: 'expired' } });
    const lateWin = await postWebhook(t, completed(b.paymentId));
    expect((await lateWin.json()).meta.outcome).toBe('ignored');
    expect(await isPremium(t, b.m.id)).toBe(false);
    expect((await t.gql(PREMIUM, {}, { token: b.m.token })).data!.premium.subscription).toBeNull();
  });

  it('an event about a payment we do not know is recorded and ignored', async () => {
    const res = await postWebhook(t, completed('3f1e2d4c-5b6a-4789-9abc-def012345678'));
    expect((await res.json()).meta.outcome).toBe('ignored');
    const notUuid = await postWebhook(t, completed('nope'));
    expect((await notUuid.json()).meta.outcome).toBe('ignored');
    const [row] = await t.deps.database.db.select().from(payments).where(eq(payments.id, '3f1e2d4c-5b6a-4789-9abc-def012345678'));
    expect(row).toBeUndefined();
  });

  it('duplicates delivered at the same moment still grant once', async () => {
    const { m, paymentId } = await openCheckout(12);
    const results = await Promise.all(Array.from({ length: 5 }, () => postWebhook(t, completed(paymentId)).then((r) => r.json())));
    expect(results.filter((r) => r.meta.outcome === 'applied')).toHaveLength(1);
    const subs = await t.deps.database.db.select().from(subscriptions).where(eq(subscriptions.userId, m.id));
    expect(subs).toHaveLength(1);
  });
});

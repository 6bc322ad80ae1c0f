import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/modules/payments/payments.table.js';
import { subscriptions } from '../../src/modules/subscriptions/subscriptions.table.js';
import { createStripeProvider } from '../../src/infra/payments/stripe-provider.js';
import { createTestApp } from '../harness.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe/fake-stripe.js';
import { BUY, METHODS, PAYMENT, PAYMENTS, PREMIUM, isPremium, member, type PayApp } from './support.js';

// The whole way with PAYMENT_PROVIDER=stripe, against the fake Stripe over HTTP: the member buys
// a package, pays on the (fake) Stripe page, Stripe's signed webhook reaches the app's route.

let fake: FakeStripe;
let t: PayApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  const provider = createStripeProvider({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiUrl: fake.apiUrl });
  const app = await createTestApp({ payments: provider });
  const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
  (app.deps.config as { publicUrl: string }).publicUrl = url;
  fake.webhookUrl = `${url}/api/payments/webhooks/stripe`;
  t = Object.assign(app, { url, provider: undefined as never });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1)!;

describe('buying premium with Stripe', () => {
  it('3 months: a Checkout in CHF for the staff price, paid by card, premium at once, the card kept', async () => {
    const m = await member(t);
    const res = await t.gql(BUY, { m: 3 }, { token: m.token });
    expect(res.errors).toBeUndefined();
    const { paymentId, url } = res.data!.buyPremium;
    expect(url.startsWith(`${fake.apiUrl}/c/pay/cs_test_`)).toBe(true);
    expect(fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params).toMatchObject({
      mode: 'payment',
      currency: 'chf',
      client_reference_id: paymentId,
      metadata: { paymentId },
      allowed_payment_method_types: ['card'],
      line_items: [{ quantity: '1', price_data: { currency: 'chf', unit_amount: '2700' } }],
      payment_intent_data: { setup_future_usage: 'off_session' },
    });

    const { deliveries } = await fake.completeCheckout(sessionOf(url), 'visa');
    expect(deliveries.map((d) => d.status)).toEqual([200, 200]);

    const paid = await t.gql(PAYMENT, { id: paymentId }, { token: m.token });
    expect(paid.data!.payment).toMatchObject({ status: 'SUCCEEDED', amountRappen: 2700, responseMessage: 'Payment complete.' });
    expect(await isPremium(t, m.id)).toBe(true);
    const methods = await t.gql(METHODS, {}, { token: m.token });
    expect(methods.data!.paymentMethods).toMatchObject([{ brand: 'visa', last4: '4242', reusable: true }]);

    // Stripe delivers again (it does): nothing changes.
    const before = (await t.gql(PREMIUM, {}, { token: m.token })).data!.premium;
    const completed = deliveries.find((d) => d.event.type === 'checkout.session.completed')!;
    expect((await fake.redeliver(completed.event.id)).status).toBe(200);
    expect((await t.gql(PREMIUM, {}, { token: m.token })).data!.premium).toEqual(before);
    expect((await t.gql(PAYMENTS, {}, { token: m.token })).data!.payments.nodes).toHaveLength(1);
  });

  it('a forged or altered Stripe webhook is refused and grants nothing', async () => {
    const m = await member(t);
    const { paymentId, url } = (await t.gql(BUY, { m: 1 }, { token: m.token })).data!.buyPremium;
    const session = { ...fake.state.sessions.get(sessionOf(url))!, status: 'complete', payment_status: 'paid' };
    const event = fake.newEvent('checkout.session.completed', session);
    const forged = fake.signed(event, { secret: 'whsec_not_the_endpoint_secret' });
    expect((await fetch(fake.webhookUrl!, { method: 'POST', body: forged.body, headers: forged.headers })).status).toBe(400);
    const genuine = fake.signed(event);
    const altered = genuine.body.replace('"payment_status": "paid"', '"payment_status": "paid" ');
    expect((await fetch(fake.webhookUrl!, { method: 'POST', body: altered, headers: genuine.headers })).status).toBe(400);
    expect((await t.gql(PAYMENT, { id: paymentId }, { token: m.token })).data!.payment.status).toBe('PENDING');
    expect(await isPremium(t, m.id)).toBe(false);
  });

  it('an abandoned Stripe checkout expires: the payment is cancelled, nothing granted', async () => {
    const m = await member(t);
    const { paymentId, url } = (await t.gql(BUY, { m: 1 }, { token: m.token })).data!.buyPremium;
    const [delivery] = await fake.expireCheckout(sessionOf(url));
    expect(delivery!.status).toBe(200);
    expect((await t.gql(PAYMENT, { id: paymentId }, { token: m.token })).data!.payment.status).toBe('CANCELLED');
    expect(await isPremium(t, m.id)).toBe(false);
  });
});

describe('renewing premium with Stripe (off-session, app-driven)', () => {
  const DAY = 24 * 3600 * 1000;

  it('at the period end the saved card is charged off-session in CHF; a declining card fails with Stripe’s words', async () => {
    const good = await member(t);
    const bad = await member(t);
    for (const [m, card] of [[good, 'visa'], [bad, 'declinesOffSession']] as const) {
      const { url } = (await t.gql(BUY, { m: 1 }, { token: m.token })).data!.buyPremium;
      await fake.completeCheckout(sessionOf(url), card);
      expect(await isPremium(t, m.id)).toBe(true);
    }
    const chargesBefore = fake.requestsTo('POST', '/v1/payment_intents').length;
    t.advance(32 * DAY);
    await t.services.jobs.runDue();

    const renewals = fake.requestsTo('POST', '/v1/payment_intents').slice(chargesBefore);
    expect(renewals).toHaveLength(2);
    for (const r of renewals) expect(r.params).toMatchObject({ amount: '1000', currency: 'chf', off_session: 'true', confirm: 'true' });
    expect(renewals.every((r) => r.idempotencyKey === (r.params.metadata as Record<string, string>).paymentId)).toBe(true);

    // (The members' sessions have expired in 32 days: read what they would see from the database.)
    const paymentsOf = (userId: string) => t.deps.database.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt));
    expect((await paymentsOf(good.id)).map((p) => [p.purpose, p.status, p.amountRappen])).toEqual([['PREMIUM', 'SUCCEEDED', 1000], ['RENEWAL', 'SUCCEEDED', 1000]]);
    expect(await isPremium(t, good.id)).toBe(true);

    const [, failed] = await paymentsOf(bad.id);
    expect(failed).toMatchObject({ purpose: 'RENEWAL', status: 'FAILED', responseMessage: 'Your card was declined.' });
    const [subscription] = await t.deps.database.db.select().from(subscriptions).where(eq(subscriptions.userId, bad.id));
    expect(subscription).toMatchObject({ state: 'PAST_DUE', renewalAttempts: 1 });
    await fake.settled(); // Stripe's payment_intent webhooks for the renewals: answered, nothing changes
    expect(fake.deliveries.filter((d) => d.event.type.startsWith('payment_intent.')).every((d) => d.status === 200)).toBe(true);
  });
});

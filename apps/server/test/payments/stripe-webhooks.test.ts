import crypto from 'node:crypto';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { WebhookSignatureError } from '../../src/infra/payments/payment-provider.js';
import { checkoutRequest, startStripeWorld, type StripeWorld } from './stripe-support.js';

// Stripe webhooks reach the app over HTTP; only ones signed with the endpoint's secret, over the
// exact body, within five minutes, are believed. Events the app does not use are answered null.

describe('Stripe webhooks', () => {
  let world: StripeWorld;
  beforeAll(async () => {
    world = await startStripeWorld();
  });
  afterAll(() => world.close());

  /** A real checkout.session.completed for a fresh checkout, not yet sent. */
  async function completedEvent() {
    const request = checkoutRequest();
    const { sessionRef } = await world.provider.createCheckout(request);
    await world.fake.completeCheckout(sessionRef, 'visa');
    const session = world.fake.state.sessions.get(sessionRef)!;
    return { paymentId: request.paymentId, event: world.fake.newEvent('checkout.session.completed', session) };
  }

  const postToReceiver = (body: string, headers: Record<string, string>) => fetch(world.receiver.url, { method: 'POST', body, headers });

  it('accepts a webhook signed by Stripe', async () => {
    const { event, paymentId } = await completedEvent();
    const { body, headers } = world.fake.signed(event);
    expect((await postToReceiver(body, headers)).status).toBe(200);
    expect(world.receiver.events.at(-1)).toMatchObject({ type: 'checkout.completed', eventId: event.id, paymentId });
  });

  it('refuses a forged signature, an altered body, a stale timestamp and a missing header', async () => {
    const { event } = await completedEvent();
    const rejectedBefore = world.receiver.rejected;
    const accepted = world.receiver.events.length;

    const forged = world.fake.signed(event, { secret: 'whsec_someone_else' });
    expect((await postToReceiver(forged.body, forged.headers)).status).toBe(400);

    const genuine = world.fake.signed(event);
    const altered = genuine.body.replace(/"amount_total": \d+/, '"amount_total": 1');
    expect(altered).not.toBe(genuine.body);
    expect((await postToReceiver(altered, genuine.headers)).status).toBe(400);

    const stale = world.fake.signed(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect((await postToReceiver(stale.body, stale.headers)).status).toBe(400);

    const { 'stripe-signature': _dropped, ...unsigned } = genuine.headers;
    expect((await postToReceiver(genuine.body, unsigned)).status).toBe(400);

    expect(world.receiver.rejected).toBe(rejectedBefore + 4);
    expect(world.receiver.events).toHaveLength(accepted);
    // Each for its own reason (Stripe's words), not by accident.
    const parse = (body: string, headers: Record<string, string>) => world.provider.parseWebhook(Buffer.from(body), headers);
    await expect(parse(forged.body, forged.headers)).rejects.toThrow(/No signatures found matching/);
    await expect(parse(altered, genuine.headers)).rejects.toThrow(/No signatures found matching/);
    await expect(parse(stale.body, stale.headers)).rejects.toThrow(/Timestamp outside the tolerance zone/);
    await expect(parse(genuine.body, unsigned)).rejects.toThrow(/missing Stripe-Signature/);
    await expect(parse(altered, genuine.headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(world.provider.parseWebhook(Buffer.from('not json'), world.fake.signed(event).headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('a webhook delivered twice carries the same event id (the app answers it once)', async () => {
    const request = checkoutRequest();
    const { sessionRef } = await world.provider.createCheckout(request);
    const { deliveries } = await world.fake.completeCheckout(sessionRef, 'visa');
    const completed = deliveries.find((d) => d.event.type === 'checkout.session.completed')!;
    const again = await world.fake.redeliver(completed.event.id);
    expect(again.status).toBe(200);
    const [first, second] = world.receiver.events.slice(-2);
    expect(second).toEqual(first);
    expect(second).toMatchObject({ eventId: completed.event.id, paymentId: request.paymentId });
  });

  it('a webhook the app did not take (down, 5xx) is sent again later, in the same words', async () => {
    const request = checkoutRequest();
    const { sessionRef } = await world.provider.createCheckout(request);
    world.fake.webhookUrl = `${world.receiver.url}-not-here`;
    try {
      const { deliveries } = await world.fake.completeCheckout(sessionRef, 'visa');
      expect(deliveries.every((d) => d.status === 404)).toBe(true);
    } finally {
      world.fake.webhookUrl = world.receiver.url;
    }
    const retried = await world.fake.retryFailed();
    expect(retried.map((d) => [d.event.type, d.status])).toEqual([['payment_intent.succeeded', 200], ['checkout.session.completed', 200]]);
    expect(world.receiver.events.at(-1)).toMatchObject({ type: 'checkout.completed', paymentId: request.paymentId, eventId: retried[1]!.event.id });
    expect(await world.fake.retryFailed()).toEqual([]);
  });

  it('answers null for events the app does not use, and for objects that are not ours', async () => {
    const unknown = await world.fake.sendEvent('customer.created', { id: 'cus_test_x', object: 'customer' });
    expect(unknown.status).toBe(200);
    expect(world.receiver.events.at(-1)).toBeNull();

    // A payment intent of someone else's integration on the same account, and Checkout's own intent.
    await world.fake.sendEvent('payment_intent.succeeded', { id: 'pi_test_x', object: 'payment_intent', metadata: {} });
    expect(world.receiver.events.at(-1)).toBeNull();
    await world.fake.sendEvent('payment_intent.payment_failed', { id: 'pi_test_y', object: 'payment_intent', metadata: { paymentId: crypto.randomUUID() }, last_payment_error: null });
    expect(world.receiver.events.at(-1)).toBeNull();

    const { event } = await completedEvent();
    const session = event.data.object as { metadata: Record<string, string>; client_reference_id: string | null };
    await world.fake.sendEvent('checkout.session.completed', { ...session, metadata: {}, client_reference_id: null });
    expect(world.receiver.events.at(-1)).toBeNull();
  });
});

describe('Stripe configuration', () => {
  const BASE = { NODE_ENV: 'test', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' };
  const STRIPE = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_51AbC', STRIPE_WEBHOOK_SECRET: 'whsec_AbC123' };

  function configError(env: Record<string, string>): string {
    try {
      loadConfig({ ...BASE, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('expected a configuration error');
  }

  it('uses the built-in test provider unless told otherwise', () => {
    expect(loadConfig(BASE).payments).toMatchObject({ provider: 'test', stripe: null });
    expect(loadConfig({ ...BASE, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payments).toMatchObject({ provider: 'test', stripe: null });
  });

  it('with PAYMENT_PROVIDER=stripe and both keys: Stripe, optionally at another address for tests', () => {
    expect(loadConfig({ ...BASE, ...STRIPE }).payments).toMatchObject({ provider: 'stripe', stripe: { secretKey: 'sk_test_51AbC', webhookSecret: 'whsec_AbC123', apiUrl: undefined } });
    expect(loadConfig({ ...BASE, ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments.stripe?.apiUrl).toBe('http://127.0.0.1:12111');
  });

  it('stops the start when Stripe is chosen without its keys, or with the wrong kind of key', () => {
    const missing = configError({ PAYMENT_PROVIDER: 'stripe' });
    expect(missing).toContain('STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe');
    expect(missing).toContain('STRIPE_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=stripe');
    expect(configError({ ...STRIPE, STRIPE_WEBHOOK_SECRET: '' })).toContain('STRIPE_WEBHOOK_SECRET');
    expect(configError({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_123' })).toMatch(/STRIPE_SECRET_KEY: .*not the publishable/);
    expect(configError({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'sk_test_123' })).toContain('STRIPE_WEBHOOK_SECRET: must be');
    expect(configError({ ...STRIPE, STRIPE_API_URL: 'ftp://127.0.0.1' })).toContain('STRIPE_API_URL');
    expect(configError({ PAYMENT_PROVIDER: 'paypal' })).toContain('PAYMENT_PROVIDER');
    expect(configError({ ...STRIPE, NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:12111' })).toContain('STRIPE_API_URL: points the Stripe SDK at a fake for tests: not in production');
    // The message names the variable, never the value (it ends up in the operator's logs).
    expect(configError({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_Secret987' })).not.toContain('Secret987');
    expect(configError({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'whsec-Secret654' })).not.toContain('Secret654');
  });
});

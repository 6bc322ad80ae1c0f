import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../src/infra/payments/stripe-provider.js';
import { checkoutRequest, savedCard, startStripeWorld, type StripeWorld } from './stripe-support.js';

// The Stripe adapter against the fake Stripe over real HTTP (no network): what Stripe receives
// when the app opens a checkout or charges a saved card, and what the app learns from the webhooks.

describe('Stripe provider: checkout', () => {
  let world: StripeWorld;
  beforeAll(async () => {
    world = await startStripeWorld();
  });
  afterAll(() => world.close());

  const lastSessionParams = () => world.fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params;

  it('a one-off payment: a new customer, CHF in Rappen, cards and TWINT, our paymentId on the session', async () => {
    const request = checkoutRequest({ lineItems: [{ description: 'Premium, 3 Monate', unitAmountRappen: 2700, quantity: 2 }] });
    const session = await world.provider.createCheckout(request);

    const customer = world.fake.requestsTo('POST', '/v1/customers').at(-1)!;
    expect(customer.params).toEqual({ email: 'anna@example.ch', preferred_locales: ['de'] });
    expect(customer.idempotencyKey).toBe(`customer-${request.paymentId}`);
    const params = lastSessionParams();
    expect(params).toMatchObject({
      mode: 'payment',
      currency: 'chf',
      customer: world.fake.state.sessions.get(session.sessionRef)!.customer,
      client_reference_id: request.paymentId,
      metadata: { paymentId: request.paymentId },
      locale: 'de',
      allowed_payment_method_types: ['card', 'twint'],
      line_items: [{ quantity: '2', price_data: { currency: 'chf', unit_amount: '2700', product_data: { name: 'Premium, 3 Monate' } } }],
      payment_intent_data: { metadata: { paymentId: request.paymentId } },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    expect(params.payment_intent_data).not.toHaveProperty('setup_future_usage');
    expect(session.sessionRef).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${world.fake.apiUrl}/c/pay/${session.sessionRef}`);
    expect(world.fake.state.sessions.get(session.sessionRef)!.amount_total).toBe(5400);
  });

  it('a checkout that holds gifts closes at its time: expires_at in seconds; none otherwise', async () => {
    const expiresAt = new Date('2026-11-27T12:30:00.000Z');
    await world.provider.createCheckout(checkoutRequest({ lineItems: [{ description: 'Drink', unitAmountRappen: 1500, quantity: 1 }], expiresAt }));
    expect(lastSessionParams().expires_at).toBe(String(expiresAt.getTime() / 1000));
    await world.provider.createCheckout(checkoutRequest({ lineItems: [{ description: 'Drink', unitAmountRappen: 1500, quantity: 1 }] }));
    expect(lastSessionParams()).not.toHaveProperty('expires_at');
  });

  it('a payment whose card is kept for renewals: card only, setup_future_usage off_session, the known customer reused', async () => {
    const customersBefore = world.fake.requestsTo('POST', '/v1/customers').length;
    const { customerRef } = await savedCard(world);
    const request = checkoutRequest({ saveMethod: true, customerRef, language: 'en' });
    await world.provider.createCheckout(request);

    expect(world.fake.requestsTo('POST', '/v1/customers')).toHaveLength(customersBefore + 1); // only savedCard's
    expect(lastSessionParams()).toMatchObject({
      mode: 'payment',
      customer: customerRef,
      locale: 'en',
      allowed_payment_method_types: ['card'],
      payment_intent_data: { setup_future_usage: 'off_session', metadata: { paymentId: request.paymentId } },
    });
  });

  it('nothing to pay but a card to keep (a trial, "add a card"): setup mode, card only, no line items', async () => {
    const request = checkoutRequest({ saveMethod: true, lineItems: [{ description: 'Probemonat', unitAmountRappen: 0, quantity: 1 }] });
    await world.provider.createCheckout(request);
    const params = lastSessionParams();
    expect(params).toMatchObject({ mode: 'setup', currency: 'chf', allowed_payment_method_types: ['card'], setup_intent_data: { metadata: { paymentId: request.paymentId } } });
    expect(params).not.toHaveProperty('line_items');
  });

  it('opening the checkout again for the same payment (a double click, a retry) makes no second customer', async () => {
    const request = checkoutRequest();
    const first = await world.provider.createCheckout(request);
    const second = await world.provider.createCheckout(request);
    const customerOf = (ref: string) => world.fake.state.sessions.get(ref)!.customer;
    expect(customerOf(second.sessionRef)).toBe(customerOf(first.sessionRef));
  });

  it('refuses amounts that are not whole Rappen, and a checkout with nothing to pay or keep, before asking Stripe', async () => {
    const before = world.fake.requests.length;
    await expect(world.provider.createCheckout(checkoutRequest({ lineItems: [{ description: 'x', unitAmountRappen: 10.5, quantity: 1 }] }))).rejects.toThrow(/Rappen/);
    await expect(world.provider.createCheckout(checkoutRequest({ lineItems: [{ description: 'x', unitAmountRappen: -100, quantity: 1 }] }))).rejects.toThrow(/Rappen/);
    await expect(world.provider.createCheckout(checkoutRequest({ lineItems: [] }))).rejects.toThrow(/nothing to pay/);
    expect(world.fake.requests).toHaveLength(before + 3); // the three customers only, no session
    expect(world.fake.requests.slice(before).every((r) => r.path === '/v1/customers')).toBe(true);
  });

  it('paid by card: the completed event names our payment, the intent, the customer and the card (not kept)', async () => {
    const request = checkoutRequest();
    const { sessionRef } = await world.provider.createCheckout(request);
    const seen = world.receiver.events.length;
    const outcome = await world.fake.completeCheckout(sessionRef, 'visa');

    expect(outcome.deliveries.map((d) => [d.event.type, d.status])).toEqual([['payment_intent.succeeded', 200], ['checkout.session.completed', 200]]);
    // Checkout's own payment_intent.succeeded is not a renewal: ignored.
    expect(world.receiver.events.slice(seen)).toEqual([
      null,
      {
        type: 'checkout.completed',
        eventId: outcome.deliveries[1]!.event.id,
        paymentId: request.paymentId,
        chargeRef: world.fake.state.sessions.get(sessionRef)!.payment_intent,
        customerRef: world.fake.state.sessions.get(sessionRef)!.customer,
        method: { ref: outcome.paymentMethod!.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, reusable: false },
        message: 'Payment complete.',
      },
    ]);
  });

  it('paid with a card kept for renewals: the card is reusable, brand and expiry as saved', async () => {
    const { sessionRef } = await world.provider.createCheckout(checkoutRequest({ saveMethod: true }));
    await world.fake.completeCheckout(sessionRef, 'mastercard');
    expect(world.receiver.events.at(-1)).toMatchObject({ type: 'checkout.completed', method: { brand: 'mastercard', last4: '4444', expMonth: 8, expYear: 2031, reusable: true } });
  });

  it('a card saved in setup mode: completed without a charge, the card reusable', async () => {
    const request = checkoutRequest({ saveMethod: true, lineItems: [] });
    const { sessionRef } = await world.provider.createCheckout(request);
    await world.fake.completeCheckout(sessionRef, 'visa');
    expect(world.receiver.events.at(-1)).toMatchObject({
      type: 'checkout.completed',
      paymentId: request.paymentId,
      chargeRef: null,
      method: { brand: 'visa', last4: '4242', reusable: true },
      message: 'Payment method saved.',
    });
  });

  it('paid with TWINT: completed, the method is TWINT and never reusable', async () => {
    const { sessionRef } = await world.provider.createCheckout(checkoutRequest());
    await world.fake.completeCheckout(sessionRef, 'twint');
    expect(world.receiver.events.at(-1)).toMatchObject({
      type: 'checkout.completed',
      method: { brand: 'twint', last4: null, expMonth: null, expYear: null, reusable: false },
    });
  });

  it('a delayed TWINT payment: nothing until it arrives, then completed; a refused one fails with the reason', async () => {
    const paid = checkoutRequest();
    const first = await world.provider.createCheckout(paid);
    await world.fake.completeCheckout(first.sessionRef, 'twint', { delayed: true });
    expect(world.receiver.events.at(-1)).toBeNull(); // completed but unpaid: wait
    await world.fake.confirmDelayedCheckout(first.sessionRef);
    expect(world.receiver.events.at(-1)).toMatchObject({ type: 'checkout.completed', paymentId: paid.paymentId, method: { brand: 'twint', reusable: false } });

    const refused = checkoutRequest();
    const second = await world.provider.createCheckout(refused);
    await world.fake.completeCheckout(second.sessionRef, 'twint', { delayed: true });
    await world.fake.failCheckout(second.sessionRef);
    expect(world.receiver.events.at(-1)).toMatchObject({ type: 'checkout.failed', paymentId: refused.paymentId, message: 'The TWINT payment was declined.' });
  });

  it('a card refused on the checkout page: the member sees why, Stripe sends nothing, the checkout stays open', async () => {
    const { sessionRef } = await world.provider.createCheckout(checkoutRequest());
    const sent = world.fake.deliveries.length;
    expect(await world.fake.completeCheckout(sessionRef, 'declined')).toMatchObject({ paid: false, message: 'Your card was declined.', deliveries: [] });
    expect(await world.fake.completeCheckout(sessionRef, 'expired')).toMatchObject({ paid: false, message: 'Your card has expired.' });
    expect(world.fake.deliveries).toHaveLength(sent);
    expect(world.fake.state.sessions.get(sessionRef)!.status).toBe('open');
  });

  it('an abandoned checkout expires: checkout.expired for our payment', async () => {
    const request = checkoutRequest();
    const { sessionRef } = await world.provider.createCheckout(request);
    const [delivery] = await world.fake.expireCheckout(sessionRef);
    expect(world.receiver.events.at(-1)).toEqual({ type: 'checkout.expired', eventId: delivery!.event.id, paymentId: request.paymentId, message: 'The checkout expired before it was paid.' });
  });

  it('the hosted page of the fake: paying redirects to the success URL and sends the webhooks', async () => {
    const request = checkoutRequest();
    const { url } = await world.provider.createCheckout(request);
    expect(await (await fetch(url)).text()).toContain('TWINT');
    const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ pay: 'visa' }), redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(request.successUrl);
    expect(world.receiver.events.at(-1)).toMatchObject({ type: 'checkout.completed', paymentId: request.paymentId });
  });
});

describe('Stripe provider: off-session charges and saved methods', () => {
  let world: StripeWorld;
  beforeAll(async () => {
    world = await startStripeWorld();
  });
  afterAll(() => world.close());

  const charge = (refs: { customerRef: string; methodRef: string }, paymentId: string = crypto.randomUUID()) =>
    world.provider.charge({ paymentId, ...refs, amountRappen: 1000, description: 'Premium, 1 Monat (Verlängerung)' });

  it('charges the saved card in CHF, off-session, keyed by our paymentId; the webhook confirms it', async () => {
    const card = await savedCard(world);
    const paymentId = crypto.randomUUID();
    const result = await charge(card, paymentId);

    expect(result).toEqual({ status: 'SUCCEEDED', chargeRef: expect.stringMatching(/^pi_test_/), message: 'Payment complete.' });
    const request = world.fake.requestsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(request.idempotencyKey).toBe(paymentId);
    expect(request.params).toMatchObject({
      amount: '1000',
      currency: 'chf',
      customer: card.customerRef,
      payment_method: card.methodRef,
      off_session: 'true',
      confirm: 'true',
      metadata: { paymentId, origin: 'off_session_charge' },
    });
    await world.fake.settled();
    expect(world.receiver.events.at(-1)).toMatchObject({ type: 'charge.succeeded', paymentId, chargeRef: result.chargeRef });
  });

  it('the same paymentId twice (a retry after a crash) charges once and answers the same', async () => {
    const card = await savedCard(world);
    const paymentId = crypto.randomUUID();
    const first = await charge(card, paymentId);
    const second = await charge(card, paymentId);
    expect(second).toEqual(first);
    expect(world.fake.succeededCharges(paymentId)).toHaveLength(1);
    expect(world.fake.requestsTo('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey === paymentId)).toHaveLength(2);
  });

  it.each([
    ['declinesOffSession', 'Your card was declined.'],
    ['expiresOffSession', 'Your card has expired.'],
    ['authenticationRequired', 'Your card was declined. This transaction requires authentication.'],
  ] as const)('a renewal on a card that fails (%s) is FAILED with Stripe’s message; the webhook says so too', async (card, message) => {
    const refs = await savedCard(world, card);
    const paymentId = crypto.randomUUID();
    const result = await charge(refs, paymentId);
    expect(result).toEqual({ status: 'FAILED', chargeRef: expect.stringMatching(/^pi_test_/), message });
    expect(world.fake.succeededCharges(paymentId)).toHaveLength(0);
    await world.fake.settled();
    expect(world.receiver.events.at(-1)).toEqual({ type: 'charge.failed', eventId: expect.any(String), paymentId, chargeRef: result.chargeRef, message });
  });

  it('a failure that is not the card (wrong key, unknown method) is thrown, so the caller retries later', async () => {
    const refs = await savedCard(world);
    const wrongKey = createStripeProvider({ secretKey: 'sk_test_not_the_key', webhookSecret: world.fake.webhookSecret, apiUrl: world.fake.apiUrl });
    await expect(wrongKey.charge({ paymentId: crypto.randomUUID(), ...refs, amountRappen: 1000, description: 'x' })).rejects.toThrow(/Invalid API Key/);
    await expect(charge({ ...refs, methodRef: 'pm_test_unknown' })).rejects.toThrow(/No such payment_method/);
  });

  it('a TWINT payment cannot be charged again without the member', async () => {
    const { sessionRef } = await world.provider.createCheckout(checkoutRequest());
    const { paymentMethod } = await world.fake.completeCheckout(sessionRef, 'twint');
    const customerRef = world.fake.state.sessions.get(sessionRef)!.customer;
    await expect(charge({ customerRef, methodRef: paymentMethod!.id })).rejects.toThrow(/cannot be charged off-session/);
  });

  it('removing a saved card detaches it at Stripe; removing it again is fine', async () => {
    const refs = await savedCard(world);
    await world.provider.detachMethod(refs.methodRef);
    expect(world.fake.state.paymentMethods.get(refs.methodRef)!.customer).toBeNull();
    expect(world.fake.requestsTo('POST', `/v1/payment_methods/${refs.methodRef}/detach`)).toHaveLength(1);
    await world.provider.detachMethod(refs.methodRef);
    await world.provider.detachMethod('pm_test_never_existed');
    // A detached card cannot be charged any more.
    await expect(charge(refs)).rejects.toThrow(/off-session/);
  });

  it('deleting the customer (account deletion) forgets it and its cards at Stripe; deleting it again is fine', async () => {
    const refs = await savedCard(world);
    await world.provider.deleteCustomer(refs.customerRef);
    expect(world.fake.state.customers.has(refs.customerRef)).toBe(false);
    expect(world.fake.state.paymentMethods.get(refs.methodRef)!.customer).toBeNull();
    expect(world.fake.requestsTo('DELETE', `/v1/customers/${refs.customerRef}`)).toHaveLength(1);
    await world.provider.deleteCustomer(refs.customerRef);
    await expect(charge(refs)).rejects.toThrow();
  });

  it('the checkout answers the customer it made, and the same customer when told to reuse it', async () => {
    const first = await world.provider.createCheckout(checkoutRequest());
    expect(first.customerRef).toBe(world.fake.state.sessions.get(first.sessionRef)!.customer);
    const again = await world.provider.createCheckout(checkoutRequest({ customerRef: first.customerRef }));
    expect(again.customerRef).toBe(first.customerRef);
  });
});

import type { FakeState, PendingEvent } from './api-routes.js';
import { newId, newPaymentMethod, now, TEST_CARDS, type FakeCheckoutSession, type FakePaymentIntent, type FakePaymentMethod, type TestPayment } from './stripe-objects.js';

// What happens at Stripe while the member is on the checkout page, and the webhooks it causes.

export interface SessionResult {
  /** False when the card was refused on the page: the member sees the message, Stripe sends nothing. */
  paid: boolean;
  message: string;
  paymentMethod: FakePaymentMethod | null;
  events: PendingEvent[];
}

function openSession(state: FakeState, sessionId: string): FakeCheckoutSession {
  const session = state.sessions.get(sessionId);
  if (!session) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
  if (session.status !== 'open') throw new Error(`fake Stripe: checkout session ${sessionId} is ${session.status}`);
  return session;
}

export function completeSession(state: FakeState, sessionId: string, payWith: TestPayment, delayed: boolean): SessionResult {
  const session = openSession(state, sessionId);
  const details = state.sessionDetails.get(sessionId)!;
  const type = payWith === 'twint' ? 'twint' : 'card';
  if (!session.payment_method_types.includes(type)) throw new Error(`fake Stripe: ${type} is not offered on checkout ${sessionId}`);
  if (payWith !== 'twint') {
    const refused = TEST_CARDS[payWith].atCheckout;
    if (refused) return { paid: false, message: refused.message, paymentMethod: null, events: [] };
  }
  const kept = session.mode === 'setup' || details.setupFutureUsage;
  const method = newPaymentMethod(payWith, kept ? session.customer : null);
  state.paymentMethods.set(method.id, method);
  if (payWith !== 'twint') state.cardOf.set(method.id, payWith);
  session.status = 'complete';

  if (session.mode === 'setup') {
    const setupIntent = state.setupIntents.get(session.setup_intent!)!;
    setupIntent.payment_method = method.id;
    setupIntent.status = 'succeeded';
    return { paid: true, message: 'Payment method saved.', paymentMethod: method, events: [{ type: 'checkout.session.completed', object: session }] };
  }

  const intent: FakePaymentIntent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: session.amount_total!,
    currency: session.currency ?? 'chf',
    customer: session.customer,
    payment_method: method.id,
    status: delayed ? 'processing' : 'succeeded',
    setup_future_usage: details.setupFutureUsage ? 'off_session' : null,
    off_session: null,
    description: null,
    metadata: details.intentMetadata,
    last_payment_error: null,
    created: now(),
  };
  state.paymentIntents.set(intent.id, intent);
  session.payment_intent = intent.id;
  session.payment_status = delayed ? 'unpaid' : 'paid';
  const events: PendingEvent[] = delayed
    ? [{ type: 'checkout.session.completed', object: session }]
    : [{ type: 'payment_intent.succeeded', object: intent }, { type: 'checkout.session.completed', object: session }];
  return { paid: !delayed, message: delayed ? 'Payment pending.' : 'Payment complete.', paymentMethod: method, events };
}

function delayedIntent(state: FakeState, sessionId: string): { session: FakeCheckoutSession; intent: FakePaymentIntent } {
  const session = state.sessions.get(sessionId);
  const intent = session?.payment_intent ? state.paymentIntents.get(session.payment_intent) : undefined;
  if (!session || !intent || intent.status !== 'processing') throw new Error(`fake Stripe: checkout ${sessionId} has no pending payment`);
  return { session, intent };
}

/** The delayed payment arrives after all: async_payment_succeeded. */
export function confirmSessionPayment(state: FakeState, sessionId: string): PendingEvent[] {
  const { session, intent } = delayedIntent(state, sessionId);
  intent.status = 'succeeded';
  session.payment_status = 'paid';
  return [
    { type: 'payment_intent.succeeded', object: intent },
    { type: 'checkout.session.async_payment_succeeded', object: session },
  ];
}

export function failSessionPayment(state: FakeState, sessionId: string, message = 'The TWINT payment was declined.'): PendingEvent[] {
  const { session, intent } = delayedIntent(state, sessionId);
  intent.status = 'requires_payment_method';
  intent.last_payment_error = { type: 'card_error', code: 'payment_intent_payment_attempt_failed', message };
  return [
    { type: 'payment_intent.payment_failed', object: intent },
    { type: 'checkout.session.async_payment_failed', object: session },
  ];
}

export function expireSession(state: FakeState, sessionId: string): PendingEvent[] {
  const session = openSession(state, sessionId);
  session.status = 'expired';
  session.url = null;
  return [{ type: 'checkout.session.expired', object: session }];
}

import Stripe from 'stripe';
import { WebhookSignatureError, type ProviderEvent, type SavedMethod } from './payment-provider.js';
import { idOf, OFF_SESSION_ORIGIN, paymentIdOf } from './stripe-client.js';

/** Messages where Stripe itself gives none (a success has no message); stored as payments.response_message. */
export const STRIPE_MESSAGES = {
  paid: 'Payment complete.',
  saved: 'Payment method saved.',
  failed: 'The payment failed.',
  expired: 'The checkout expired before it was paid.',
} as const;

type Headers = Record<string, string | string[] | undefined>;

/**
 * Verifies a Stripe webhook (signature over the raw body, timestamp within the SDK's 5 minutes)
 * and turns the events the app uses into ProviderEvents; any other event is null.
 */
export async function parseStripeWebhook(stripe: Stripe, secret: string, rawBody: Buffer, headers: Headers): Promise<ProviderEvent | null> {
  const event = verify(stripe, secret, rawBody, headers);
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (a bank transfer, a pending wallet) completes "unpaid": wait for async_payment_succeeded.
      if (event.data.object.payment_status === 'unpaid') return null;
      return completed(stripe, event.id, event.data.object);
    case 'checkout.session.async_payment_succeeded':
      return completed(stripe, event.id, event.data.object);
    case 'checkout.session.async_payment_failed': {
      const paymentId = sessionPaymentId(event.data.object);
      if (!paymentId) return null;
      return { type: 'checkout.failed', eventId: event.id, paymentId, message: await failureMessage(stripe, event.data.object) };
    }
    case 'checkout.session.expired': {
      const paymentId = sessionPaymentId(event.data.object);
      if (!paymentId) return null;
      return { type: 'checkout.expired', eventId: event.id, paymentId, message: STRIPE_MESSAGES.expired };
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const paymentId = paymentIdOf(intent.metadata);
      // Checkout's own intents are answered by the checkout.session events above.
      if (!paymentId || intent.metadata.origin !== OFF_SESSION_ORIGIN) return null;
      if (event.type === 'payment_intent.succeeded') {
        return { type: 'charge.succeeded', eventId: event.id, paymentId, chargeRef: intent.id, message: STRIPE_MESSAGES.paid };
      }
      return { type: 'charge.failed', eventId: event.id, paymentId, chargeRef: intent.id, message: intent.last_payment_error?.message ?? STRIPE_MESSAGES.failed };
    }
    default:
      return null;
  }
}

function verify(stripe: Stripe, secret: string, rawBody: Buffer, headers: Headers): Stripe.Event {
  const header = headers['stripe-signature'];
  const signature = Array.isArray(header) ? header[0] : header;
  if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(`invalid Stripe signature: ${error.message}`);
    throw new WebhookSignatureError('unreadable Stripe webhook');
  }
}

function sessionPaymentId(session: Stripe.Checkout.Session): string | null {
  return paymentIdOf(session.metadata) ?? session.client_reference_id;
}

/** A paid (or set-up) checkout, with the method the member used: brand, last 4, expiry; never the number. */
async function completed(stripe: Stripe, eventId: string, session: Stripe.Checkout.Session): Promise<ProviderEvent | null> {
  const paymentId = sessionPaymentId(session);
  if (!paymentId) return null; // not one of ours (another integration on the same account)
  const customerRef = idOf(session.customer);

  if (session.mode === 'setup') {
    const setupIntentId = idOf(session.setup_intent);
    const setupIntent = setupIntentId ? await stripe.setupIntents.retrieve(setupIntentId) : null;
    const method = await savedMethod(stripe, idOf(setupIntent?.payment_method), true);
    return { type: 'checkout.completed', eventId, paymentId, chargeRef: null, customerRef, method, message: STRIPE_MESSAGES.saved };
  }

  const intentId = idOf(session.payment_intent);
  const intent = intentId ? await stripe.paymentIntents.retrieve(intentId) : null;
  const keptForLater = intent?.setup_future_usage === 'off_session';
  const method = await savedMethod(stripe, idOf(intent?.payment_method), keptForLater);
  return { type: 'checkout.completed', eventId, paymentId, chargeRef: intentId, customerRef, method, message: STRIPE_MESSAGES.paid };
}

async function savedMethod(stripe: Stripe, methodId: string | null, keptForLater: boolean): Promise<SavedMethod | null> {
  if (!methodId) return null;
  const method = await stripe.paymentMethods.retrieve(methodId);
  if (method.type === 'card' && method.card) {
    const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
    return { ref: method.id, brand, last4, expMonth, expYear, reusable: keptForLater };
  }
  // TWINT (and anything else) is paid in the member's app each time: never charged off-session.
  return { ref: method.id, brand: method.type, last4: null, expMonth: null, expYear: null, reusable: false };
}

async function failureMessage(stripe: Stripe, session: Stripe.Checkout.Session): Promise<string> {
  const intentId = idOf(session.payment_intent);
  if (!intentId) return STRIPE_MESSAGES.failed;
  const intent = await stripe.paymentIntents.retrieve(intentId);
  return intent.last_payment_error?.message ?? STRIPE_MESSAGES.failed;
}

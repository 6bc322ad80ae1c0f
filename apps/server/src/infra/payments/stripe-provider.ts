import Stripe from 'stripe';
import type { ChargeRequest, ChargeResult, CheckoutRequest, CheckoutSession, PaymentProvider } from './payment-provider.js';
import { createStripeClient, OFF_SESSION_ORIGIN, type StripeSettings } from './stripe-client.js';
import { parseStripeWebhook, STRIPE_MESSAGES } from './stripe-webhook.js';

// Stripe behind the PaymentProvider interface (issue 13): Checkout for everything the member pays
// in the browser, off-session PaymentIntents for renewals the app decides on. Everything in CHF.
const CURRENCY = 'chf';

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createStripeClient(settings);

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const customer = await customerFor(stripe, request);
      const session = await stripe.checkout.sessions.create(checkoutParams(request, customer));
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionRef: session.id, url: session.url, customerRef: customer };
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      assertRappen(request.amountRappen);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountRappen,
            currency: CURRENCY,
            customer: request.customerRef,
            payment_method: request.methodRef,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { paymentId: request.paymentId, origin: OFF_SESSION_ORIGIN },
          },
          // One paymentId is one charge: a retried request (ours or the SDK's) gets the first answer.
          { idempotencyKey: request.paymentId },
        );
        if (intent.status === 'succeeded') return { status: 'SUCCEEDED', chargeRef: intent.id, message: STRIPE_MESSAGES.paid };
        return { status: 'FAILED', chargeRef: intent.id, message: intent.last_payment_error?.message ?? `Payment ${intent.status}.` };
      } catch (error) {
        // Declined, expired, authentication required: Stripe's own words for the member's payment list.
        if (error instanceof Stripe.errors.StripeCardError) {
          return { status: 'FAILED', chargeRef: error.payment_intent?.id ?? null, message: error.message };
        }
        throw error; // network, configuration: the caller retries later
      }
    },

    async detachMethod(methodRef: string): Promise<void> {
      try {
        await stripe.paymentMethods.detach(methodRef);
      } catch (error) {
        // Removing twice (or a method Stripe already forgot) is done, not an error.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || !(await isAttached(stripe, methodRef)))) return;
        throw error;
      }
    },

    async deleteCustomer(customerRef: string): Promise<void> {
      try {
        // Deleting a Stripe customer also detaches its payment methods (Stripe API reference).
        await stripe.customers.del(customerRef);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        throw error;
      }
    },

    parseWebhook: (rawBody, headers) => parseStripeWebhook(stripe, settings.webhookSecret, rawBody, headers),
  };
}

/** The member's Stripe customer: the one we keep, else a new one (once per paymentId, even when retried). */
async function customerFor(stripe: Stripe, request: CheckoutRequest): Promise<string> {
  if (request.customerRef) return request.customerRef;
  const customer = await stripe.customers.create(
    { email: request.email, preferred_locales: [request.language] },
    { idempotencyKey: `customer-${request.paymentId}` },
  );
  return customer.id;
}

/**
 * How Checkout is opened: nothing to pay but a method to keep → setup mode (card only); a payment
 * whose card is kept for renewals → payment mode with setup_future_usage (card only: TWINT cannot
 * be charged again); a one-off payment → payment mode with cards and TWINT.
 */
export function checkoutParams(request: CheckoutRequest, customer: string): Stripe.Checkout.SessionCreateParams {
  for (const item of request.lineItems) {
    assertRappen(item.unitAmountRappen);
    if (!Number.isInteger(item.quantity) || item.quantity < 1) throw new Error(`invalid quantity ${item.quantity}`);
  }
  const total = request.lineItems.reduce((sum, item) => sum + item.unitAmountRappen * item.quantity, 0);
  const common = {
    customer,
    client_reference_id: request.paymentId,
    metadata: { paymentId: request.paymentId },
    locale: request.language,
    currency: CURRENCY,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    ...(request.expiresAt ? { expires_at: Math.floor(request.expiresAt.getTime() / 1000) } : {}),
  } satisfies Stripe.Checkout.SessionCreateParams;

  if (total === 0) {
    if (!request.saveMethod) throw new Error('a checkout with nothing to pay must save a method');
    return {
      ...common,
      mode: 'setup',
      allowed_payment_method_types: ['card'],
      setup_intent_data: { metadata: { paymentId: request.paymentId } },
    };
  }
  const lineItems = request.lineItems.map((item) => ({
    quantity: item.quantity,
    price_data: { currency: CURRENCY, unit_amount: item.unitAmountRappen, product_data: { name: item.description } },
  }));
  return {
    ...common,
    mode: 'payment',
    line_items: lineItems,
    allowed_payment_method_types: request.saveMethod ? ['card'] : ['card', 'twint'],
    payment_intent_data: {
      metadata: { paymentId: request.paymentId },
      ...(request.saveMethod ? { setup_future_usage: 'off_session' as const } : {}),
    },
  };
}

function assertRappen(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`amount must be a whole number of Rappen, got ${amount}`);
}

async function isAttached(stripe: Stripe, methodRef: string): Promise<boolean> {
  const method = await stripe.paymentMethods.retrieve(methodRef);
  return method.customer !== null;
}

import crypto from 'node:crypto';
import type { CheckoutRequest, PaymentProvider } from '../../src/infra/payments/payment-provider.js';
import { createStripeProvider } from '../../src/infra/payments/stripe-provider.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe/fake-stripe.js';
import { startWebhookReceiver, type WebhookReceiver } from './fake-stripe/webhook-receiver.js';

export interface StripeWorld {
  fake: FakeStripe;
  provider: PaymentProvider;
  receiver: WebhookReceiver;
  close(): Promise<void>;
}

/** The adapter pointed at a fake Stripe, whose webhooks go to a receiver that calls parseWebhook. */
export async function startStripeWorld(): Promise<StripeWorld> {
  const fake = await startFakeStripe();
  const provider = createStripeProvider({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiUrl: fake.apiUrl });
  const receiver = await startWebhookReceiver(provider);
  fake.webhookUrl = receiver.url;
  return {
    fake,
    provider,
    receiver,
    close: async () => {
      await fake.close();
      await receiver.close();
    },
  };
}

export function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    paymentId: crypto.randomUUID(),
    customerRef: null,
    email: 'anna@example.ch',
    language: 'de',
    lineItems: [{ description: 'Premium, 3 Monate', unitAmountRappen: 2700, quantity: 1 }],
    saveMethod: false,
    successUrl: 'http://localhost:3000/premium?checkout=success',
    cancelUrl: 'http://localhost:3000/premium?checkout=cancelled',
    ...overrides,
  };
}

/** A member who saved a card through a setup checkout: their customer and method refs. */
export async function savedCard(world: StripeWorld, card: Parameters<FakeStripe['completeCheckout']>[1] = 'visa') {
  const request = checkoutRequest({ saveMethod: true, lineItems: [] });
  const { sessionRef } = await world.provider.createCheckout(request);
  const outcome = await world.fake.completeCheckout(sessionRef, card);
  const method = outcome.paymentMethod!;
  return { customerRef: method.customer!, methodRef: method.id };
}

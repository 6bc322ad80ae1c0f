// The payment provider behind one small interface (ARCHITECTURE.md, "Real parts, swappable
// adapters"): the built-in test provider by default, Stripe when configured. Money is an integer
// number of Rappen; the app decides every amount, the provider only carries it out.

export type ProviderName = 'test' | 'stripe';

/** A card or TWINT account the provider keeps for the member (never the number itself). */
export interface SavedMethod {
  /** The provider's id of the method (Stripe: pm_…; test provider: tpm_…). */
  ref: string;
  /** 'visa', 'mastercard', 'twint', 'test', … */
  brand: string;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  /** TWINT cannot be charged again without the member (one-off payments only). */
  reusable: boolean;
}

export interface CheckoutLineItem {
  /** Shown on the provider's page, in the member's language. */
  description: string;
  unitAmountRappen: number;
  quantity: number;
}

export interface CheckoutRequest {
  /** Our payments.id (uuid): the provider echoes it back in every event about this checkout. */
  paymentId: string;
  /** The provider's customer id once known (kept on the member's payment methods), else null. */
  customerRef: string | null;
  email: string;
  language: 'de' | 'en';
  lineItems: CheckoutLineItem[];
  /**
   * Keep the method for later off-session charges (subscription renewals). With saveMethod and a
   * total of 0 (a trial, or "add a payment method") the provider only saves the method.
   */
  saveMethod: boolean;
  /** Absolute URLs the provider's page returns the member to. */
  successUrl: string;
  cancelUrl: string;
  /** The checkout cannot be paid after this (what it holds is released); none: the provider's default. */
  expiresAt?: Date;
}

export interface CheckoutSession {
  /** The provider's id of the checkout (Stripe: cs_…). */
  sessionRef: string;
  /** Where the browser goes to pay. */
  url: string;
  /** The provider's customer the checkout belongs to (made now unless the request named one). */
  customerRef: string | null;
}

/** An off-session charge of a saved method (renewals). Idempotent per paymentId at the provider. */
export interface ChargeRequest {
  paymentId: string;
  customerRef: string;
  methodRef: string;
  amountRappen: number;
  description: string;
}

export interface ChargeResult {
  status: 'SUCCEEDED' | 'FAILED';
  /** The provider's id of the charge (Stripe: pi_…). */
  chargeRef: string | null;
  /** The provider's own words (e.g. "Your card was declined."), stored as payments.response_message. */
  message: string;
}

/** What a verified webhook tells the app; every event names our paymentId. */
export type ProviderEvent =
  | {
      type: 'checkout.completed';
      eventId: string;
      paymentId: string;
      chargeRef: string | null;
      customerRef: string | null;
      method: SavedMethod | null;
      message: string;
    }
  | { type: 'checkout.failed'; eventId: string; paymentId: string; message: string }
  | { type: 'checkout.expired'; eventId: string; paymentId: string; message: string }
  | { type: 'charge.succeeded'; eventId: string; paymentId: string; chargeRef: string | null; message: string }
  | { type: 'charge.failed'; eventId: string; paymentId: string; chargeRef: string | null; message: string };

export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Forgets a saved method at the provider (the member removed it). */
  detachMethod(methodRef: string): Promise<void>;
  /**
   * Forgets the customer and every method saved for it (the member deleted their account). Done
   * when the provider no longer knows the customer, so a second call is not an error.
   */
  deleteCustomer(customerRef: string): Promise<void>;
  /**
   * Verifies the signature over the raw body and turns the webhook into an event. Throws
   * WebhookSignatureError for a forged, altered or stale webhook; returns null for an event type
   * the app does not use (answered 200 and ignored). Async: a provider may look up details (the
   * saved card of a completed checkout) before answering.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent | null>;
}

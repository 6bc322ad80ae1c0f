import crypto from 'node:crypto';

// The objects the fake Stripe keeps, in the JSON shape of the real API (only the fields the
// adapter reads and tests assert), and its test cards, modelled on Stripe's documented ones.

export interface CardError {
  code: 'card_declined' | 'expired_card' | 'authentication_required';
  decline_code?: string;
  message: string;
}

const DECLINED: CardError = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
const EXPIRED: CardError = { code: 'expired_card', message: 'Your card has expired.' };
const AUTHENTICATION_REQUIRED: CardError = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

interface TestCard {
  number: string;
  brand: string;
  expMonth: number;
  expYear: number;
  /** Refused on the checkout page: the member sees the error there, Stripe sends no event. */
  atCheckout: CardError | null;
  /** Refused when the app charges it later without the member (renewals). */
  offSession: CardError | null;
}

export const TEST_CARDS = {
  visa: { number: '4242424242424242', brand: 'visa', expMonth: 12, expYear: 2034, atCheckout: null, offSession: null },
  mastercard: { number: '5555555555554444', brand: 'mastercard', expMonth: 8, expYear: 2031, atCheckout: null, offSession: null },
  declined: { number: '4000000000000002', brand: 'visa', expMonth: 12, expYear: 2034, atCheckout: DECLINED, offSession: DECLINED },
  expired: { number: '4000000000000069', brand: 'visa', expMonth: 12, expYear: 2034, atCheckout: EXPIRED, offSession: EXPIRED },
  /** Saved fine, every later charge is declined (Stripe's 4000 0000 0000 0341). */
  declinesOffSession: { number: '4000000000000341', brand: 'visa', expMonth: 12, expYear: 2034, atCheckout: null, offSession: DECLINED },
  /** Saved fine, expired by the time of the renewal. */
  expiresOffSession: { number: '4000000000000119', brand: 'visa', expMonth: 11, expYear: 2026, atCheckout: null, offSession: EXPIRED },
  /** Saved fine, the bank asks for 3-D Secure on every later charge (Stripe's 4000 0027 6000 3184). */
  authenticationRequired: { number: '4000002760003184', brand: 'visa', expMonth: 12, expYear: 2034, atCheckout: null, offSession: AUTHENTICATION_REQUIRED },
} satisfies Record<string, TestCard>;

export type TestCardName = keyof typeof TEST_CARDS;
/** How the paying member pays on the fake checkout page. */
export type TestPayment = TestCardName | 'twint';

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  preferred_locales: string[];
  metadata: Record<string, string>;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card' | 'twint';
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit' } | null;
  twint: Record<string, never> | null;
  customer: string | null;
  created: number;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: 'requires_payment_method' | 'processing' | 'succeeded';
  setup_future_usage: 'off_session' | null;
  off_session: boolean | null;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: 'card_error'; code: string; decline_code?: string; message: string } | null;
  created: number;
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  customer: string | null;
  payment_method: string | null;
  status: 'requires_payment_method' | 'succeeded';
  usage: 'off_session';
  metadata: Record<string, string>;
}

export interface FakeLineItem {
  description: string;
  unit_amount: number;
  quantity: number;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  currency: string | null;
  amount_total: number | null;
  locale: string | null;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  payment_intent: string | null;
  setup_intent: string | null;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  livemode: false;
  created: number;
  expires_at: number;
}

export function newId(prefix: string): string {
  return `${prefix}_test_${crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export function now(): number {
  return Math.floor(Date.now() / 1000);
}

export function newPaymentMethod(payment: TestPayment, customer: string | null): FakePaymentMethod {
  const base = { id: newId('pm'), object: 'payment_method' as const, customer, created: now() };
  if (payment === 'twint') return { ...base, type: 'twint', card: null, twint: {} };
  const card = TEST_CARDS[payment];
  return {
    ...base,
    type: 'card',
    card: { brand: card.brand, last4: card.number.slice(-4), exp_month: card.expMonth, exp_year: card.expYear, funding: 'credit' },
    twint: null,
  };
}

/** Stripe's error envelope (https://docs.stripe.com/api/errors). */
export function apiError(type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error', message: string, extra: Record<string, unknown> = {}) {
  return { error: { type, message, ...extra } };
}

import { list, metadataOf, obj, str, type FormObject } from './form.js';
import {
  apiError,
  newId,
  now,
  TEST_CARDS,
  type FakeCheckoutSession,
  type FakeCustomer,
  type FakeLineItem,
  type FakePaymentIntent,
  type FakePaymentMethod,
  type FakeSetupIntent,
  type TestCardName,
} from './stripe-objects.js';

// The Stripe API endpoints the adapter uses, answering like the real API: same paths, form
// bodies, JSON objects, error envelopes and HTTP codes (400 invalid, 402 card error, 404 missing).

export interface FakeState {
  baseUrl: string;
  customers: Map<string, FakeCustomer>;
  sessions: Map<string, FakeCheckoutSession>;
  /** What a session was created with that the session object does not show. */
  sessionDetails: Map<string, { lineItems: FakeLineItem[]; setupFutureUsage: boolean; intentMetadata: Record<string, string> }>;
  paymentIntents: Map<string, FakePaymentIntent>;
  paymentMethods: Map<string, FakePaymentMethod>;
  setupIntents: Map<string, FakeSetupIntent>;
  /** The test card behind each card payment method. */
  cardOf: Map<string, TestCardName>;
}

export interface PendingEvent {
  type: string;
  object: unknown;
}

export interface Reply {
  status: number;
  body: unknown;
  /** Webhooks Stripe sends because of this request (not on an idempotent replay). */
  events?: PendingEvent[];
}

const ok = (body: unknown, events?: PendingEvent[]): Reply => ({ status: 200, body, events });
const invalid = (message: string, extra: Record<string, unknown> = {}): Reply => ({ status: 400, body: apiError('invalid_request_error', message, extra) });
// A missing object named in a parameter is a 400, a missing object in the path a 404 (as Stripe answers).
const missing = (kind: string, id: string, param?: string): Reply => ({
  status: param ? 400 : 404,
  body: apiError('invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', ...(param ? { param } : {}) }),
});

const SESSION_PARAMS = new Set([
  'mode', 'customer', 'customer_email', 'client_reference_id', 'metadata', 'locale', 'currency', 'success_url', 'cancel_url',
  'line_items', 'allowed_payment_method_types', 'excluded_payment_method_types', 'payment_intent_data', 'setup_intent_data', 'expand', 'expires_at',
]);
const INTENT_PARAMS = new Set(['amount', 'currency', 'customer', 'payment_method', 'off_session', 'confirm', 'description', 'metadata', 'expand', 'statement_descriptor_suffix']);

function unknownParam(params: FormObject, known: Set<string>): Reply | null {
  const name = Object.keys(params).find((key) => !known.has(key));
  return name ? invalid(`Received unknown parameter: ${name}`, { code: 'parameter_unknown', param: name }) : null;
}

function amount(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

export function createCustomer(state: FakeState, params: FormObject): Reply {
  const preferred = list(params, 'preferred_locales').filter((v): v is string => typeof v === 'string');
  const customer: FakeCustomer = { id: newId('cus'), object: 'customer', email: str(params, 'email') ?? null, preferred_locales: preferred, metadata: metadataOf(params) };
  state.customers.set(customer.id, customer);
  return ok(customer);
}

export function createCheckoutSession(state: FakeState, params: FormObject): Reply {
  const unknown = unknownParam(params, SESSION_PARAMS);
  if (unknown) return unknown;
  const mode = str(params, 'mode');
  if (mode !== 'payment' && mode !== 'setup') return invalid('Missing or invalid mode: payment and setup are supported here.', { param: 'mode' });
  const customer = str(params, 'customer');
  if (!customer || !state.customers.has(customer)) return missing('customer', customer ?? '', 'customer');
  const currency = str(params, 'currency') ?? null;
  const allowed = list(params, 'allowed_payment_method_types').filter((v): v is string => typeof v === 'string');
  const intentData = obj(params, 'payment_intent_data');
  const setupFutureUsage = str(intentData, 'setup_future_usage') === 'off_session';
  if (allowed.includes('twint') && currency !== null && currency !== 'chf') return invalid('TWINT only supports chf.', { param: 'currency' });

  const lineItems: FakeLineItem[] = [];
  for (const [i, raw] of list(params, 'line_items').entries()) {
    const priceData = obj(raw, 'price_data');
    const unitAmount = amount(str(priceData, 'unit_amount'));
    const quantity = amount(str(raw, 'quantity'));
    const name = str(obj(priceData, 'product_data'), 'name');
    const itemCurrency = str(priceData, 'currency');
    if (unitAmount === null || !quantity || !name || !itemCurrency) {
      return invalid(`line_items[${i}] needs price_data[currency], price_data[unit_amount] (an integer), price_data[product_data][name] and a quantity.`, { param: `line_items[${i}]` });
    }
    if (currency && itemCurrency !== currency) return invalid(`line_items[${i}] is in ${itemCurrency}, the session in ${currency}.`, { param: `line_items[${i}]` });
    lineItems.push({ description: name, unit_amount: unitAmount, quantity });
  }
  if (mode === 'payment' && lineItems.length === 0) return invalid('line_items is required in payment mode.', { param: 'line_items' });
  if (mode === 'setup' && lineItems.length > 0) return invalid('line_items cannot be used in setup mode.', { param: 'line_items' });
  if (mode === 'setup' && !currency && allowed.length === 0) return invalid('currency is required in setup mode.', { param: 'currency' });

  const id = newId('cs');
  const metadata = metadataOf(params);
  let setupIntent: string | null = null;
  if (mode === 'setup') {
    const intent: FakeSetupIntent = { id: newId('seti'), object: 'setup_intent', customer, payment_method: null, status: 'requires_payment_method', usage: 'off_session', metadata: metadataOf(obj(params, 'setup_intent_data')) };
    state.setupIntents.set(intent.id, intent);
    setupIntent = intent.id;
  }
  const session: FakeCheckoutSession = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
    customer,
    client_reference_id: str(params, 'client_reference_id') ?? null,
    metadata,
    currency: currency ?? (str(obj(list(params, 'line_items')[0], 'price_data'), 'currency') ?? null),
    amount_total: mode === 'payment' ? lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0) : null,
    locale: str(params, 'locale') ?? null,
    allowed_payment_method_types: allowed,
    payment_method_types: allowed.length > 0 ? allowed : ['card'],
    payment_intent: null,
    setup_intent: setupIntent,
    success_url: str(params, 'success_url') ?? null,
    cancel_url: str(params, 'cancel_url') ?? null,
    url: `${state.baseUrl}/c/pay/${id}`,
    livemode: false,
    created: now(),
    expires_at: now() + 24 * 3600,
  };
  state.sessions.set(id, session);
  state.sessionDetails.set(id, { lineItems, setupFutureUsage, intentMetadata: metadataOf(intentData) });
  return ok(session);
}

/** POST /v1/payment_intents with confirm + off_session: the renewal charge of a saved card. */
export function createPaymentIntent(state: FakeState, params: FormObject): Reply {
  const unknown = unknownParam(params, INTENT_PARAMS);
  if (unknown) return unknown;
  const value = amount(str(params, 'amount'));
  const currency = str(params, 'currency');
  if (value === null) return invalid('Invalid integer: amount', { param: 'amount' });
  if (!currency) return invalid('Missing required param: currency.', { param: 'currency' });
  if (currency === 'chf' && value < 50) return invalid('Amount must be at least 0.50 chf', { code: 'amount_too_small', param: 'amount' });
  const customer = str(params, 'customer') ?? null;
  if (customer && !state.customers.has(customer)) return missing('customer', customer, 'customer');
  const methodId = str(params, 'payment_method') ?? null;
  const method = methodId ? state.paymentMethods.get(methodId) : undefined;
  if (methodId && !method) return missing('payment_method', methodId, 'payment_method');

  const intent: FakePaymentIntent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: value,
    currency,
    customer,
    payment_method: methodId,
    status: 'requires_payment_method',
    setup_future_usage: null,
    off_session: str(params, 'off_session') === 'true' ? true : null,
    description: str(params, 'description') ?? null,
    metadata: metadataOf(params),
    last_payment_error: null,
    created: now(),
  };
  state.paymentIntents.set(intent.id, intent);
  if (str(params, 'confirm') !== 'true') return ok(intent);
  if (!method) return invalid('You cannot confirm this PaymentIntent because it is missing a payment method.', { code: 'payment_intent_unexpected_state' });
  // Only a method saved for this customer can be charged without them (a one-off TWINT or card payment is not).
  if (!customer || method.customer !== customer) {
    return invalid('The provided PaymentMethod was previously used without being attached to this Customer, so it cannot be charged off-session.', { code: 'payment_method_unexpected_state', param: 'payment_method' });
  }
  const testCard = state.cardOf.get(method.id);
  const cardError = testCard ? TEST_CARDS[testCard].offSession : null;
  if (cardError) {
    intent.last_payment_error = { type: 'card_error', ...cardError };
    return {
      status: 402,
      body: apiError('card_error', cardError.message, { ...cardError, payment_intent: intent, payment_method: method }),
      events: [{ type: 'payment_intent.payment_failed', object: intent }],
    };
  }
  intent.status = 'succeeded';
  return ok(intent, [{ type: 'payment_intent.succeeded', object: intent }]);
}

export function detachPaymentMethod(state: FakeState, id: string): Reply {
  const method = state.paymentMethods.get(id);
  if (!method) return missing('payment_method', id);
  if (!method.customer) return invalid('The payment method you provided is not attached to a customer so detachment is impossible.', { code: 'payment_method_unexpected_state' });
  method.customer = null;
  return ok(method, [{ type: 'payment_method.detached', object: method }]);
}

/** DELETE /v1/customers/<id>: the customer goes, its payment methods are detached. */
export function deleteCustomer(state: FakeState, id: string): Reply {
  if (!state.customers.delete(id)) return missing('customer', id);
  for (const method of state.paymentMethods.values()) if (method.customer === id) method.customer = null;
  return ok({ id, object: 'customer', deleted: true });
}

/** GET /v1/<collection>/<id> for the collections the adapter reads. */
export function retrieve(state: FakeState, collection: string, id: string): Reply {
  const found = ({
    'checkout/sessions': state.sessions.get(id),
    payment_intents: state.paymentIntents.get(id),
    payment_methods: state.paymentMethods.get(id),
    setup_intents: state.setupIntents.get(id),
    customers: state.customers.get(id),
  } as Record<string, object | undefined>)[collection];
  return found ? ok(found) : missing(collection.replace(/s$/, '').replace('checkout/session', 'checkout.session'), id);
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseForm, type FormObject } from './form.js';
import { createCheckoutSession, createCustomer, createPaymentIntent, deleteCustomer, detachPaymentMethod, retrieve, type FakeState, type PendingEvent, type Reply } from './api-routes.js';
import { completeSession, confirmSessionPayment, expireSession, failSessionPayment, type SessionResult } from './checkout-actions.js';
import { checkoutPage } from './checkout-page.js';
import { apiError, newId, now, type FakePaymentIntent, type TestPayment } from './stripe-objects.js';

// A local Stripe for tests (no network): the SDK talks to it through STRIPE_API_URL, and it sends
// signed webhooks (the SDK's own test signature) by HTTP POST to the URL the test gives, like
// Stripe does. A test plays the paying member with completeCheckout() or the page at session.url.

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Where webhooks go (the app's /api/payments/webhooks/stripe); settable later. */
  webhookUrl?: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: FormObject;
  idempotencyKey: string | null;
}

export interface StripeEventJson {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
}

export interface Delivery {
  event: StripeEventJson;
  /** The receiver's HTTP status, or 0 when no webhook URL was set. */
  status: number;
  responseBody: string;
}

export interface CheckoutOutcome extends Omit<SessionResult, 'events'> {
  deliveries: Delivery[];
}

export interface FakeStripe {
  readonly apiUrl: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  webhookUrl: string | null;
  readonly state: FakeState;
  /** Every API request, parsed, in order. */
  readonly requests: RecordedRequest[];
  readonly deliveries: Delivery[];
  requestsTo(method: string, path: string): RecordedRequest[];
  /** The member pays (or saves a card) on the checkout page; Stripe sends its webhooks. */
  completeCheckout(sessionId: string, payWith?: TestPayment, options?: { delayed?: boolean }): Promise<CheckoutOutcome>;
  /** A delayed payment (completeCheckout with delayed) arrives: async_payment_succeeded. */
  confirmDelayedCheckout(sessionId: string): Promise<Delivery[]>;
  /** A delayed payment (TWINT) that is finally refused: async_payment_failed. */
  failCheckout(sessionId: string, message?: string): Promise<Delivery[]>;
  expireCheckout(sessionId: string): Promise<Delivery[]>;
  /** Sends any event (e.g. one the app does not use). */
  sendEvent(type: string, object: unknown): Promise<Delivery>;
  /** Sends an already sent event again (Stripe retries, duplicates happen). */
  redeliver(eventId: string): Promise<Delivery>;
  /** Sends again every event whose last delivery was not answered 2xx (Stripe retries for days). */
  retryFailed(): Promise<Delivery[]>;
  /** A webhook request as Stripe would sign it, for tests that alter or forge it. */
  signed(event: StripeEventJson, options?: { timestamp?: number; secret?: string }): { body: string; headers: Record<string, string> };
  newEvent(type: string, object: unknown): StripeEventJson;
  /** Waits until the webhooks sent after API requests (charges) have been answered. */
  settled(): Promise<void>;
  /** PaymentIntents that took money, optionally for one paymentId. */
  succeededCharges(paymentId?: string): FakePaymentIntent[];
  close(): Promise<void>;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_stripe_key';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_stripe_secret';
  const requests: RecordedRequest[] = [];
  const deliveries: Delivery[] = [];
  const idempotent = new Map<string, { body: string; reply: Reply }>();
  const sent = new Map<string, StripeEventJson>();
  const pending = new Set<Promise<unknown>>();
  const state: FakeState = {
    baseUrl: '',
    customers: new Map(),
    sessions: new Map(),
    sessionDetails: new Map(),
    paymentIntents: new Map(),
    paymentMethods: new Map(),
    setupIntents: new Map(),
    cardOf: new Map(),
  };

  const newEvent = (type: string, object: unknown): StripeEventJson => ({
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    // A snapshot: later changes to the object do not rewrite an event already sent.
    data: { object: structuredClone(object) },
  });

  const signed: FakeStripe['signed'] = (event, opts = {}) => {
    const body = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: opts.secret ?? webhookSecret, timestamp: opts.timestamp });
    return { body, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' } };
  };

  async function post(event: StripeEventJson): Promise<Delivery> {
    sent.set(event.id, event);
    let delivery: Delivery = { event, status: 0, responseBody: '' };
    if (fake.webhookUrl) {
      const { body, headers } = signed(event);
      const response = await fetch(fake.webhookUrl, { method: 'POST', headers, body });
      delivery = { event, status: response.status, responseBody: await response.text() };
    }
    deliveries.push(delivery);
    return delivery;
  }

  const deliverAll = async (events: PendingEvent[]): Promise<Delivery[]> => {
    const done: Delivery[] = [];
    for (const { type, object } of events) done.push(await post(newEvent(type, object)));
    return done;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      handle(req, body)
        .then(({ status, payload, headers }) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
          res.end(payload);
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify(apiError('api_error', String(error))));
        });
    });
  });

  async function handle(req: http.IncomingMessage, body: string): Promise<{ status: number; payload: string; headers?: Record<string, string> }> {
    const url = new URL(req.url ?? '/', state.baseUrl);
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/c/pay/')) return checkoutPage(fake, method, url, body);

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return json({ status: 401, body: apiError('invalid_request_error', 'Invalid API Key provided.') });
    }
    const params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    requests.push({ method, path: url.pathname, params, idempotencyKey: key });

    if (method === 'POST' && key) {
      const earlier = idempotent.get(key);
      if (earlier && earlier.body !== body) {
        return json({ status: 400, body: apiError('idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.') });
      }
      if (earlier) return json(earlier.reply, { 'idempotent-replayed': 'true' });
    }
    const reply = route(method, url.pathname, params);
    if (method === 'POST' && key) idempotent.set(key, { body, reply });
    if (reply.events?.length) {
      // Stripe sends the webhooks after it has answered the request.
      const delivering = deliverAll(reply.events).finally(() => pending.delete(delivering));
      pending.add(delivering);
    }
    return json(reply);
  }

  function route(method: string, path: string, params: FormObject): Reply {
    if (method === 'POST' && path === '/v1/customers') return createCustomer(state, params);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(state, params);
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(state, params);
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && customer) return deleteCustomer(state, customer[1]!);
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (method === 'POST' && detach) return detachPaymentMethod(state, detach[1]!);
    const get = /^\/v1\/(checkout\/sessions|payment_intents|payment_methods|setup_intents|customers)\/([^/]+)$/.exec(path);
    if (method === 'GET' && get) return retrieve(state, get[1]!, get[2]!);
    return { status: 404, body: apiError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`) };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    apiUrl: state.baseUrl,
    secretKey,
    webhookSecret,
    webhookUrl: options.webhookUrl ?? null,
    state,
    requests,
    deliveries,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    async completeCheckout(sessionId, payWith = 'visa', opts = {}) {
      const { events, ...outcome } = completeSession(state, sessionId, payWith, opts.delayed ?? false);
      return { ...outcome, deliveries: await deliverAll(events) };
    },
    confirmDelayedCheckout: async (sessionId) => deliverAll(confirmSessionPayment(state, sessionId)),
    failCheckout: async (sessionId, message) => deliverAll(failSessionPayment(state, sessionId, message)),
    expireCheckout: async (sessionId) => deliverAll(expireSession(state, sessionId)),
    sendEvent: (type, object) => post(newEvent(type, object)),
    async redeliver(eventId) {
      const event = sent.get(eventId);
      if (!event) throw new Error(`no event ${eventId} was sent`);
      return post(event);
    },
    async retryFailed() {
      const last = new Map<string, Delivery>();
      for (const delivery of deliveries) last.set(delivery.event.id, delivery);
      const failed = [...last.values()].filter((d) => d.status < 200 || d.status > 299);
      const retried: Delivery[] = [];
      for (const { event } of failed) retried.push(await post(event));
      return retried;
    },
    signed,
    newEvent,
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    succeededCharges: (paymentId) =>
      [...state.paymentIntents.values()].filter((pi) => pi.status === 'succeeded' && (paymentId === undefined || pi.metadata.paymentId === paymentId)),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return fake;
}

function json(reply: Pick<Reply, 'status' | 'body'>, headers: Record<string, string> = {}) {
  return { status: reply.status, payload: JSON.stringify(reply.body), headers };
}

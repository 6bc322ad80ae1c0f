import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CheckoutLineItem, CheckoutRequest, PaymentProvider, ProviderEvent, SavedMethod } from './payment-provider.js';
import { WebhookSignatureError } from './payment-provider.js';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.js';
import { testProviderRecords } from './test-provider.table.js';
import { testProviderMessage, type TestProviderMessage } from './test-provider.texts.js';
import { providerTransaction } from './provider-transaction.js';

// The built-in payment provider (PAYMENT_PROVIDER=test, the default): it behaves like a hosted
// checkout provider (its own page, a saved card, off-session charges) and tells the app what
// happened only through signed webhooks POSTed over HTTP to the app's public URL, as Stripe does.

export const TEST_SIGNATURE_HEADER = 'test-signature';

export interface TestCheckoutSession {
  paymentId: string;
  customerRef: string;
  language: 'de' | 'en';
  lineItems: CheckoutLineItem[];
  saveMethod: boolean;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'paid' | 'cancelled';
  /** ISO time after which the page can no longer be paid (as Stripe's expires_at). */
  expiresAt?: string;
}

interface TestCard extends SavedMethod {
  customerRef: string;
  /** Set by tests (or the "card expired" button): every later charge of this card fails. */
  declines: boolean;
}

interface TestCharge {
  paymentId: string;
  chargeRef: string;
  status: 'SUCCEEDED' | 'FAILED';
  message: string;
}

/** What the member pressed on the test checkout page. */
export type CheckoutAction = 'pay' | 'decline' | 'expired' | 'cancel';

export interface TestProviderDeps {
  db: () => Db;
  /** Read on every delivery (tests learn their port after listening). */
  publicUrl: () => string;
  webhookSecret: () => Promise<string>;
  now: () => Date;
  log: { warn(fields: Record<string, unknown>, message: string): void };
}

export type TestPaymentProvider = PaymentProvider & {
  session(sessionRef: string): Promise<TestCheckoutSession | null>;
  /** The member's choice on the checkout page: answers where the browser goes next. */
  complete(sessionRef: string, action: CheckoutAction): Promise<string | null>;
  /** Test control: later charges of this saved card fail (or succeed again). */
  setCardDeclines(methodRef: string, declines: boolean): Promise<void>;
  /** Waits for the webhooks under way (tests, shutdown). */
  drain(): Promise<void>;
};

const newRef = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;
const DELIVERY_BACKOFF_MS = [0, 250, 1000, 5000, 30_000];

export function createTestPaymentProvider(deps: TestProviderDeps): TestPaymentProvider {
  const pending = new Set<Promise<void>>();

  // Inside a lent transaction (a renewal job) the records go with it; see provider-transaction.ts.
  const db = () => providerTransaction() ?? deps.db();

  async function read<T>(id: string): Promise<T | null> {
    const [row] = await db().select({ data: testProviderRecords.data }).from(testProviderRecords).where(eq(testProviderRecords.id, id));
    return (row?.data as T | undefined) ?? null;
  }

  async function write(id: string, kind: 'session' | 'card' | 'charge', data: object): Promise<void> {
    await db()
      .insert(testProviderRecords)
      .values({ id, kind, data, updatedAt: deps.now() })
      .onConflictDoUpdate({ target: testProviderRecords.id, set: { data, updatedAt: deps.now() } });
  }

  /** POSTs a signed event to the app, retrying a few times like a real provider. */
  function deliver(type: string, data: Record<string, unknown>): void {
    const body = JSON.stringify({ id: newRef('tev'), type, created: Math.floor(deps.now().getTime() / 1000), data });
    const task = (async () => {
      for (const wait of DELIVERY_BACKOFF_MS) {
        if (wait) await new Promise((r) => setTimeout(r, wait));
        try {
          const signature = signWebhook(await deps.webhookSecret(), body, deps.now());
          const res = await fetch(`${deps.publicUrl()}/api/payments/webhooks/test`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
            body,
          });
          if (res.ok) return;
          deps.log.warn({ type, status: res.status }, 'test provider: webhook refused');
        } catch (error) {
          deps.log.warn({ type, error: (error as Error).name }, 'test provider: webhook not delivered');
        }
      }
    })().finally(() => pending.delete(task));
    pending.add(task);
  }

  function message(session: { language: 'de' | 'en' }, key: TestProviderMessage): string {
    return testProviderMessage(session.language, key);
  }

  return {
    name: 'test',

    async createCheckout(request: CheckoutRequest) {
      const sessionRef = newRef('tcs');
      const session: TestCheckoutSession = {
        paymentId: request.paymentId,
        customerRef: request.customerRef ?? newRef('tcus'),
        language: request.language,
        lineItems: request.lineItems,
        saveMethod: request.saveMethod,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        status: 'open',
        ...(request.expiresAt ? { expiresAt: request.expiresAt.toISOString() } : {}),
      };
      await write(sessionRef, 'session', session);
      return { sessionRef, url: `${deps.publicUrl()}/test-pay/checkout/${sessionRef}`, customerRef: session.customerRef };
    },

    session: (sessionRef) => (/^tcs_[0-9a-f]{24}$/.test(sessionRef) ? read<TestCheckoutSession>(sessionRef) : Promise.resolve(null)),

    async complete(sessionRef, action) {
      const session = await this.session(sessionRef);
      if (!session) return null;
      // A second press (back button, double click) changes nothing: the first choice stands.
      if (session.status !== 'open') return session.status === 'paid' ? session.successUrl : session.cancelUrl;
      const base = { paymentId: session.paymentId, sessionRef };
      // Past its time the page only closes (Stripe sends checkout.session.expired then).
      if (session.expiresAt && deps.now().getTime() >= Date.parse(session.expiresAt)) {
        await write(sessionRef, 'session', { ...session, status: 'cancelled' });
        deliver('checkout.expired', { ...base, message: message(session, 'sessionExpired') });
        return session.cancelUrl;
      }
      if (action === 'pay') {
        const year = deps.now().getUTCFullYear() + 3;
        const card: TestCard = { ref: newRef('tpm'), brand: 'test', last4: '4242', expMonth: 12, expYear: year, reusable: true, customerRef: session.customerRef, declines: false };
        if (session.saveMethod) await write(card.ref, 'card', card);
        const total = session.lineItems.reduce((sum, i) => sum + i.unitAmountRappen * i.quantity, 0);
        const chargeRef = total > 0 ? newRef('tch') : null;
        if (chargeRef) await write(`tch_${session.paymentId}`, 'charge', { paymentId: session.paymentId, chargeRef, status: 'SUCCEEDED', message: message(session, 'paid') } satisfies TestCharge);
        await write(sessionRef, 'session', { ...session, status: 'paid' });
        const method: SavedMethod | null = session.saveMethod ? { ref: card.ref, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, reusable: true } : null;
        deliver('checkout.completed', { ...base, chargeRef, customerRef: session.customerRef, method, message: message(session, total > 0 ? 'paid' : 'saved') });
        return session.successUrl;
      }
      if (action === 'cancel') {
        await write(sessionRef, 'session', { ...session, status: 'cancelled' });
        deliver('checkout.expired', { ...base, message: message(session, 'cancelled') });
        return session.cancelUrl;
      }
      // A declined or expired card ends this checkout: the member starts a new one from the app.
      await write(sessionRef, 'session', { ...session, status: 'cancelled' });
      deliver('checkout.failed', { ...base, message: message(session, action === 'expired' ? 'expired' : 'declined') });
      return session.cancelUrl;
    },

    async charge(request) {
      // Idempotent per payment id: a retried attempt answers the first result, never charges twice.
      const earlier = await read<TestCharge>(`tch_${request.paymentId}`);
      if (earlier) return { status: earlier.status, chargeRef: earlier.chargeRef, message: earlier.message };
      const card = await read<TestCard>(request.methodRef);
      const language = 'en';
      let result: TestCharge;
      if (!card || card.customerRef !== request.customerRef) result = { paymentId: request.paymentId, chargeRef: newRef('tch'), status: 'FAILED', message: testProviderMessage(language, 'noSuchCard') };
      else if (card.declines) result = { paymentId: request.paymentId, chargeRef: newRef('tch'), status: 'FAILED', message: testProviderMessage(language, 'declined') };
      else result = { paymentId: request.paymentId, chargeRef: newRef('tch'), status: 'SUCCEEDED', message: testProviderMessage(language, 'paid') };
      await write(`tch_${request.paymentId}`, 'charge', result);
      return { status: result.status, chargeRef: result.chargeRef, message: result.message };
    },

    async detachMethod(methodRef) {
      await db().delete(testProviderRecords).where(sql`${testProviderRecords.id} = ${methodRef} and ${testProviderRecords.kind} = 'card'`);
    },

    async deleteCustomer(customerRef) {
      // The customer lives only in its sessions and cards (with the e-mail of the checkout).
      await db().delete(testProviderRecords).where(sql`${testProviderRecords.data}->>'customerRef' = ${customerRef}`);
    },

    async setCardDeclines(methodRef, declines) {
      const card = await read<TestCard>(methodRef);
      if (card) await write(methodRef, 'card', { ...card, declines });
    },

    async parseWebhook(rawBody, headers) {
      verifyWebhookSignature(await deps.webhookSecret(), rawBody, headers[TEST_SIGNATURE_HEADER], deps.now());
      return toEvent(rawBody);
    },

    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A verified body as the app's event; an unknown type is null (answered 200 and ignored). */
function toEvent(rawBody: Buffer): ProviderEvent | null {
  let parsed: { id?: unknown; type?: unknown; data?: Record<string, unknown> };
  try {
    parsed = JSON.parse(rawBody.toString('utf8')) as typeof parsed;
  } catch {
    throw new WebhookSignatureError('body is not JSON');
  }
  const eventId = str(parsed.id);
  const data = parsed.data ?? {};
  const paymentId = str(data.paymentId);
  const message = str(data.message) ?? '';
  if (!eventId || !paymentId) return null;
  switch (parsed.type) {
    case 'checkout.completed':
      return { type: 'checkout.completed', eventId, paymentId, chargeRef: str(data.chargeRef), customerRef: str(data.customerRef), method: (data.method as SavedMethod | null) ?? null, message };
    case 'checkout.failed':
      return { type: 'checkout.failed', eventId, paymentId, message };
    case 'checkout.expired':
      return { type: 'checkout.expired', eventId, paymentId, message };
    case 'charge.succeeded':
      return { type: 'charge.succeeded', eventId, paymentId, chargeRef: str(data.chargeRef), message };
    case 'charge.failed':
      return { type: 'charge.failed', eventId, paymentId, chargeRef: str(data.chargeRef), message };
    default:
      return null;
  }
}

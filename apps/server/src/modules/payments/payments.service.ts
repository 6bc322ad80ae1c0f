import { pino } from 'pino';
import { listPageSize } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { decodeCursor, isUuid, toPage, type Page } from '../../shared/cursor.js';
import { assertAllowed, idOrNotFound } from '../../shared/decision.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { PaymentProvider, ProviderEvent, SavedMethod } from '../../infra/payments/payment-provider.js';
import { WebhookSignatureError } from '../../infra/payments/payment-provider.js';
import { withProviderTransaction } from '../../infra/payments/provider-transaction.js';
import * as policy from './payments.policy.js';
import * as repo from './payments.repository.js';
import type { PaymentMethodRow, PaymentPurpose, PaymentRow } from './payments.table.js';

export type { PaymentPurpose };

// Payments (docs/decisions/0034): checkouts at the provider, the webhook that settles them, the
// member's payments and saved methods. Every amount is decided here, never by the client. What a
// paid checkout grants belongs to the module that sold it (subscriptions: PREMIUM, TRIAL), which
// registers a grant handler; it runs in the webhook's transaction with the payment's new status.


export interface CheckoutItem {
  kind: 'PREMIUM' | 'GIFT';
  packageMonths: number | null;
  /** GIFT lines: the catalogue's gift and its names (kept on the line for the receipt). */
  gift?: { id: string; nameDe: string; nameEn: string };
  unitAmountRappen: number;
  quantity: number;
  /** Shown on the provider's page. */
  description: string;
}

/** Runs inside the webhook's transaction once a checkout of this purpose is paid. */
export type GrantHandler = (tx: Tx, payment: repo.PaymentWithItems, method: PaymentMethodRow | null, now: Date) => Promise<void>;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export function createPaymentsService(deps: AppDeps, opts: { provider: PaymentProvider }) {
  const db = () => deps.database.db;
  const provider = opts.provider;
  const grants = new Map<PaymentPurpose, GrantHandler>();
  const log = pino({ name: 'payments', level: deps.config.logLevel });

  async function saveProviderMethod(tx: Tx, userId: string, method: SavedMethod, customerRef: string | null, now: Date): Promise<PaymentMethodRow> {
    return repo.saveMethod(tx, {
      userId,
      provider: provider.name,
      providerRef: method.ref,
      customerRef,
      brand: method.brand.slice(0, 40),
      last4: method.last4?.slice(0, 4) ?? null,
      expMonth: method.expMonth,
      expYear: method.expYear,
      reusable: method.reusable,
      createdAt: now,
    });
  }

  /** Applies a verified event in one transaction: its record, the payment's status and the grant. */
  async function apply(event: ProviderEvent): Promise<WebhookOutcome> {
    const now = deps.now();
    const paymentId = isUuid(event.paymentId) ? event.paymentId.toLowerCase() : null;
    let granted: string | null = null;
    const outcome = await db().transaction(async (tx): Promise<WebhookOutcome> => {
      const fresh = await repo.recordWebhookEvent(tx, { provider: provider.name, eventId: event.eventId.slice(0, 200), type: event.type, paymentId, at: now });
      if (!fresh) return 'duplicate';
      const payment = paymentId ? await repo.lockPayment(tx, paymentId) : undefined;
      // Late or out of order (already settled), or not ours: recorded, nothing changes.
      if (!payment || payment.provider !== provider.name || !policy.settles(payment)) return 'ignored';
      const message = event.message.slice(0, 500);
      switch (event.type) {
        case 'checkout.completed': {
          const paid = await repo.updatePayment(tx, payment.id, { status: 'SUCCEEDED', paidAt: now, providerChargeRef: event.chargeRef, responseMessage: message }, now);
          const method = event.method && paid.userId ? await saveProviderMethod(tx, paid.userId, event.method, event.customerRef, now) : null;
          const grant = grants.get(paid.purpose);
          if (grant && paid.userId) {
            await grant(tx, { ...paid, lineItems: await repo.lineItemsOf(tx, paid.id) }, method, now);
            granted = paid.userId;
          }
          return 'applied';
        }
        case 'checkout.failed':
        case 'charge.failed':
          await repo.updatePayment(tx, payment.id, { status: 'FAILED', responseMessage: message }, now);
          return 'applied';
        case 'checkout.expired':
          await repo.updatePayment(tx, payment.id, { status: 'CANCELLED', responseMessage: message }, now);
          return 'applied';
        case 'charge.succeeded':
          // Renewals are settled by the job that charged (in its transaction); a pending one is finished here.
          await repo.updatePayment(tx, payment.id, { status: 'SUCCEEDED', paidAt: now, providerChargeRef: event.chargeRef, responseMessage: message }, now);
          return 'applied';
      }
    });
    // Premium applies at once: the member's open sockets (any instance) read the member anew.
    if (granted) deps.pubsub.publish('user:signedOut', { userId: granted, reason: 'statusChanged' });
    return outcome;
  }

  return {
    provider,

    /** A module that sells something says what a paid checkout of its purpose grants. */
    onPaid(purpose: PaymentPurpose, handler: GrantHandler) {
      grants.set(purpose, handler);
    },

    /**
     * Opens a checkout at the provider for a payment recorded first (PENDING), so every event the
     * provider sends names a payment we know. Answers the provider's page to send the browser to.
     */
    async startCheckout(
      viewer: UserRow,
      spec: {
        purpose: PaymentPurpose;
        items: CheckoutItem[];
        saveMethod: boolean;
        /** For a checkout without items (saving a method): the page's one line. */
        pageLine?: string;
        /** The provider's page closes then (what the pending payment holds is free again). */
        expiresAt?: Date;
        /** Runs in the transaction that records the pending payment (e.g. checks and holds stock); throwing records nothing. */
        reserve?: (tx: Tx, now: Date) => Promise<void>;
      },
    ): Promise<{ paymentId: string; url: string }> {
      assertAllowed(policy.canPay(viewer));
      const now = deps.now();
      const amount = spec.items.reduce((sum, i) => sum + i.unitAmountRappen * i.quantity, 0);
      const payment = await db().transaction(async (tx) => {
        await spec.reserve?.(tx, now);
        return repo.insertPayment(
          tx,
          { userId: viewer.id, amountRappen: amount, purpose: spec.purpose, provider: provider.name, status: 'PENDING', createdAt: now, updatedAt: now },
          spec.items.map((i) => ({ kind: i.kind, packageMonths: i.packageMonths, quantity: i.quantity, unitAmountRappen: i.unitAmountRappen, giftId: i.gift?.id ?? null, giftNameDe: i.gift?.nameDe ?? null, giftNameEn: i.gift?.nameEn ?? null })),
        );
      });
      const returnUrl = (outcome: 'success' | 'cancel') => `${deps.config.publicUrl}/payments/${payment.id}/return?outcome=${outcome}`;
      try {
        const session = await provider.createCheckout({
          paymentId: payment.id,
          customerRef: await repo.findCustomerRef(db(), viewer.id, provider.name),
          email: viewer.email,
          language: viewer.language === 'en' ? 'en' : 'de',
          lineItems: spec.items.length
            ? spec.items.map((i) => ({ description: i.description, unitAmountRappen: i.unitAmountRappen, quantity: i.quantity }))
            : [{ description: spec.pageLine ?? '', unitAmountRappen: 0, quantity: 1 }],
          saveMethod: spec.saveMethod,
          successUrl: returnUrl('success'),
          cancelUrl: returnUrl('cancel'),
          ...(spec.expiresAt ? { expiresAt: spec.expiresAt } : {}),
        });
        await repo.updatePayment(db(), payment.id, { providerSessionRef: session.sessionRef, customerRef: session.customerRef }, now);
        return { paymentId: payment.id, url: session.url };
      } catch (error) {
        log.warn({ error: (error as Error).name }, 'checkout could not be opened');
        await repo.updatePayment(db(), payment.id, { status: 'CANCELLED', responseMessage: 'provider unavailable' }, now);
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      }
    },

    /**
     * A webhook from the provider: verified over the raw body first (forged, altered or stale → 400,
     * nothing written), then applied once however often it is delivered.
     */
    async handleWebhook(providerName: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookOutcome> {
      if (providerName !== provider.name) throw new AppError('NOT_FOUND');
      let event: ProviderEvent | null;
      try {
        event = await provider.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('BAD_INPUT');
        throw error;
      }
      return event ? apply(event) : 'ignored';
    },

    /** An off-session charge of a saved method inside the caller's transaction (renewals). */
    async chargeSaved(tx: Tx, spec: { paymentId: string; userId: string; subscriptionId: string; method: PaymentMethodRow; item: CheckoutItem; now: Date }): Promise<PaymentRow> {
      const amount = spec.item.unitAmountRappen * spec.item.quantity;
      await repo.insertPayment(
        tx,
        { id: spec.paymentId, userId: spec.userId, amountRappen: amount, purpose: 'RENEWAL', provider: provider.name, status: 'PENDING', subscriptionId: spec.subscriptionId, createdAt: spec.now, updatedAt: spec.now },
        [{ kind: spec.item.kind, packageMonths: spec.item.packageMonths, quantity: spec.item.quantity, unitAmountRappen: spec.item.unitAmountRappen }],
      );
      // Idempotent at the provider by our payment id: a retried job never charges twice.
      const result = await withProviderTransaction(tx, () => provider.charge({ paymentId: spec.paymentId, customerRef: spec.method.customerRef ?? '', methodRef: spec.method.providerRef, amountRappen: amount, description: spec.item.description }));
      return repo.updatePayment(
        tx,
        spec.paymentId,
        { status: result.status, providerChargeRef: result.chargeRef, responseMessage: result.message.slice(0, 500), paidAt: result.status === 'SUCCEEDED' ? spec.now : null },
        spec.now,
      );
    },

    /** Links a payment to what it paid for (a subscription). */
    async linkSubscription(tx: Tx, paymentId: string, subscriptionId: string, now: Date): Promise<void> {
      await repo.updatePayment(tx, paymentId, { subscriptionId }, now);
    },

    defaultChargeableMethod: (tx: Tx, userId: string) => repo.findDefaultReusableMethod(tx, userId),

    async list(viewer: UserRow, args: { first?: number | null; after?: string | null }): Promise<Page<repo.PaymentWithItems>> {
      const size = listPageSize(args.first);
      const rows = await repo.listPayments(db(), viewer.id, size + 1, args.after ? decodeCursor(args.after) : undefined);
      return toPage(rows, size, (p) => ({ at: p.createdAt, id: p.id }));
    },

    /** One of the member's payments (someone else's, or a forged id: NOT_FOUND). */
    async payment(viewer: UserRow, id: unknown): Promise<repo.PaymentWithItems> {
      const found = await repo.findPaymentOfUser(db(), viewer.id, idOrNotFound(id));
      assertAllowed(policy.canSeePayment(viewer.id, found));
      return found!;
    },

    methods: (viewer: UserRow) => repo.listMethods(db(), viewer.id),

    /** "Add a payment method": a checkout with total 0 that only saves the card. */
    addMethod(viewer: UserRow) {
      return this.startCheckout(viewer, { purpose: 'METHOD', items: [], saveMethod: true, pageLine: viewer.language === 'en' ? 'Save a payment method' : 'Zahlungsart speichern' });
    },

    /** Removes a saved method here and at the provider. `renewing`: the member has a subscription that will charge it. */
    async removeMethod(viewer: UserRow, id: unknown, renewing: (tx: Tx) => Promise<boolean>): Promise<true> {
      const methodId = idOrNotFound(id);
      const removed = await db().transaction(async (tx) => {
        const method = await repo.findMethodOfUser(tx, viewer.id, methodId);
        const all = await repo.listMethods(tx, viewer.id);
        const others = all.filter((m) => m.id !== methodId && m.reusable).length;
        assertAllowed(policy.canRemoveMethod(method, { renewingSubscription: await renewing(tx), otherReusableMethods: others }));
        await repo.deleteMethod(tx, viewer.id, methodId);
        // The newest other reusable method becomes the default, so renewals keep working.
        if (method!.isDefault) {
          const next = all.filter((m) => m.id !== methodId && m.reusable).at(-1);
          if (next) await repo.setDefaultMethod(tx, viewer.id, next.id);
        }
        return method!;
      });
      await provider.detachMethod(removed.providerRef).catch((error: unknown) => log.warn({ error: (error as Error).name }, 'detach at the provider failed'));
      return true;
    },

    async makeDefaultMethod(viewer: UserRow, id: unknown): Promise<true> {
      const methodId = idOrNotFound(id);
      await db().transaction(async (tx) => {
        assertAllowed(policy.canMakeDefault(await repo.findMethodOfUser(tx, viewer.id, methodId)));
        await repo.setDefaultMethod(tx, viewer.id, methodId);
      });
      return true;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

import type { DbOrTx } from '../../db/client.js';
import * as payments from './payments.repository.js';
import * as subscriptions from '../subscriptions/subscriptions.repository.js';
import { scheduleForgetCustomers } from './payments.jobs.js';

// Payments and premium in the data export and the account deletion (decisions 0014, 0034). The
// venue must keep its bookkeeping records: a deleted member's payments stay, without the member
// (amount, items, status, dates); saved methods and subscriptions go, and so does the member's
// customer at the provider (payments.jobs.ts).

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function premiumExportOf(db: DbOrTx, userId: string) {
  return {
    payments: (await payments.paymentsOf(db, userId)).map((p) => ({
      id: p.id,
      amountRappen: p.amountRappen,
      currency: p.currency,
      status: p.status,
      purpose: p.purpose,
      provider: p.provider,
      responseMessage: p.responseMessage,
      lineItems: p.lineItems.map((i) => ({ kind: i.kind, packageMonths: i.packageMonths, quantity: i.quantity, unitAmountRappen: i.unitAmountRappen })),
      createdAt: iso(p.createdAt),
      paidAt: iso(p.paidAt),
    })),
    paymentMethods: (await payments.listMethods(db, userId)).map((m) => ({
      brand: m.brand,
      last4: m.last4,
      expMonth: m.expMonth,
      expYear: m.expYear,
      isDefault: m.isDefault,
      createdAt: iso(m.createdAt),
    })),
    subscriptions: (await subscriptions.subscriptionsOf(db, userId)).map((s) => ({
      state: s.state,
      packageMonths: s.packageMonths,
      trialEndsAt: iso(s.trialEndsAt),
      currentPeriodStart: iso(s.currentPeriodStart),
      currentPeriodEnd: iso(s.currentPeriodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      createdAt: iso(s.createdAt),
      endedAt: iso(s.endedAt),
    })),
  };
}

export const premiumErasureStep = {
  name: 'payments and premium',
  async erase(tx: DbOrTx, userId: string, now: Date): Promise<string[]> {
    await scheduleForgetCustomers(tx, userId, now);
    await payments.anonymisePaymentsOf(tx, userId);
    await payments.deleteMethodsOf(tx, userId);
    await subscriptions.deleteSubscriptionsOf(tx, userId);
    return [];
  },
};

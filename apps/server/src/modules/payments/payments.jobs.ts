import { pino } from 'pino';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { enqueueJob, type JobRunner } from '../../infra/jobs/jobs.js';
import type { PaymentProvider } from '../../infra/payments/payment-provider.js';
import { withProviderTransaction } from '../../infra/payments/provider-transaction.js';
import * as repo from './payments.repository.js';

// A deleted member is forgotten at the payment provider too (decision 0034): the provider's
// customer holds the e-mail address and the saved cards. The deletion's transaction stores one
// durable job per customer; the job asks the provider, and retries with backoff while it is down.

export const FORGET_CUSTOMER_JOB = 'payments.forget-customer';

/** In the deletion's transaction, before the payments lose their member. */
export async function scheduleForgetCustomers(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  for (const { provider, customerRef } of await repo.customersOf(tx, userId)) {
    await enqueueJob(tx, { kind: FORGET_CUSTOMER_JOB, key: `${provider}:${customerRef}`, runAt: now, payload: { provider, customerRef } });
  }
}

export function registerPaymentJobs(deps: Pick<AppDeps, 'config'>, jobs: JobRunner, provider: PaymentProvider): void {
  const log = pino({ name: 'payments', level: deps.config.logLevel });
  jobs.register(FORGET_CUSTOMER_JOB, async (tx, payload) => {
    const customerRef = typeof payload.customerRef === 'string' ? payload.customerRef : null;
    if (!customerRef) return;
    // A customer at a provider this instance is no longer configured for: the operator's to remove.
    if (payload.provider !== provider.name) {
      log.warn({ provider: payload.provider }, 'customer of another payment provider left for the operator to delete');
      return;
    }
    // The test provider keeps its records in this database: it works inside the job's transaction.
    await withProviderTransaction(tx, () => provider.deleteCustomer(customerRef));
  });
}

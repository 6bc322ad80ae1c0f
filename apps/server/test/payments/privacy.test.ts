import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASURE_STEPS } from '../../src/modules/privacy/erasure-steps.js';
import { paymentLineItems, paymentMethods, payments } from '../../src/modules/payments/payments.table.js';
import { subscriptions } from '../../src/modules/subscriptions/subscriptions.table.js';
import { testProviderRecords } from '../../src/infra/payments/test-provider.table.js';
import { FORGET_CUSTOMER_JOB } from '../../src/modules/payments/payments.jobs.js';
import { pendingJobs } from '../../src/infra/jobs/jobs.js';
import { buy, createPayApp, member, type PayApp } from './support.js';

// Deleting an account (decision 0034): the venue keeps its bookkeeping records without the member;
// saved cards and subscriptions go.

let t: PayApp;
beforeAll(async () => {
  t = await createPayApp();
});
afterAll(() => t.close());

describe('payments when an account is deleted', () => {
  it('keeps the payment and its items anonymised, erases methods and subscriptions', async () => {
    const m = await member(t);
    const paymentId = await buy(t, m.token, 3);
    const db = t.deps.database.db;
    await db.transaction(async (tx) => {
      for (const step of ERASURE_STEPS.filter((s) => s.name === 'payments and premium')) await step.erase(tx, m.id, t.deps.now());
    });
    const [kept] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(kept).toMatchObject({ userId: null, amountRappen: 2700, status: 'SUCCEEDED', currency: 'CHF' });
    expect(await db.select().from(paymentLineItems).where(eq(paymentLineItems.paymentId, paymentId))).toHaveLength(1);
    expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, m.id))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, m.id))).toEqual([]);
  });

  it('forgets the member at the payment provider too: the customer with its cards and checkouts, through a job', async () => {
    const m = await member(t);
    await buy(t, m.token, 1);
    const db = t.deps.database.db;
    const [payment] = await db.select().from(payments).where(eq(payments.userId, m.id));
    const customerRef = payment!.customerRef!;
    expect(customerRef).toMatch(/^tcus_/);
    const atProvider = () => db.select().from(testProviderRecords).where(sql`${testProviderRecords.data}->>'customerRef' = ${customerRef}`);
    expect((await atProvider()).map((r) => r.kind).sort()).toEqual(['card', 'session']);

    await db.transaction(async (tx) => {
      for (const step of ERASURE_STEPS.filter((s) => s.name === 'payments and premium')) await step.erase(tx, m.id, t.deps.now());
    });
    // The payment stays for the books without the link to the provider's customer.
    expect((await db.select().from(payments).where(eq(payments.id, payment!.id)))[0]).toMatchObject({ userId: null, customerRef: null });
    expect(await pendingJobs(db, FORGET_CUSTOMER_JOB, `test:${customerRef}`)).toHaveLength(1);
    expect(await atProvider()).not.toHaveLength(0);
    await t.services.jobs.runDue();
    expect(await atProvider()).toEqual([]);
    expect(await pendingJobs(db, FORGET_CUSTOMER_JOB)).toEqual([]);
  });
});

import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.js';
import { users } from '../../src/modules/accounts/accounts.table.js';
import { signWebhook } from '../../src/infra/payments/webhook-signature.js';
import { TEST_SIGNATURE_HEADER, type CheckoutAction, type TestPaymentProvider } from '../../src/infra/payments/test-provider.js';

export { member, errorOf, type TestMember } from '../friends/support.js';

// The app on a real HTTP port (the test provider delivers its webhooks over HTTP to PUBLIC_URL).

export interface PayApp extends TestApp {
  url: string;
  provider: TestPaymentProvider;
}

export async function createPayApp(): Promise<PayApp> {
  const t = await createTestApp();
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  (t.deps.config as { publicUrl: string }).publicUrl = url;
  return Object.assign(t, { url, provider: t.services.payments.provider as TestPaymentProvider });
}

export const PREMIUM = `{ premium { isPremium trialDays trialPriceRappen hasChargeableMethod
  subscription { id state packageMonths trialEndsAt currentPeriodEnd cancelAtPeriodEnd autoRenew renewalAttempts }
  nextCharge { at amountRappen } packages { months priceRappen }
  viewerCan { buy startTrial cancel resume changePackage } } }`;
export const BUY = `mutation ($m: Int!) { buyPremium(packageMonths: $m) { paymentId url } }`;
export const TRIAL = `mutation { startPremiumTrial { paymentId url } }`;
export const CANCEL = `mutation { cancelPremium { subscription { state cancelAtPeriodEnd currentPeriodEnd } isPremium } }`;
export const RESUME = `mutation { resumePremium { subscription { state cancelAtPeriodEnd } isPremium } }`;
export const PAYMENT = `query ($id: ID!) { payment(id: $id) { id amountRappen currency status purpose responseMessage lineItems { kind packageMonths amountRappen } paidAt } }`;
export const PAYMENTS = `{ payments { nodes { id amountRappen status purpose responseMessage lineItems { kind packageMonths } } } }`;
export const METHODS = `{ paymentMethods { id brand last4 isDefault reusable viewerCan { remove makeDefault } } }`;

/** The member presses a button on the test provider's checkout page (a real HTTP form post). */
export async function press(t: PayApp, checkoutUrl: string, action: CheckoutAction): Promise<string> {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('TEST');
  const res = await fetch(checkoutUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `action=${action}`, redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

/** Waits (no fixed sleep) until the webhooks under way have been delivered and applied. */
export async function delivered(t: PayApp): Promise<void> {
  await t.provider.drain();
}

export async function isPremium(t: TestApp, userId: string): Promise<boolean> {
  const [row] = await t.deps.database.db.select({ p: users.isPremium }).from(users).where(eq(users.id, userId));
  return row!.p;
}

/** A webhook as the provider would send it, signed with the installation's secret (or a wrong one). */
export async function postWebhook(t: PayApp, body: Record<string, unknown>, opts: { secret?: string; at?: Date; raw?: string } = {}) {
  const raw = opts.raw ?? JSON.stringify(body);
  const secret = opts.secret ?? (await webhookSecret(t));
  return fetch(`${t.url}/api/payments/webhooks/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signWebhook(secret, raw, opts.at ?? t.deps.now()) },
    body: raw,
  });
}

export async function webhookSecret(t: TestApp): Promise<string> {
  const { readSetting } = await import('../../src/modules/system/app-settings.repository.js');
  const { TEST_WEBHOOK_SECRET_SETTING } = await import('../../src/infra/payments/create-payment-provider.js');
  return (await readSetting(t.deps.database.db, TEST_WEBHOOK_SECRET_SETTING)) as string;
}

/** Buys a package through the API and the checkout page; answers the payment id. */
export async function buy(t: PayApp, token: string, months: 1 | 3 | 12, action: CheckoutAction = 'pay'): Promise<string> {
  const res = await t.gql(BUY, { m: months }, { token });
  expect(res.errors).toBeUndefined();
  await press(t, res.data!.buyPremium.url, action);
  await delivered(t);
  return res.data!.buyPremium.paymentId;
}

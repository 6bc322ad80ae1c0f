import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { cli } from '../support/cli.js';
import { createMember, openFromNavigation, signedIn, text, waitForPath, type Member } from '../support/journey.js';

// Issue 13: a member buys 3 months of premium with the built-in test provider (its own TEST page,
// its signed webhook over HTTP), sees it in /payments, cancels, keeps premium until the period end
// and loses it after (clock moved by the CLI, due jobs run); a declined card grants nothing.

async function buyOnPremium(page: Page, months: 1 | 3, button: 'pay' | 'decline') {
  await page.getByRole('button', { name: text(months === 1 ? 'premium.subscription.buyNamed_one' : 'premium.subscription.buyNamed', { count: months }) }).click();
  await page.waitForURL(/\/test-pay\/checkout\/tcs_/);
  await page.getByText('TEST – es wird kein echtes Geld bewegt').waitFor();
  await page.getByText(months === 3 ? 'CHF 27.–' : 'CHF 10.–').first().waitFor();
  await page.getByRole('button', { name: button === 'pay' ? 'Bezahlen' : 'Karte ablehnen' }).click();
  await waitForPath(page, /^\/payments\/[0-9a-f-]+\/return$/);
}

const statusBadge = (page: Page, label: string) => page.getByText(label, { exact: true }).first();

describe('premium with the test provider', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('buys 3 months, sees the payment, cancels, keeps premium until the period end, then loses it', async () => {
    const anna: Member = await createMember({ prefix: 'premium', sex: 'F' });
    const page = await signedIn(browser, anna);
    await openFromNavigation(page, text('nav.premium'), { exact: true });
    await waitForPath(page, '/premium');
    await statusBadge(page, text('premium.notVerified')).waitFor();

    await buyOnPremium(page, 3, 'pay');
    // "Payment pending" until the webhook arrives, then the welcome.
    await page.getByText(text('payments.return.succeeded.PREMIUM')).waitFor();

    await page.goto('/payments');
    const row = page.getByRole('article', { name: text('payments.item.premium', { count: 3 }) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('CHF 27.–');
    expect(await row.textContent()).toContain(text('payments.status.SUCCEEDED'));

    await page.goto('/premium');
    await statusBadge(page, text('premium.verified')).waitFor();
    await statusBadge(page, text('premium.subscription.state.ACTIVE')).waitFor();
    await page.getByRole('button', { name: text('premium.subscription.cancel') }).click();
    await page.getByRole('dialog').getByRole('button', { name: text('premium.subscription.cancelConfirm') }).click();
    await statusBadge(page, text('premium.subscription.state.CANCELLED')).waitFor();
    // Access stays until the period end.
    await page.reload();
    await statusBadge(page, text('premium.verified')).waitFor();
    await cli('jobs:run-due');
    await page.reload();
    await statusBadge(page, text('premium.verified')).waitFor();

    // Past the period end (3 months and a bit), the due jobs end it.
    await cli('subscription:shift', '--email', anna.email, '--days', '95');
    await cli('jobs:run-due');
    await page.reload();
    await statusBadge(page, text('premium.notVerified')).waitFor();
    await page.getByRole('button', { name: text('premium.subscription.buyNamed', { count: 3 }) }).waitFor();
  });

  it('a declined card grants nothing and says so', async () => {
    const ben: Member = await createMember({ prefix: 'declined' });
    const page = await signedIn(browser, ben);
    await page.goto('/premium');
    await statusBadge(page, text('premium.notVerified')).waitFor();
    await buyOnPremium(page, 1, 'decline');
    await page.getByText(text('payments.return.failed')).waitFor();
    await page.getByText(text('payments.providerSays', { message: 'Die Karte wurde abgelehnt.' })).waitFor();
    await page.getByRole('link', { name: text('payments.return.tryAgain') }).click();
    await waitForPath(page, '/premium');
    await statusBadge(page, text('premium.notVerified')).waitFor();
    await page.goto('/payments');
    await page.getByText(text('payments.status.FAILED')).waitFor();
  });
});

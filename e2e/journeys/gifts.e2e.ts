import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { cli, uniqueMember } from '../support/cli.js';
import { createMember, openFromNavigation, signedIn, text, waitForPath, type Member } from '../support/journey.js';

// Issue 17, the gift shop (first slice; decision 0050): staff add a gift to the catalogue; a verified
// member buys two with the test provider and has them in hand, the payment lists them; an unverified
// member sees the shop but is told how to become verified when trying to buy.

async function createVerifiedMember(prefix: string): Promise<Member> {
  const member = uniqueMember(prefix);
  await cli('user:create', '--email', member.email, '--username', member.username, '--password', member.password, '--phone', member.phone, '--sex', 'F', '--verified');
  return member;
}

describe('gift shop', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('staff add a gift; a verified member buys two with the test provider; an unverified member is told to get verified', async () => {
    const gift = `Apéro-Drink ${Date.now().toString(36)}`;

    // Staff: "Geschenke" in the staff navigation, a new gift.
    const staff = await createMember({ prefix: 'giftstaff', admin: true, sex: null });
    const staffPage = await signedIn(browser, staff);
    await staffPage.getByRole('button', { name: text('admin.nav.openMenu') }).click();
    await staffPage.getByRole('navigation', { name: text('admin.nav.label') }).getByRole('link', { name: text('admin.nav.gifts'), exact: true }).click();
    await waitForPath(staffPage, '/admin/gifts');
    await staffPage.getByRole('link', { name: text('gifts.admin.new'), exact: true }).click();
    await waitForPath(staffPage, '/admin/gifts/new');
    await staffPage.getByLabel(text('gifts.form.nameDe')).fill(gift);
    await staffPage.getByLabel(text('gifts.form.nameEn')).fill(`${gift} (en)`);
    await staffPage.getByLabel(text('gifts.form.descriptionDe')).fill('Ein Drink nach Wahl an der Bar.');
    await staffPage.getByLabel(text('gifts.form.descriptionEn')).fill('A drink of your choice at the bar.');
    await staffPage.getByLabel(text('gifts.form.price')).fill('14');
    await staffPage.getByRole('button', { name: text('gifts.form.save'), exact: true }).click();
    await waitForPath(staffPage, '/admin/gifts');
    await staffPage.getByRole('link', { name: gift, exact: true }).waitFor();

    // A verified member: "Geschenke" in the "Mehr" sheet, two in the cart, paid on the TEST page.
    const vera = await createVerifiedMember('giftvera');
    const page = await signedIn(browser, vera);
    await openFromNavigation(page, text('nav.gifts'), { exact: true });
    await waitForPath(page, '/gifts');
    await page.getByRole('button', { name: text('gifts.shop.addNamed', { name: gift }), exact: true }).click();
    await page.getByRole('button', { name: text('gifts.cart.more', { name: gift }), exact: true }).click();
    await page.getByText(text('gifts.cart.total', { amount: 'CHF 28.–' })).waitFor();
    await page.getByRole('button', { name: text('gifts.cart.checkout'), exact: true }).click();
    await page.waitForURL(/\/test-pay\/checkout\/tcs_/);
    await page.getByText('CHF 28.–').first().waitFor();
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    await waitForPath(page, /^\/payments\/[0-9a-f-]+\/return$/);
    await page.getByText(text('payments.return.succeeded.GIFTS')).waitFor();
    await page.getByRole('link', { name: text('payments.return.toGifts'), exact: true }).click();
    await waitForPath(page, '/gifts');
    const inventory = page.getByRole('region', { name: text('gifts.inventory.title') });
    await expect.poll(() => inventory.getByText(gift, { exact: true }).count()).toBe(2);

    await page.goto('/payments');
    await page.getByRole('article', { name: text('payments.item.giftLine', { count: 2, nameDe: gift }) }).waitFor();

    // An unverified member sees the shop; trying to buy says how to become verified.
    const ueli = await createMember({ prefix: 'giftueli' });
    const ueliPage = await signedIn(browser, ueli);
    await ueliPage.goto('/gifts');
    await ueliPage.getByRole('button', { name: text('gifts.shop.addNamed', { name: gift }), exact: true }).click();
    await ueliPage.getByText(text('gifts.shop.verifiedOnly.title')).waitFor();
    await ueliPage.getByRole('link', { name: text('verification.needVerified') }).waitFor();
  });
});

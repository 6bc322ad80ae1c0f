import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, launchBrowserWithCamera } from '../support/browser.js';
import { qrCodeVideo } from '../support/fake-camera.js';
import { cli, uniqueMember } from '../support/cli.js';
import { graphqlAs } from '../support/graphql.js';
import { createMember, openFromNavigation, signedIn, text, waitForPath, type Member } from '../support/journey.js';

// Issue 17, the gift shop (decision 0050): staff add a gift to the catalogue; a verified member buys
// two with the test provider, the payment lists them; she sends one to a friend with a note, who is
// told on /home and accepts it; the second she gives from his profile, he declines it, and it is back in her hands; an
// unverified member sees the shop but is told how to become verified.
// At the bar (issue 17 part 4) staff type the friend's voucher code, see the gift and whose it is and
// redeem it; a tablet that scanned the QR code with its camera is told it already was.

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

  it('staff add a gift; a verified member buys two, sends one to a friend who accepts it, gives him one from his profile that he declines; an unverified member is told to get verified', async () => {
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

    // Vera sends one to her friend Ueli with a note (friends first, as the blocks journey makes them).
    const ueli = await createMember({ prefix: 'giftueli' });
    const ueliPage = await signedIn(browser, ueli);
    const asked = await graphqlAs(ueliPage, 'mutation ($slug: String!) { requestFriendship(slug: $slug) { friendship { id } } }', { slug: vera.username.toLowerCase() });
    await graphqlAs(page, 'mutation ($id: ID!) { acceptFriendship(id: $id) { status } }', { id: asked.data!.requestFriendship.friendship.id });
    await page.goto('/gifts');
    await inventory.getByRole('button', { name: text('gifts.send.openNamed', { name: gift }) }).first().click();
    const dialog = page.getByRole('dialog', { name: text('gifts.send.title', { name: gift }) });
    await dialog.getByLabel(text('gifts.send.recipient')).selectOption({ label: ueli.username });
    await dialog.getByLabel(text('gifts.send.note')).fill('Prost – bis Freitag!');
    await dialog.getByRole('button', { name: text('gifts.send.submit'), exact: true }).click();
    await expect.poll(() => inventory.getByText(gift, { exact: true }).count()).toBe(1);
    const sent = page.getByRole('region', { name: text('gifts.sent.title') });
    await sent.getByText(text('gifts.sent.state.UNOPENED')).waitFor();

    // Ueli is told on /home and accepts it under "Geschenke".
    await ueliPage.goto('/home');
    await ueliPage.getByText(text('home.kind.GIFT_RECEIVED')).first().waitFor();
    await ueliPage.getByRole('link', { name: text('home.followUp.gifts') }).first().click();
    await waitForPath(ueliPage, '/gifts');
    const open = ueliPage.getByRole('region', { name: text('gifts.open.title') });
    await open.getByText(text('gifts.open.from', { gift, name: vera.username })).waitFor();
    await open.getByText('Prost – bis Freitag!').waitFor();
    await open.getByRole('button', { name: text('gifts.open.accept'), exact: true }).click();
    await ueliPage.getByRole('region', { name: text('gifts.inventory.title') }).getByText(gift, { exact: true }).waitFor();
    await page.reload();
    await sent.getByText(text('gifts.sent.state.ACCEPTED')).waitFor();

    // Vera gives her second one to Ueli from his profile; he declines it, and it is back in her hands.
    await page.goto(`/users/${ueli.username.toLowerCase()}`);
    await page.getByRole('button', { name: text('gifts.give.open'), exact: true }).click();
    const give = page.getByRole('dialog', { name: text('gifts.give.title', { name: ueli.username }) });
    await give.getByRole('radio', { name: gift, exact: true }).check();
    await give.getByRole('button', { name: text('gifts.give.submit', { name: ueli.username }), exact: true }).click();
    await page.getByText(text('gifts.give.sent', { name: ueli.username })).waitFor();
    await page.goto('/gifts');
    await sent.getByText(text('gifts.sent.state.UNOPENED')).waitFor();
    expect(await inventory.getByText(gift, { exact: true }).count()).toBe(0);
    await ueliPage.reload();
    await open.getByRole('button', { name: text('gifts.open.decline'), exact: true }).click();
    await ueliPage.getByText(text('gifts.open.declined')).waitFor();
    await expect.poll(() => open.getByRole('button', { name: text('gifts.open.decline'), exact: true }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => inventory.getByText(gift, { exact: true }).count()).toBe(1);
    await sent.getByText(text('gifts.sent.state.DECLINED')).waitFor();
    await sent.getByText(text('gifts.sent.state.ACCEPTED')).waitFor();

    // Ueli is not verified: he sees the shop; trying to buy says how to become verified.
    await ueliPage.goto('/gifts');
    await ueliPage.getByRole('button', { name: text('gifts.shop.addNamed', { name: gift }), exact: true }).click();
    await ueliPage.getByText(text('gifts.shop.verifiedOnly.title')).waitFor();
    await ueliPage.getByRole('link', { name: text('verification.needVerified') }).waitFor();

    // At the bar: Ueli opens his gift's voucher (code and QR code) ...
    await ueliPage.getByRole('region', { name: text('gifts.inventory.title') }).getByRole('button', { name: text('gifts.redeem.openNamed', { name: gift }) }).click();
    const voucher = ueliPage.getByRole('dialog', { name: text('gifts.redeem.title', { name: gift }) });
    const code = (await voucher.getByTestId('voucher-code').textContent())!.trim();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/);
    await voucher.getByRole('img', { name: text('gifts.redeem.qrAlt', { code }) }).waitFor();
    await ueliPage.keyboard.press('Escape');

    // ... staff open "Gutschein einlösen" and type it as heard (lower case, spaces), see what and whose it is.
    await staffPage.getByRole('button', { name: text('admin.nav.openMenu') }).click();
    await staffPage.getByRole('navigation', { name: text('admin.nav.label') }).getByRole('link', { name: text('admin.nav.giftRedeem'), exact: true }).click();
    await waitForPath(staffPage, '/admin/gifts/redeem');
    const typed = code.toLowerCase().replaceAll('-', ' ');
    await staffPage.getByLabel(text('gifts.staffRedeem.code')).fill(typed);
    await staffPage.getByRole('button', { name: text('gifts.staffRedeem.find'), exact: true }).click();
    await staffPage.getByRole('heading', { name: gift, exact: true }).waitFor();
    await staffPage.getByText(text('gifts.staffRedeem.for', { name: ueli.username }), { exact: true }).waitFor();

    // A second device of the bar, a tablet with a camera, scans the QR code on Ueli's phone.
    const tablet = await launchBrowserWithCamera(await qrCodeVideo(code));
    onTestFinished(() => tablet.close());
    const secondDevice = await signedIn(tablet, staff);
    await secondDevice.context().grantPermissions(['camera']);
    await secondDevice.goto('/admin/gifts/redeem');
    await secondDevice.getByRole('button', { name: text('gifts.staffRedeem.scan'), exact: true }).click();
    await secondDevice.getByRole('heading', { name: gift, exact: true }).waitFor();
    expect(await secondDevice.getByLabel(text('gifts.staffRedeem.code')).inputValue()).toBe(code);
    expect(await secondDevice.getByLabel(text('gifts.staffRedeem.cameraLabel')).count()).toBe(0);
    await secondDevice.getByRole('button', { name: text('gifts.staffRedeem.redeem'), exact: true }).waitFor();

    await staffPage.getByRole('button', { name: text('gifts.staffRedeem.redeem'), exact: true }).click();
    const [donePrefix] = text('gifts.staffRedeem.done', { datetime: '\u0000' }).split('\u0000');
    await staffPage.getByRole('status').filter({ hasText: donePrefix! }).waitFor();

    await secondDevice.getByRole('button', { name: text('gifts.staffRedeem.redeem'), exact: true }).click();
    const [alreadyPrefix] = text('gifts.staffRedeem.alreadyAt', { datetime: '\u0000' }).split('\u0000');
    await secondDevice.getByRole('alert').filter({ hasText: alreadyPrefix! }).waitFor();

    // Ueli's gift now says when it was redeemed, and shows no code.
    await ueliPage.reload();
    const [redeemedPrefix] = text('gifts.redeem.redeemedAt', { datetime: '\u0000' }).split('\u0000');
    await ueliPage.getByRole('region', { name: text('gifts.inventory.title') }).getByText(redeemedPrefix!, { exact: false }).waitFor();
    expect(await ueliPage.getByRole('button', { name: text('gifts.redeem.openNamed', { name: gift }) }).count()).toBe(0);
  });
});

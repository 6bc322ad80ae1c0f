import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForAppOnNavigation } from '../support/browser.js';
import { createMember, openFromNavigation, signedIn, signIn, text, waitForPath } from '../support/journey.js';

// Issue 15, discretion on the device (decision 0043): the quick exit, the app lock (PIN and the
// device's passkey through Chromium's virtual authenticator), the neutral tab. The neutral page
// is answered here (page.route): nothing goes out to the network.

const WIKIPEDIA = 'https://de.wikipedia.org/';

async function neutralPageAnsweredHere(page: Page) {
  await page.route(`${WIKIPEDIA}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Wikipedia</title><h1>Wikipedia</h1>' }));
}

async function openDiscretionSettings(page: Page) {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: text('discretion.title') });
  await section.waitFor();
  return section;
}

describe('discretion on the device', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the quick exit replaces the open screen with the chosen neutral page, by Shift ×3 and by the button', async () => {
    const page = await signedIn(browser, await createMember({ prefix: 'weg' }));
    await neutralPageAnsweredHere(page);
    const section = await openDiscretionSettings(page);
    await section.getByRole('radio', { name: text('discretion.exit.targets.wikipedia') }).check();

    // The neutral tab, for this device: every screen is "Notizen" in the tab.
    await section.getByRole('switch', { name: new RegExp(`^${text('discretion.neutralTab.label')}`) }).check();
    await expect.poll(() => page.title()).toBe(text('discretion.neutralTab.title'));
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/neutral-icon.svg');

    // A screen opened inside the app (its own history entry), then away with the keyboard.
    await openFromNavigation(page, text('nav.messages'));
    await waitForPath(page, '/conversations');
    await expect.poll(() => page.title()).toBe(text('discretion.neutralTab.title'));
    const entries = await page.evaluate(() => history.length);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift');
    await page.waitForURL(WIKIPEDIA);
    await page.getByRole('heading', { name: 'Wikipedia' }).waitFor();
    // The neutral page took the screen's place: no entry more, and back does not show the messages.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack();
    await waitForPath(page, '/settings');
    expect(new URL(page.url()).pathname).not.toBe('/conversations');

    // The button in the header, on a phone, without opening a menu.
    await page.getByRole('button', { name: text('discretion.exit.button') }).click();
    await page.waitForURL(WIKIPEDIA);
  });

  it('the app lock with a PIN: asked when the app is opened, a wrong PIN refused, the right one opens', async () => {
    const page = await signedIn(browser, await createMember({ prefix: 'pin' }));
    const section = await openDiscretionSettings(page);
    await section.getByRole('button', { name: text('discretion.lock.setPin') }).click();
    await section.getByLabel(text('discretion.lock.newPin')).fill('2468');
    await section.getByLabel(text('discretion.lock.repeatPin')).fill('2468');
    await section.getByRole('button', { name: text('discretion.lock.savePin') }).click();
    await section.getByText(text('discretion.lock.onWithPin')).waitFor();

    await page.reload();
    const lock = page.getByRole('dialog', { name: text('discretion.lock.title') });
    await lock.waitFor();
    // Nothing of the app is shown behind it, and the tab does not name the screen.
    await expect.poll(() => page.locator('#main').isVisible()).toBe(false);
    expect(await page.title()).toBe(text('discretion.lock.title'));

    const pin = lock.getByLabel(text('discretion.lock.pin'));
    await pin.fill('1357');
    await pin.press('Enter');
    await lock.getByText(text('discretion.lock.wrongPin')).waitFor();
    expect(await page.locator('#main').isVisible()).toBe(false);

    await pin.fill('2468');
    await pin.press('Enter');
    await lock.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: text('settings.title'), level: 1 }).waitFor();

    // Opened on a public page while signed in: locked there too.
    await page.goto('/events');
    await lock.waitFor();
    expect(await page.locator('#main').isVisible()).toBe(false);
    await pin.fill('2468');
    await pin.press('Enter');
    await lock.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: text('events.title'), level: 1 }).waitFor();
  });

  it('the app lock with the device passkey (virtual authenticator, user verified)', async () => {
    // A passkey belongs to a domain name, never to an IP address (the journeys' 127.0.0.1): the
    // same app as http://localhost, a secure context with a name.
    const context = await browser.newContext({ baseURL: inject('baseUrl').replace('127.0.0.1', 'localhost'), viewport: { width: 375, height: 740 }, locale: 'de-CH' });
    context.setDefaultTimeout(10_000);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    waitForAppOnNavigation(page);
    await signIn(page, await createMember({ prefix: 'passkey' }));
    await waitForPath(page, '/home');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });

    const section = await openDiscretionSettings(page);
    await section.getByRole('button', { name: text('discretion.lock.setPasskey') }).click();
    await section.getByText(text('discretion.lock.onWithPasskey')).waitFor();
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

    await page.reload();
    const lock = page.getByRole('dialog', { name: text('discretion.lock.title') });
    await lock.waitFor();
    expect(await page.locator('#main').isVisible()).toBe(false);

    // The device does not verify its user: the lock stays closed.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    await lock.getByRole('button', { name: text('discretion.lock.withPasskey') }).click();
    await lock.getByText(text('discretion.lock.passkeyFailed')).waitFor();
    expect(await page.locator('#main').isVisible()).toBe(false);

    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
    await lock.getByRole('button', { name: text('discretion.lock.withPasskey') }).click();
    await lock.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: text('settings.title'), level: 1 }).waitFor();
  });
});

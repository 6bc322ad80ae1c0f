import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { createMember, notification, openVisitor, pathOf, text, waitForPath } from '../support/journey.js';

/** Presses Tab until the focused element has this accessible label; fails after `max` presses. */
async function tabTo(page: Page, label: string, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.labels?.[0]?.textContent ?? el?.getAttribute('aria-label') ?? el?.textContent ?? '';
    });
    if (focused.replace(/\s*\*\s*$/, '').trim() === label) return;
  }
  throw new Error(`"${label}" not reached with Tab`);
}

describe('keyboard only', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a member sent to sign-in from /home signs in with Tab and Enter and comes back to /home', async () => {
    const member = await createMember({ prefix: 'keys' });
    const page = await openVisitor(browser);
    await page.goto('/home');
    await waitForPath(page, '/sign-in');
    await notification(page, text('warnings.signIn.home')).waitFor();
    expect(pathOf(page)).toBe('/sign-in?next=%2Fhome');

    await tabTo(page, text('signIn.email'));
    await page.keyboard.type(member.email);
    await tabTo(page, text('signIn.password'), 1);
    await page.keyboard.type(member.password);
    // The eye that shows the characters is reached by Tab too, and Space uses it.
    await tabTo(page, text('form.showCharacters'), 1);
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByLabel(text('signIn.password')).getAttribute('type')).toBe('text');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');

    await waitForPath(page, '/home');
    await page.getByRole('heading', { name: text('home.welcome', { name: member.username }) }).waitFor();
  });

  it('the skip link is the first Tab stop; Enter on it leads past the header, so the next Tab is in the form', async () => {
    const page = await openVisitor(browser);
    await page.goto('/sign-in');
    await page.getByLabel(text('signIn.email')).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text('nav.skip') });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await tabTo(page, text('signIn.email'), 1);
  });

  it('an empty sign-in sent with Enter names the missing fields', async () => {
    const page = await openVisitor(browser);
    await page.goto('/sign-in');
    // The screen is a lazy chunk: Tab only reaches the form once it is there.
    await page.getByLabel(text('signIn.email')).waitFor();
    await tabTo(page, text('signIn.email'));
    await page.keyboard.press('Enter');
    await page.getByText(text('signIn.emailRequired')).waitFor();
    await page.getByText(text('signIn.passwordRequired')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });
});

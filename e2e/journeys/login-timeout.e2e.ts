import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { cli } from '../support/cli.js';
import { createMember, notification, openVisitor, shownDateTime, signIn, text, waitForPath, openFromNavigation } from '../support/journey.js';

// Spec §4 rule 7 and §8: a timeout set while the member is signed in ends the session at the next step.
describe('a login timeout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs the member out at the next navigation, naming the end time', async () => {
    const member = await createMember({ prefix: 'timeout' });
    const page = await openVisitor(browser);
    await signIn(page, member);
    await waitForPath(page, '/home');
    await page.getByRole('heading', { name: text('home.welcome', { name: member.username }) }).waitFor();

    // Whole minutes, so that the shown time is exact.
    const until = new Date(Math.ceil((Date.now() + 2 * 3600_000) / 60_000) * 60_000).toISOString();
    await cli('user:timeout', '--email', member.email, '--until', until);

    const timeoutText = text('warnings.loginTimeout', { datetime: shownDateTime(until) });
    // The next step finds out; the app's socket may have been told first (its session check), and
    // then the member is on the sign-in page before the click: both are the sign-out we want.
    const onSignIn = () => new URL(page.url()).pathname === '/sign-in';
    await openFromNavigation(page, text('nav.settings')).catch((error: unknown) => {
        if (!onSignIn()) throw error;
      });
    await waitForPath(page, '/sign-in');
    await notification(page, timeoutText).waitFor();

    // Signed out for real, and signing in again is refused with the same end time.
    await page.goto('/home');
    await waitForPath(page, '/sign-in');
    await signIn(page, member);
    await page.getByRole('alert').filter({ hasText: timeoutText }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });
});

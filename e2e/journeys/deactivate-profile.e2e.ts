import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { apiSignIn, graphql } from '../support/graphql.js';
import { createMember, notification, openVisitor, signIn, text, waitForPath } from '../support/journey.js';

// Spec §4: deactivation is reversible by signing in again. While deactivated, nobody sees the profile.

describe('deactivating the profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('hides the member and signs them out; signing in again brings the profile back and says so', async () => {
    const anna = await createMember({ prefix: 'pause', sex: 'F' });
    const ben = await createMember({ prefix: 'schaut', sex: 'M' });
    const benToken = await apiSignIn(ben);
    const slug = anna.username.toLowerCase();
    const profileSeenByBen = async () => (await graphql<{ user: { profile: { id: string } | null } | null }>(`query ($slug: String!) { user(slug: $slug) { profile { id } } }`, { slug }, benToken)).user?.profile ?? null;
    expect(await profileSeenByBen()).not.toBeNull();

    const page = await openVisitor(browser);
    await signIn(page, anna);
    await waitForPath(page, '/home');
    await page.goto('/settings');
    const section = page.getByRole('region', { name: text('settings.close.title') });
    await section.getByRole('button', { name: text('settings.close.deactivate') }).click();
    const dialog = page.getByRole('dialog', { name: text('settings.close.deactivateConfirmTitle') });
    await dialog.getByRole('button', { name: text('settings.close.deactivateConfirm') }).click();

    await waitForPath(page, '/sign-in');
    await notification(page, text('settings.close.deactivated')).waitFor();
    expect(await profileSeenByBen()).toBeNull();
    // Signed out for real: a members' screen sends the visitor to sign-in.
    await page.goto('/settings');
    await waitForPath(page, '/sign-in');

    // Signing in again (back to where the guard stopped her) reactivates, and she is told so.
    await signIn(page, anna);
    await waitForPath(page, '/settings');
    await notification(page, text('signIn.reactivated')).waitFor();
    expect(await profileSeenByBen()).not.toBeNull();
  });
});

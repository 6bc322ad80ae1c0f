import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { createMember, notification, openVisitor, signIn, text, waitForPath } from '../support/journey.js';

// Spec §4: the guard's rules 1 (signed in) and 3 (admin), as a visitor and a member meet them.
describe('route guards', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an anonymous visitor opening /home ends on sign-in, told to sign in to open their space', async () => {
    const page = await openVisitor(browser);
    await page.goto('/home');
    await waitForPath(page, '/sign-in');
    await notification(page, text('warnings.signIn.home')).waitFor();
    await page.getByRole('heading', { name: text('signIn.title') }).waitFor();
    expect(await page.getByRole('heading', { name: text('home.notifications') }).count()).toBe(0);
  });

  it('a member who is no admin opening /admin/dashboard ends on /home with a warning', async () => {
    const member = await createMember({ prefix: 'guard' });
    const page = await openVisitor(browser);
    await signIn(page, member);
    await waitForPath(page, '/home');
    // No way there in the navigation either.
    expect(await page.getByRole('navigation').getByRole('link', { name: text('nav.admin') }).count()).toBe(0);

    await page.goto('/admin/dashboard');
    await waitForPath(page, '/home');
    await notification(page, text('warnings.staffOnly')).waitFor();
    await page.getByRole('heading', { name: text('home.welcome', { name: member.username }) }).waitFor();
    expect(await page.getByTestId('total-members').count()).toBe(0);
  });

  it('an admin sees the dashboard: straight after signing in, also from /home, never the profile form (decision 0031)', async () => {
    // Staff have no profile type: before decision 0031 rule 6 sent them to the profile form.
    const admin = await createMember({ prefix: 'admin', admin: true, sex: null });
    const page = await openVisitor(browser);
    await signIn(page, admin);
    await waitForPath(page, '/admin/dashboard');
    await page.getByRole('heading', { name: text('admin.title') }).waitFor();
    const total = page.getByTestId('total-members');
    await total.waitFor();
    // The demo seed alone has 14 members (its admin is staff, not a member).
    expect(Number(await total.innerText())).toBeGreaterThanOrEqual(14);
    await page.getByRole('navigation', { name: text('admin.nav.label') }).waitFor();

    await page.goto('/home');
    await waitForPath(page, '/admin/dashboard');
    await page.getByRole('heading', { name: text('admin.title') }).waitFor();
    expect(await notification(page, text('warnings.fillProfile')).count()).toBe(0);
    expect(await page.getByRole('radiogroup').count()).toBe(0);
  });
});

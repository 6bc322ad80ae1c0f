import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { createMember, notification, openVisitor, signIn, text, waitForPath } from '../support/journey.js';

// Issue 12 item 1 (docs/decisions/0031): staff are not members. The demo admin signs in and lands on
// the staff dashboard (never the profile form), finds a member by e-mail among the members and sets
// a login timeout; the dashboard's member count leaves staff out. On a phone: the menu is a drawer.

const DEMO_ADMIN = { email: 'admin_venue@example.com', password: 'Demo-Admin-2026' };

async function openStaffMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: text('admin.nav.openMenu') }).click();
  await page.getByRole('navigation', { name: text('admin.nav.label') }).getByRole('link', { name: item }).click();
}

async function memberCount(page: Page): Promise<number> {
  await page.goto('/admin/dashboard');
  const total = page.getByTestId('total-members');
  await total.waitFor();
  return Number(await total.innerText());
}

describe('the staff area', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the admin signs in to the dashboard, finds a member by e-mail and sets a timeout; the count leaves staff out', async () => {
    const page = await openVisitor(browser);
    await signIn(page, DEMO_ADMIN);
    await waitForPath(page, '/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: text('admin.title') }).waitFor();
    expect(await notification(page, text('warnings.fillProfile')).count()).toBe(0);
    expect(await page.getByRole('radiogroup').count()).toBe(0);

    // Another staff account does not change the member count; a new member does.
    const before = await memberCount(page);
    await createMember({ prefix: 'staff', admin: true, sex: null });
    expect(await memberCount(page)).toBe(before);
    const ben = await createMember({ prefix: 'ben' });
    expect(await memberCount(page)).toBe(before + 1);

    // Members: found by e-mail; the admin is not a member and is not found.
    await openStaffMenu(page, text('admin.nav.members'));
    await waitForPath(page, '/admin/members');
    await page.getByRole('heading', { level: 1, name: text('admin.members.title') }).waitFor();
    const search = page.getByRole('searchbox', { name: text('admin.members.searchLabel') });
    await search.fill(DEMO_ADMIN.email);
    await page.getByText(text('admin.members.noneFound', { search: DEMO_ADMIN.email })).waitFor();
    await search.fill(ben.email);
    const results = page.getByRole('list', { name: text('admin.members.listLabel') });
    const row = results.getByRole('listitem').filter({ hasText: ben.email });
    await row.getByText(text('admin.members.activated')).waitFor();
    expect(await results.getByRole('listitem').count()).toBe(1);
    await row.getByRole('link', { name: ben.username }).click();
    await waitForPath(page, /^\/admin\/members\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: ben.username }).waitFor();

    // A timeout in the past is refused with its reason, and nothing changes.
    await page.getByLabel(text('admin.members.timeoutUntilLabel')).fill('2020-01-01T12:00');
    await page.getByRole('button', { name: text('admin.members.timeoutSubmit') }).click();
    await page.getByText(text('errors.TIMEOUT_UNTIL_INVALID')).waitFor();
    expect(await page.getByText(/^Timeout bis /).count()).toBe(0);

    // A week from now, with the quick choice.
    await page.getByRole('button', { name: text('admin.members.days', { count: 7 }) }).click();
    await page.getByRole('button', { name: text('admin.members.timeoutSubmit') }).click();
    await page.getByRole('alert').filter({ hasText: new RegExp(`^${ben.username} ist gesperrt bis `) }).waitFor();
    await page.getByRole('button', { name: text('admin.members.timeoutEnd') }).waitFor();
    await page.getByText(/^Timeout bis /).waitFor();

    // The list shows it too.
    await page.getByRole('link', { name: text('admin.members.backToList') }).click();
    await waitForPath(page, '/admin/members');
    await page.getByRole('searchbox', { name: text('admin.members.searchLabel') }).fill(ben.email);
    await page.getByRole('list', { name: text('admin.members.listLabel') }).getByRole('listitem').filter({ hasText: ben.email }).getByText(/^Timeout bis /).waitFor();
  });
});

import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { apiSignIn, graphql } from '../support/graphql.js';
import { createMember, doorToggle, doorToggleSettled, openVisitor, signIn, text, waitForPath } from '../support/journey.js';

// Issue 14, staff: the admin opens the door list of an event with a reservation, checks the member
// in, sees the totals change (and kept after a reload), and downloads the list as CSV.

const DEMO_ADMIN = { email: 'admin_venue@example.com', password: 'Demo-Admin-2026' };
const DAY = 86_400_000;

async function publishedEvent(adminToken: string): Promise<{ id: string; titleDe: string }> {
  const stamp = Date.now().toString(36);
  const startsAt = new Date(Date.now() + 3 * DAY);
  const input = {
    titleDe: `Einlass-Probe ${stamp}`,
    titleEn: `Door rehearsal ${stamp}`,
    descriptionDe: 'Ein Abend für die Tür.',
    descriptionEn: 'An evening for the door.',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 6 * 3_600_000).toISOString(),
    coupleOnly: false,
    priceManRappen: 5000,
    priceWomanRappen: 2000,
    priceCoupleRappen: 6000,
    capacity: 40,
  };
  const created = await graphql<{ createEvent: { id: string; titleDe: string } }>('mutation ($input: EventInput!) { createEvent(input: $input) { id titleDe } }', { input }, adminToken);
  await graphql('mutation ($id: ID!) { publishEvent(id: $id) { id } }', { id: created.createEvent.id }, adminToken);
  return created.createEvent;
}

/** The big number of a totals tile, by its label. */
async function figure(page: Page, label: string): Promise<string> {
  const tile = page.locator('.venue-door-figure').filter({ has: page.getByText(label, { exact: true }) });
  return (await tile.locator('p').nth(1).innerText()).trim();
}

describe('the door', () => {
  let browser: Browser;
  let adminToken: string;
  let eventId: string | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await apiSignIn(DEMO_ADMIN);
  });
  afterAll(async () => {
    await browser.close();
    // The rehearsal leaves the public event lists as they were.
    if (eventId) await graphql('mutation ($id: ID!) { unpublishEvent(id: $id) { id } }', { id: eventId }, adminToken).catch(() => undefined);
  });

  it('the admin checks a reserved couple in at the door; the totals follow; the CSV has them', async () => {
    const event = await publishedEvent(adminToken);
    eventId = event.id;
    const couple = await createMember({ prefix: 'door', sex: 'MF' });
    const reserved = await graphql<{ reserveEvent: { status: string } }>(
      'mutation ($input: ReserveEventInput!) { reserveEvent(input: $input) { status } }',
      { input: { eventId: event.id, femaleGuests: 1, maleGuests: 1, hidden: false } },
      await apiSignIn(couple),
    );
    expect(reserved.reserveEvent.status).toBe('CONFIRMED');

    // From the staff menu to the door overview, the event with its figures, its door list.
    const page = await openVisitor(browser);
    await signIn(page, DEMO_ADMIN);
    await waitForPath(page, '/admin/dashboard');
    await page.getByRole('button', { name: text('admin.nav.openMenu') }).click();
    await page.getByRole('navigation', { name: text('admin.nav.label') }).getByRole('link', { name: text('admin.door.navLabel') }).click();
    await waitForPath(page, '/admin/door');
    const evenings = page.getByRole('list', { name: text('admin.door.daysLabel') });
    const evening = evenings.getByRole('link').filter({ hasText: event.titleDe });
    await evening.getByText(text('admin.door.expectedOf', { count: 2, capacity: 40 })).waitFor();
    await evening.click();
    await waitForPath(page, `/admin/door/events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.titleDe }).waitFor();
    expect(await figure(page, text('admin.door.expected'))).toBe('2');
    expect(await figure(page, text('admin.door.checkedInTotal'))).toBe('0');

    // The filter finds the couple; the big toggle checks them in.
    await page.getByRole('searchbox', { name: text('admin.door.filterLabel') }).fill(couple.username.slice(0, 8));
    const toggle = doorToggle(page, couple.username);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await doorToggleSettled(toggle, true);
    await expect.poll(() => figure(page, text('admin.door.checkedInTotal'))).toBe('2');

    // The server kept it: after a reload the couple is still checked in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: event.titleDe }).waitFor();
    await expect.poll(() => doorToggle(page, couple.username).getAttribute('aria-pressed')).toBe('true');
    expect(await figure(page, text('admin.door.checkedInTotal'))).toBe('2');

    // The CSV download carries the couple.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: text('admin.door.csv') }).click()]);
    const file = await download.path();
    const csv = fs.readFileSync(file, 'utf8');
    const line = csv.split(/\r?\n/).find((l) => l.includes(couple.username));
    expect(line, csv).toBeDefined();
    // Its last column: checked in.
    expect(line).toMatch(/,"?yes"?$/);
  });
});

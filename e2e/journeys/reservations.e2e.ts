import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { cli, uniqueMember } from '../support/cli.js';
import { graphqlAs, publicQuery } from '../support/graphql.js';
import { createMember, dismissNotices, doorToggle, doorToggleSettled, openFromNavigation, signedIn, text, waitForPath, type Member } from '../support/journey.js';

// Issue 14, the members' side: a verified couple reserves for the couples' night (the demo's
// "Pärli-Abend", 12 days ahead, where demo couples have reserved too) and gets the free drink and
// the discount; a single man is refused
// there, in words; the guest list names the couple to a friend (who also hears of it on /home) but
// not to a member the couple blocked; at the door the admin checks the couple in.

const EVENT = 'paerli-abend';
const DEMO_ADMIN = { username: 'admin_venue', email: 'admin_venue@example.com', password: 'Demo-Admin-2026', phone: '' };

/** A member verified from the start (the operator CLI's --verified), as a verified couple is. */
async function createVerifiedMember(prefix: string, sex: 'MF' | 'M' | 'F'): Promise<Member> {
  const member = uniqueMember(prefix);
  await cli('user:create', '--email', member.email, '--username', member.username, '--password', member.password, '--phone', member.phone, '--sex', sex, '--verified');
  return member;
}

const panel = (page: Page) => page.getByRole('region', { name: text('reservations.panel.title'), exact: true });
const yours = (page: Page) => page.getByRole('region', { name: text('reservations.panel.yours'), exact: true });
const guestList = (page: Page) => page.getByRole('region', { name: text('reservations.guestList.title'), exact: true });

describe('reservations (members)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a verified couple reserves the couples’ night with a free drink; a single man is refused; the guest list names the couple to a friend, not to a blocked member; the admin checks them in', async () => {
    const couple = await createVerifiedMember('paar', 'MF');
    const single = await createMember({ prefix: 'single', sex: 'M' });
    const friend = await createMember({ prefix: 'freundin', sex: 'F' });
    const blocked = await createMember({ prefix: 'gesperrt', sex: 'M' });
    const { event } = await publicQuery<{ event: { id: string; titleDe: string } }>('query ($slug: String!) { event(slug: $slug) { id titleDe } }', { slug: EVENT });

    // The couple and the friend are friends; the couple blocks the other member.
    const couplePage = await signedIn(browser, couple);
    const friendPage = await signedIn(browser, friend);
    const requested = await graphqlAs(friendPage, 'mutation ($slug: String!) { requestFriendship(slug: $slug) { friendship { id } } }', { slug: couple.username.toLowerCase() });
    await graphqlAs(couplePage, 'mutation ($id: ID!) { acceptFriendship(id: $id) { id } }', { id: requested.data!.requestFriendship.friendship.id });
    expect((await graphqlAs(couplePage, 'mutation ($slug: String!) { block(slug: $slug) { id } }', { slug: blocked.username.toLowerCase() })).errors).toBeUndefined();

    // The couple: the panel starts with a woman and a man, says what verified members get, and reserves.
    await couplePage.goto(`/events/${EVENT}`);
    const form = panel(couplePage);
    await form.getByText(text('reservations.party.coupleOnlyHint')).waitFor();
    await form.getByText(text('reservations.perks.youGet')).waitFor();
    await form.getByRole('button', { name: text('reservations.panel.reserve'), exact: true }).click();
    const reservation = yours(couplePage);
    await reservation.getByText(text('reservations.status.CONFIRMED'), { exact: true }).waitFor();
    await reservation.getByText(text('reservations.perks.freeDrink'), { exact: true }).waitFor();
    await reservation.getByText(text('reservations.perks.discount', { amount: 'CHF 10.–' })).waitFor();
    await reservation.getByText(text('reservations.partyLine', { party: '1 Frau, 1 Mann' })).waitFor();
    // The confirmation notice says so too; it covers the phone's header, and the member taps it away.
    // (Waited for: it can come a moment after the reservation's card, and then covered "Mehr".)
    await couplePage.locator('.mantine-Notifications-notification').filter({ hasText: text('reservations.done.confirmed') }).waitFor();
    await dismissNotices(couplePage);
    await couplePage.locator('.mantine-Notifications-notification').filter({ hasText: text('reservations.done.confirmed') }).waitFor({ state: 'detached' });
    // Their own reservation is on their guest list, by name.
    await guestList(couplePage).getByRole('link', { name: couple.username }).waitFor();
    // And on /reservations (from the navigation's "Mehr"), with its calendar file.
    await openFromNavigation(couplePage, text('nav.reservations'));
    await waitForPath(couplePage, '/reservations');
    const card = couplePage.getByRole('article', { name: event.titleDe });
    await card.getByText(text('reservations.status.CONFIRMED'), { exact: true }).waitFor();
    const ics = await couplePage.request.get((await card.getByRole('link', { name: text('reservations.addToCalendar') }).getAttribute('href'))!);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VEVENT');

    // A single man: told at once, in words, next to the form; the server refuses him too.
    const singlePage = await signedIn(browser, single);
    await singlePage.goto(`/events/${EVENT}`);
    const singleForm = panel(singlePage);
    await singleForm.getByText(text('reservations.party.needWoman')).waitFor();
    await singleForm.getByRole('button', { name: text('reservations.panel.reserve'), exact: true }).click();
    await singleForm.getByRole('alert').filter({ hasText: text('errors.RESERVATION_COUPLE_ONLY') }).waitFor();
    const refused = await graphqlAs(singlePage, 'mutation ($input: ReserveEventInput!) { reserveEvent(input: $input) { id } }', { input: { eventId: event.id, femaleGuests: 0, maleGuests: 1, hidden: false } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('RESERVATION_COUPLE_ONLY');
    expect(await yours(singlePage).count()).toBe(0);

    // The friend sees the couple on the guest list (a link to their profile) and heard of it on /home.
    await friendPage.goto(`/events/${EVENT}`);
    const friendsList = guestList(friendPage);
    await friendsList.getByRole('link', { name: couple.username }).waitFor();
    expect(await friendsList.getByRole('link', { name: couple.username }).getAttribute('href')).toBe(`/users/${couple.username.toLowerCase()}`);
    await friendPage.goto('/home');
    await friendPage.getByText(text('home.kind.FRIEND_RESERVED', { what: event.titleDe })).waitFor();

    // The member the couple blocked sees the guest list without them: counted, not named.
    const blockedPage = await signedIn(browser, blocked);
    await blockedPage.goto(`/events/${EVENT}`);
    const blockedList = guestList(blockedPage);
    await blockedList.getByText(text('reservations.guestList.byType'), { exact: true }).waitFor();
    await blockedList.getByText(/^\+ \d+ /).waitFor();
    expect(await blockedList.getByRole('link', { name: couple.username }).count()).toBe(0);
    expect(await blockedList.getByText(couple.username).count()).toBe(0);

    // The evening comes: the admin finds the couple on the door list with their free drink and checks them in.
    const admin = await signedIn(browser, DEMO_ADMIN);
    await admin.goto(`/admin/door/events/${event.id}`);
    await admin.getByRole('heading', { level: 1, name: event.titleDe }).waitFor();
    await admin.getByRole('searchbox', { name: text('admin.door.filterLabel') }).fill(couple.username);
    const row = admin.getByRole('row').filter({ hasText: couple.username });
    await row.getByText(text('admin.door.freeDrink'), { exact: true }).first().waitFor();
    const toggle = doorToggle(row, couple.username);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await doorToggleSettled(toggle, true);
    // The server kept it on the couple's reservation.
    const checked = await graphqlAs(couplePage, 'query ($slug: String!) { event(slug: $slug) { viewerReservation { checkedIn } } }', { slug: EVENT });
    expect(checked.data!.event.viewerReservation.checkedIn).toBe(true);
  });
});

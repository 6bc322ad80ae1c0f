import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { clickUntil, createMember, notification, text, waitForPath, signedIn } from '../support/journey.js';

// Spec §2, §4 rule 8, §6, §8 (issue 5): a room admin and a member in the same public chat room on
// their phones. The member sees the admin's message live; the admin bans the member, who is turned
// away to the list with "Du wurdest aus diesem Raum verbannt." and cannot open the room again.
describe('chat rooms', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the member sees the admin’s message live; banned, they are sent to the list with the notice and cannot come back', async () => {
    const staff = await createMember({ prefix: 'staff', admin: true });
    const guest = await createMember({ prefix: 'gast', sex: 'M' });
    const roomName = `Apéro ${Date.now().toString(36)}`;

    // The venue's staff open a public room with the form.
    const adminPage = await signedIn(browser, staff);
    await adminPage.goto('/public-chat');
    await adminPage.getByRole('link', { name: text('rooms.list.create') }).click();
    await waitForPath(adminPage, '/new-public-chat');
    await adminPage.getByRole('radio', { name: text('rooms.kind.PUBLIC'), exact: true }).check();
    await adminPage.getByRole('textbox', { name: text('rooms.form.name') }).fill(roomName);
    await adminPage.getByRole('textbox', { name: text('rooms.form.description') }).fill('Für alle, die gerne plaudern.');
    await adminPage.getByRole('button', { name: text('rooms.new.submit') }).click();
    await waitForPath(adminPage, /^\/public-chat\/[0-9a-f-]{36}$/);
    const roomPath = new URL(adminPage.url()).pathname;
    await adminPage.getByRole('heading', { level: 1, name: roomName }).waitFor();

    // The member (not verified, so no link to a new room) finds it in the list, opens and joins it.
    const guestPage = await signedIn(browser, guest);
    await guestPage.goto('/public-chat');
    await guestPage.getByRole('link', { name: roomName }).click();
    await waitForPath(guestPage, roomPath);
    expect(await guestPage.getByRole('link', { name: text('rooms.list.create') }).count()).toBe(0);
    const guestBox = guestPage.getByRole('textbox', { name: text('rooms.room.messageLabel') });
    await clickUntil(guestPage.getByRole('button', { name: text('rooms.room.join') }), () => guestBox.isVisible());

    // The admin writes (Enter sends); the member sees it without reloading, and answers.
    const adminBox = adminPage.getByRole('textbox', { name: text('rooms.room.messageLabel') });
    await adminBox.fill('Willkommen im Apéro-Raum!');
    await adminBox.press('Enter');
    await adminPage.getByRole('log').getByText('Willkommen im Apéro-Raum!').waitFor();
    await guestPage.getByRole('log').getByText('Willkommen im Apéro-Raum!').waitFor();
    await guestBox.fill('Merci, hallo zusammen!');
    await guestBox.press('Enter');
    await adminPage.getByRole('log').getByText('Merci, hallo zusammen!').waitFor();
    await guestPage.getByRole('link', { name: text('rooms.backToList') }).waitFor();

    // The admin bans the member from the members page, with a reason.
    await adminPage.getByRole('navigation', { name: text('rooms.tabs.label') }).getByRole('link', { name: text('rooms.tabs.members') }).click();
    await waitForPath(adminPage, `${roomPath}/members`);
    await adminPage.getByRole('button', { name: text('rooms.members.banOf', { name: guest.username }) }).click();
    const dialog = adminPage.getByRole('dialog', { name: text('rooms.members.banTitle', { name: guest.username }) });
    await dialog.getByRole('textbox', { name: text('rooms.members.banReason') }).fill('Bitte respektvoll bleiben.');
    await dialog.getByRole('button', { name: text('rooms.members.banConfirm') }).click();
    await notification(adminPage, text('rooms.members.banned', { name: guest.username })).waitFor();

    // The member, still in the room, is turned away to the list with the notice.
    await waitForPath(guestPage, '/public-chat');
    await guestPage.getByRole('alert').filter({ hasText: text('warnings.roomBan') }).first().waitFor();
    await guestPage.getByRole('heading', { level: 1, name: text('rooms.title') }).waitFor();
    // The list (first drawn from the cache) no longer offers the room once the server has answered.
    await expect.poll(() => guestPage.getByRole('link', { name: roomName }).count()).toBe(0);

    // Opening the room's address again leads back to the list, with the same warning.
    await guestPage.goto(roomPath);
    await waitForPath(guestPage, '/public-chat');
    await notification(guestPage, text('warnings.roomBan')).waitFor();
    await guestPage.goto(`${roomPath}/details`);
    await waitForPath(guestPage, '/public-chat');

    // The admin sees the ban with its reason and may lift it.
    await adminPage.getByRole('navigation', { name: text('rooms.tabs.label') }).getByRole('link', { name: text('rooms.tabs.bans') }).click();
    await adminPage.getByText(text('rooms.bans.reason', { reason: 'Bitte respektvoll bleiben.' })).waitFor();
    await adminPage.getByRole('button', { name: text('rooms.bans.unbanOf', { name: guest.username }) }).waitFor();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { createMember, notification, shownDateTime, text, waitForPath, signedIn, openFromNavigation } from '../support/journey.js';

// Spec §2–§5, §8 and decision 0013: a member reports another; an admin works the report from OPEN
// to CLOSED_ACTION_TAKEN with a login timeout that signs the reported member out.

/** An instant as the value of an <input type="datetime-local"> in Swiss time ("2026-06-12T20:00"). */
function zurichInputValue(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

describe('reports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const nav = (page: Page, label: string) => ({ click: () => openFromNavigation(page, label, { exact: true }) });

  it('goes from OPEN to CLOSED_ACTION_TAKEN with a login timeout that signs the reported member out', async () => {
    const anna = await createMember({ prefix: 'anna', sex: 'F' });
    const ben = await createMember({ prefix: 'ben', sex: 'M' });
    const boss = await createMember({ prefix: 'boss', admin: true });
    const title = `Belästigung durch ${ben.username}`;
    const message = 'Er hat mich am Samstag an der Bar mehrmals bedrängt, obwohl ich deutlich Nein gesagt habe.';

    // Anna reports Ben from his profile, by keyboard on a phone-sized screen; the dialog checks the
    // lengths (spec §5) before sending.
    const annaPage = await signedIn(browser, anna);
    await annaPage.goto(`/users/${ben.username.toLowerCase()}`);
    // Reporting is in the profile's "more actions" menu, opened and used by keyboard.
    await annaPage.getByRole('group', { name: text('profile.actions') }).getByRole('button', { name: text('profile.moreActions') }).focus();
    await annaPage.keyboard.press('Enter');
    await annaPage.getByRole('menuitem', { name: text('reports.button.USER') }).focus();
    await annaPage.keyboard.press('Enter');
    const dialog = annaPage.getByRole('dialog', { name: text('reports.dialog.titleUSER', { name: ben.username }) });
    await dialog.waitFor();
    // The first reason has the focus: Space picks it and it fills the title.
    await dialog.getByRole('radio', { name: text('reports.dialog.reasons.harassment') }).and(annaPage.locator(':focus')).waitFor();
    await annaPage.keyboard.press('Space');
    const titleField = dialog.getByLabel(text('reports.dialog.titleLabel'));
    expect(await titleField.inputValue()).toBe(text('reports.dialog.reasonTitles.harassment', { name: ben.username }));
    expect(await titleField.inputValue()).toBe(title);
    await annaPage.keyboard.press('Tab'); // the title field
    await annaPage.keyboard.press('ControlOrMeta+A');
    await annaPage.keyboard.type('Bar');
    await annaPage.keyboard.press('Tab');
    await annaPage.keyboard.type('Zu kurz.');
    await dialog.getByRole('button', { name: text('reports.dialog.confirm') }).focus();
    await annaPage.keyboard.press('Enter');
    await dialog.getByText(text('errors.REPORT_TITLE_TOO_SHORT')).waitFor();
    await dialog.getByText(text('errors.REPORT_MESSAGE_TOO_SHORT')).waitFor();
    expect(await dialog.getByLabel(text('reports.dialog.titleLabel')).inputValue()).toBe('Bar');
    expect(await dialog.getByLabel(text('reports.dialog.messageLabel')).inputValue()).toBe('Zu kurz.');
    await dialog.getByLabel(text('reports.dialog.titleLabel')).fill(title);
    await dialog.getByLabel(text('reports.dialog.messageLabel')).fill(message);
    await dialog.getByRole('button', { name: text('reports.dialog.confirm') }).focus();
    await annaPage.keyboard.press('Enter');
    await notification(annaPage, text('reports.dialog.done')).waitFor();

    // She finds it OPEN under "Meldungen".
    await nav(annaPage, text('reports.nav')).click();
    await waitForPath(annaPage, '/reports');
    const annasRow = annaPage.getByRole('article', { name: title });
    await annasRow.getByText(text('reports.status.OPEN'), { exact: true }).waitFor();

    // Ben is signed in elsewhere.
    const benPage = await signedIn(browser, ben);

    // The admin opens it from the dashboard's queue and moves it to PROCESSING.
    const bossPage = await signedIn(browser, boss);
    // The staff area's menu (a drawer on the phone).
    await bossPage.getByRole('button', { name: text('admin.nav.openMenu') }).click();
    await bossPage.getByRole('navigation', { name: text('admin.nav.label') }).getByRole('link', { name: text('admin.nav.reports') }).click();
    await waitForPath(bossPage, '/reports');
    await bossPage.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
    await waitForPath(bossPage, /^\/reports\/[0-9a-f-]{36}$/);
    await bossPage.getByText(message).waitFor();
    await bossPage.getByLabel(text('reports.admin.statusSelect')).selectOption('PROCESSING');
    await bossPage.getByRole('button', { name: text('reports.admin.changeStatus') }).click();
    await notification(bossPage, text('reports.admin.statusChanged', { status: text('reports.status.PROCESSING') })).waitFor();
    await bossPage.getByRole('group', { name: text('reports.statusLabel', { status: text('reports.status.PROCESSING') }) }).waitFor();

    // A login timeout for Ben, two hours ahead in whole minutes, closing the report.
    const until = new Date(Math.ceil((Date.now() + 2 * 3600_000) / 60_000) * 60_000).toISOString();
    await bossPage.getByLabel(text('reports.admin.timeoutUntil')).fill(zurichInputValue(until));
    expect(await bossPage.getByRole('checkbox', { name: text('reports.admin.closeReport') }).isChecked()).toBe(true);
    await bossPage.getByRole('button', { name: text('reports.admin.timeoutSubmit') }).click();
    await notification(bossPage, text('reports.admin.timeoutDone', { name: ben.username, datetime: shownDateTime(until) })).waitFor();
    await bossPage.getByRole('group', { name: text('reports.statusLabel', { status: text('reports.status.CLOSED_ACTION_TAKEN') }) }).waitFor();
    const bossHistory = bossPage.getByRole('region', { name: text('reports.history.title') });
    await bossHistory.getByText(text('reports.history.LOGIN_TIMEOUT', { datetime: shownDateTime(until) }), { exact: false }).waitFor();

    // Ben is signed out with the timeout text naming the end: at once when his page holds a socket
    // (the server closes it with 4401), otherwise at his next step. Either may come first.
    const benSignedOut = waitForPath(benPage, '/sign-in');
    if (new URL(benPage.url()).pathname !== '/sign-in') {
      await Promise.race([benSignedOut, nav(benPage, text('nav.friends')).click().catch(() => benSignedOut)]);
    }
    await benSignedOut;
    await notification(benPage, text('warnings.loginTimeout', { datetime: shownDateTime(until) })).waitFor();

    // Anna sees her report closed with action taken — and not which action.
    await annaPage.reload();
    await annasRow.getByText(text('reports.status.CLOSED_ACTION_TAKEN'), { exact: true }).waitFor();
    await annasRow.getByRole('link', { name: title }).click();
    await annaPage.getByRole('group', { name: text('reports.statusLabel', { status: text('reports.status.CLOSED_ACTION_TAKEN') }) }).waitFor();
    await annaPage.getByText(text('reports.thread.closed')).waitFor();
    const annasHistory = annaPage.getByRole('region', { name: text('reports.history.title') });
    await annasHistory.getByText(text('reports.status.CLOSED_ACTION_TAKEN'), { exact: false }).waitFor();
    expect(await annaPage.getByText(text('reports.history.LOGIN_TIMEOUT', { datetime: shownDateTime(until) }), { exact: false }).count()).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../support/browser.js';
import { createMember, signedIn, text, waitForPath } from '../support/journey.js';

// Verification by selfie (issue 13; docs/decisions/0033): an unverified member is sent from chat
// roulette to /premium, starts a request, gets a code and uploads a selfie; an admin sees it in the
// staff area's queue, checks it beside the code and approves; the member sees the badge at once and
// chat roulette opens.

/** A selfie as a phone makes it (the code on paper is not drawn: staff are the judge, not this test). */
async function selfie(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: '#9c6b4e' } })
    .jpeg({ quality: 85 })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCam', Model: 'Front 12' } } })
    .toBuffer();
}

describe('verification', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a member requests verification with a selfie, the admin approves, the member is verified and chat roulette opens', async () => {
    const anna = await createMember({ prefix: 'selfie', sex: 'F' });
    const boss = await createMember({ prefix: 'staffv', admin: true, sex: null });
    const page = await signedIn(browser, anna);

    // Chat roulette is for verified members: the guard sends her to /premium, where she can now act.
    await page.goto('/chat-roulette');
    await waitForPath(page, '/premium');
    const section = page.getByRole('region', { name: text('verification.title') });
    await section.getByRole('button', { name: text('verification.start') }).click();
    const codeText = section.getByTestId('verification-code');
    await codeText.waitFor();
    const code = (await codeText.innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    await section.getByText(text('verification.steps.write')).waitFor();

    await section.locator('input[type="file"]').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfie() });
    await expect.poll(() => section.getByTestId('selfie-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await section.getByRole('button', { name: text('verification.upload.submit') }).click();
    await section.getByText(text('verification.inReview.title')).waitFor();

    // The admin: the pending count on the dashboard leads to the queue, the queue to the request.
    const staff = await signedIn(browser, boss);
    await waitForPath(staff, '/admin/dashboard');
    await expect.poll(async () => Number(await staff.getByTestId('pending-verifications').innerText())).toBeGreaterThan(0);
    await staff.getByRole('link', { name: text('admin.reviewVerifications') }).click();
    await waitForPath(staff, '/admin/verifications');
    await staff.getByRole('list', { name: text('verification.admin.listLabel') }).getByRole('link', { name: anna.username }).click();
    await waitForPath(staff, /^\/admin\/verifications\/[0-9a-f-]{36}$/);
    await staff.getByRole('heading', { level: 1, name: text('verification.admin.requestOf', { name: anna.username }) }).waitFor();
    expect((await staff.getByTestId('issued-code').innerText()).trim()).toBe(code);
    const shown = staff.getByRole('img', { name: text('verification.admin.selfieAlt', { name: anna.username }) });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(900);
    // Nobody but staff gets the file: the member herself neither.
    const selfiePath = (await shown.getAttribute('src'))!;
    expect((await page.request.get(selfiePath)).status()).toBe(404);

    const approve = staff.getByRole('button', { name: text('verification.admin.approve') });
    expect(await approve.isDisabled()).toBe(true);
    for (const item of ['CODE_VISIBLE', 'AVATAR_NO_GENITALS']) await staff.getByRole('checkbox', { name: text(`verification.checklist.${item}`) }).check();
    await approve.click();
    await staff.getByText(text('verification.admin.selfieDeleted')).waitFor();
    await staff.getByText(text('verification.admin.decided.VERIFIED', { name: boss.username, datetime: '' }).trim()).waitFor();
    expect((await staff.request.get(selfiePath)).status()).toBe(404);

    // The member: verified at once, with the badge on her profile and chat roulette open.
    await page.reload();
    await page.getByRole('region', { name: text('verification.title') }).getByText(text('verification.verifiedText')).waitFor();
    await page.getByText(text('premium.verified'), { exact: true }).first().waitFor();
    await page.goto(`/users/${anna.username.toLowerCase()}`);
    await page.getByText(text('memberCard.verified'), { exact: true }).first().waitFor();
    await page.goto('/home');
    await page.getByText(text('home.kind.VERIFICATION_APPROVED')).waitFor();
    await page.goto('/chat-roulette');
    await waitForPath(page, '/chat-roulette');
    await page.getByRole('heading', { name: text('roulette.title'), level: 1 }).waitFor();
    await page.getByRole('button', { name: text('roulette.actions.join') }).waitFor();
  });
});
